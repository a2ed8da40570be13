// MDN's HTTP Observatory (@mdn/mdn-http-observatory, the scanner behind developer.mozilla.org's
// Observatory), run locally on pages of a site on non-default ports. Started by
// observatory.test.mjs as its own process, because the throwaway CA it must trust is named through
// NODE_EXTRA_CA_CERTS, which Node reads only at start.
//   node tests/headers/observatory-scan.mjs <hostname> <httpPort> <httpsPort> <paths as JSON>
// prints one JSON array: per path its grade, score, and the tests that failed.
//
// The package's own scan() calls its retriever without the ports and path, so this does the same
// two steps with them: retrieve(hostname, { httpPort, httpsPort, path }), then the scanner's own
// tests and grading (src/scanner/index.js, algorithm version 4), unchanged. One difference, on
// purpose: the scanner refuses a 404 answer ("unexpected HTTP status code"); the site's 404 page is
// graded all the same, with the same tests (`statusAccepted: false` tells it).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const PACKAGE_DIR = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));

/**
 * The HSTS preload list is downloaded by the package's install script, which this project never
 * runs (npm installs it with scripts off). An empty list: no host of ours is preloaded, so the
 * redirection and HSTS tests must pass on the headers alone.
 */
export function ensurePreloadList() {
  const file = path.join(PACKAGE_DIR, 'conf', 'hsts-preload.json');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '{}\n');
  }
}

async function scanPath(hostname, httpPort, httpsPort, pagePath) {
  const [{ retrieve }, { ALL_TESTS, NUM_TESTS, ALGORITHM_VERSION }, { MINIMUM_SCORE_FOR_EXTRA_CREDIT }, grader] = await Promise.all([
    import('@mdn/mdn-http-observatory/src/retriever/retriever.js'),
    import('@mdn/mdn-http-observatory/src/constants.js'),
    import('@mdn/mdn-http-observatory/src/grader/charts.js'),
    import('@mdn/mdn-http-observatory/src/grader/grader.js'),
  ]);
  const r = await retrieve(hostname, { httpPort, httpsPort, path: pagePath });
  if (!r.responses.auto) throw new Error(`${pagePath}: the site seems to be down`);
  const { status } = r.responses.auto;
  const statusAccepted = !(status < 200 || (status >= 400 && ![401, 403].includes(status)));
  const results = ALL_TESTS.map((test) => test(r));
  let passed = 0;
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const result of results) {
    if (!result.result) continue;
    result.scoreModifier = grader.getScoreModifier(result.result);
    passed += result.pass ? 1 : 0;
    withExtraCredit += result.scoreModifier;
    if (result.scoreModifier < 0) uncurved += result.scoreModifier;
  }
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
  const final = grader.getGradeForScore(score);
  return {
    path: pagePath,
    algorithmVersion: ALGORITHM_VERSION,
    status,
    statusAccepted,
    finalUrl: r.session?.redirectHistory.at(-1)?.url.href ?? null,
    grade: final.grade,
    score: final.score,
    testsPassed: passed,
    testsQuantity: NUM_TESTS,
    tests: Object.fromEntries(results.map((result) => [result.constructor.name, { result: result.result, pass: result.pass, scoreModifier: result.scoreModifier ?? 0 }])),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [hostname, httpPort, httpsPort, pathsJson] = process.argv.slice(2);
  ensurePreloadList();
  const out = [];
  for (const pagePath of JSON.parse(pathsJson)) out.push(await scanPath(hostname, Number(httpPort), Number(httpsPort), pagePath));
  process.stdout.write(`${JSON.stringify(out)}\n`);
}
