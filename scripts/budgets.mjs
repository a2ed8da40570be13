// `npm run budgets`: first-load JavaScript (gzip) of every page route of the web build, against
// apps/web/bundle-budgets.json. Exits 1 when a route is over its budget. Needs a production build
// (`npm run build -w @novostroy/web`), no running server. See docs/performance.md.
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
  if (values.files) {
    for (const route of build.routes) {
      console.log(`\n${route.route}`);
      for (const f of [...route.files].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(f.bytes).padStart(9)}  ${f.file}`);
    }
  }
  if (values.report) {
    mkdirSync(path.dirname(values.report), { recursive: true });
    const report = { passed: check.results.length - check.over.length, failed: check.over.length, skipped: 0, failures: check.over.map((r) => ({ name: r.route, message: `${r.bytes} bytes of first-load JS > budget ${r.budget} bytes [${r.rule}]` })), gzipLevel: GZIP_LEVEL, results: check.results, polyfills: build.polyfills };
    writeFileSync(values.report, `${JSON.stringify(report, null, 2)}\n`);
  }
  process.exit(check.ok ? 0 : 1);
} catch (error) {
  console.error(`budgets: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
