// `npm run budgets`: first-load JavaScript (gzip) of every page route of the web build, against
// apps/web/bundle-budgets.json, and no polyfill of an API every supported browser has in the scripts
// every page loads. Exits 1 when a route is over its budget or such a polyfill is there. Needs a
// production build (`npm run build -w @novostroy/web`), no running server. See docs/performance.md.
//
//   --dist <dir>       the build output (default apps/web/.next)
//   --budgets <file>   the budgets file (default apps/web/bundle-budgets.json)
//   --report <file>    also write a JSON report (npm test reads its counts)
//   --files            list each route's chunk files with their sizes
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { GZIP_LEVEL, checkBudgets, formatReport, kb, measureBuild, parseBudgets } from './budgets/first-load.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(ROOT, 'apps/web/.next') },
    budgets: { type: 'string', default: path.join(ROOT, 'apps/web/bundle-budgets.json') },
    report: { type: 'string' },
    files: { type: 'boolean', default: false },
  },
});

try {
  const budgets = parseBudgets(JSON.parse(readFileSync(values.budgets, 'utf8')));
  const build = measureBuild(values.dist);
  const check = checkBudgets(build.routes, budgets);
  console.log(`First-load JavaScript per route, gzip level ${GZIP_LEVEL} (1 KB = 1000 bytes), from ${path.relative(ROOT, values.dist) || '.'}\n`);
  console.log(formatReport(check));
  console.log(`\nNot counted: ${kb(build.polyfills.bytes)} of <script nomodule> polyfills (${build.polyfills.files.join(', ') || 'none'}), which module-capable browsers skip.`);
  for (const { file, apis } of build.legacy) console.log(`\nLegacy JavaScript in ${file}, loaded by every page: polyfills of ${apis.join(', ')}, which every supported browser has.`);
  if (values.files) {
    for (const route of build.routes) {
      console.log(`\n${route.route}`);
      for (const f of [...route.files].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(f.bytes).padStart(9)}  ${f.file}`);
    }
  }
  if (values.report) {
    mkdirSync(path.dirname(values.report), { recursive: true });
    const failures = [
      ...check.over.map((r) => ({ name: r.route, message: `${r.bytes} bytes of first-load JS > budget ${r.budget} bytes [${r.rule}]` })),
      ...build.legacy.map(({ file, apis }) => ({ name: `legacy JavaScript in ${file}`, message: `polyfills of ${apis.join(', ')}, which every supported browser has` })),
    ];
    const report = { passed: check.results.length - check.over.length + (build.legacy.length === 0 ? 1 : 0), failed: failures.length, skipped: 0, failures, gzipLevel: GZIP_LEVEL, results: check.results, polyfills: build.polyfills, legacy: build.legacy };
    writeFileSync(values.report, `${JSON.stringify(report, null, 2)}\n`);
  }
  process.exit(check.ok && build.legacy.length === 0 ? 0 : 1);
} catch (error) {
  console.error(`budgets: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
