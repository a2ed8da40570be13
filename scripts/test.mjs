// `npm test`: the same set-up as `npm start` (on test ports, with a test database), the type check
// and lint of every workspace, then every suite: unit tests of each package, of these scripts and
// of the lint rules, the first-load JavaScript budgets of the web build, system tests of the lead
// pipeline on the built servers, contract tests of web's clients against the live CMS and
// sales-data service, the fault matrix (web behind fault proxies to each upstream), an HTTP fuzz of
// every route on a web server of its own, the header score of every page type through nginx over
// TLS, the secret check of bundles, pages and headers, end-to-end tests in Chromium, the degraded
// runs with sales-data, then also the CMS, stopped, and last the secret check of every log line of
// the run (.data/test/logs).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATA_DIR, ROOT, ensureChromium, installCmsDependencies, installRootDependencies, keepChildLogs, log, npm, run, step, stopAll, stopChild, stopChildrenOnExit } from './lib/orchestrator.mjs';
import { digestLines, listedFailures, playwrightFailures, vitestFailures } from './lib/failure-digest.mjs';
import { startPostgres, startRedis } from './lib/services.mjs';
import { buildStack, resetTestData, seedCms, stackSettings, startCms, startFakeAmoCrm, startSalesData, startWeb } from './lib/stack.mjs';

stopChildrenOnExit();
const settings = stackSettings('test');
const reports = path.join(DATA_DIR, 'test', 'reports');
// Every child's output, kept for the secret check at the end (a fresh folder per run).
const logs = path.join(DATA_DIR, 'test', 'logs');
const results = [];
/** The fuzz suite's seed under `npm test` (docs/security.md, "HTTP fuzzing of every route"). */
const FUZZ_SEED = '20261125';

/**
 * Runs one suite, then reads its JSON report so the summary counts real tests, not exit codes, and
 * the closing digest names the failed ones (`failures` reads them from the report).
 */
async function suite(name, command, args, { env = {}, report, read, failures = listedFailures }) {
  rmSync(report, { force: true });
  let failure = null;
  await step(name, () => run(command, args, { env })).catch((error) => {
    failure = error;
  });
  const parsed = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  const counts = parsed ? { ...read(parsed), failures: failures(parsed) } : { passed: 0, failed: 0, skipped: 0, failures: [] };
  if (failure && counts.failed === 0) counts.failed = 1; // the runner itself broke
  if (!failure && counts.passed === 0) {
    counts.failed += 1;
    log(`${name}: no test ran, which counts as a failure`);
  }
  results.push({ name, ...counts });
}

const vitestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + (r.numTodoTests ?? 0) });
const playwrightCounts = (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped });

function vitest(workspace, script, name, env) {
  const report = path.join(reports, `${name}.json`);
  return suite(
    name,
    npm,
    ['run', script, '-w', workspace, '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { env, report, read: vitestCounts, failures: vitestFailures },
  );
}

const countsOnly = (r) => ({ passed: r.passed, failed: r.failed, skipped: r.skipped });

/** node:test suites (the scripts' own unit tests, the CMS's), counted through a reporter that writes JSON. */
function nodeTest(name, files, env = {}) {
  const report = path.join(reports, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
  return suite(
    name,
    process.execPath,
    ['--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=./scripts/lib/node-test-report.mjs', `--test-reporter-destination=${report}`, ...files],
    { env, report, read: countsOnly },
  );
}

/** First-load JavaScript of every route of the web build against apps/web/bundle-budgets.json; each route counts as one test. */
function bundleBudgets() {
  const report = path.join(reports, 'budgets.json');
  return suite('budgets: first-load JS', process.execPath, ['scripts/budgets.mjs', '--report', report], { report, read: countsOnly });
}

function playwright(name, extraArgs, env) {
  const report = path.join(reports, `${name}.json`);
  return suite(name, 'npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts', ...extraArgs], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    report,
    read: playwrightCounts,
    failures: playwrightFailures,
  });
}

/** The secrets a browser, a response or a log line must never show, by name. */
function runSecrets(stack) {
  const read = (file) => (file && existsSync(file) ? readFileSync(file, 'utf8').trim() : '');
  const named = {
    'sales-data token': stack.salesEnv.SALES_DATA_TOKEN,
    'CMS API token (read)': read(stack.cmsTokenFile),
    'CMS API token (write)': read(stack.cmsWriteTokenFile),
    'revalidate secret': stack.webEnv.REVALIDATE_SECRET,
    'preview secret': stack.webEnv.PREVIEW_SECRET,
    'amoCRM token': stack.salesEnv.AMOCRM_ACCESS_TOKEN,
    'Strapi admin JWT secret': stack.cmsEnv.ADMIN_JWT_SECRET,
    'Strapi API token salt': stack.cmsEnv.API_TOKEN_SALT,
  };
  return Object.fromEntries(Object.entries(named).filter(([, value]) => value));
}

let exitCode = 1;
try {
  mkdirSync(reports, { recursive: true });
  rmSync(logs, { recursive: true, force: true });
  keepChildLogs(logs);
  // The root install first, then the CMS's beside the type check and lint, which do not need it.
  // The two installs side by side took longer in all on a fresh clone (178 s against 160 s), both
  // busy extracting; but the CMS's spends about a minute on one core compiling its SQLite binding,
  // and the checks fill the other: 183 s for the CMS install, type check and lint together against
  // 229 s one after the other.
  await installRootDependencies();
  const cmsInstall = installCmsDependencies();
  cmsInstall.catch(() => {}); // awaited below; a failure is reported there, not as an unhandled rejection
  await ensureChromium();

  // Type errors and lint fail the run too, though they are not counted as tests. Web's route types
  // are generated once, then the type check and ESLint (its type-aware rules and the layer rules of
  // CONTRIBUTING.md, eslint.config.mjs) run side by side, one core each: each workspace's
  // `typecheck` script is `tsc --noEmit` after that generation.
  await step('Generate web route types', () => run(npm, ['run', 'typegen', '-w', '@novostroy/web'], { quiet: true })).catch(() => {
    results.push({ name: 'typegen', passed: 0, failed: 1, skipped: 0 });
  });
  await Promise.all([
    step('Typecheck every workspace', () => run(npm, ['exec', '--workspaces', '--', 'tsc', '--noEmit'], { quiet: true })).catch(() => {
      results.push({ name: 'typecheck', passed: 0, failed: 1, skipped: 0 });
    }),
    step('Lint every workspace', () => run('npx', ['eslint', '--max-warnings', '0', '.'], { quiet: true })).catch(() => {
      results.push({ name: 'lint', passed: 0, failed: 1, skipped: 0 });
    }),
  ]);
  await cmsInstall;
  await vitest('@novostroy/contracts', 'test', 'unit: contracts');
  await vitest('@novostroy/sales-data', 'test', 'unit: sales-data');
  await vitest('@novostroy/web', 'test', 'unit: web');
  // A folder, not scripts/: node --test counts any file named test.mjs as a test, this one included.
  await nodeTest('unit: scripts', ['scripts/budgets/', 'scripts/lib/', 'scripts/fonts/']);
  await nodeTest('unit: bench', ['bench/lib/']);
  await nodeTest('unit: lint rules', ['lint/']);
  // The admin's Russian labels and edit layouts against the CMS content model (cms/src/admin-labels).
  await nodeTest('unit: CMS admin labels', ['cms/tests/admin-labels.test.mjs']);

  await buildStack(settings);
  await bundleBudgets();
  // The scaled-out shape's servers: a throwaway Postgres cluster (each system test makes its own
  // database in it) and an in-memory Redis.
  const postgres = await startPostgres({ dataDir: path.join(settings.dataDir, 'postgres'), port: settings.ports.postgres, durable: false });
  const redis = await startRedis({ dataDir: path.join(settings.dataDir, 'redis'), port: settings.ports.redis });
  const systemEnv = { TEST_POSTGRES_URL: postgres.url(), TEST_REDIS_URL: redis.url };
  // Built web and sales-data servers the tests start on free ports, so they can stop and kill them:
  // leads across outages, two instances on one Postgres and on one Redis, the request edge.
  await vitest('@novostroy/web', 'test:system', 'system: built servers', systemEnv);
  resetTestData(settings);
  await seedCms(settings);
  await startFakeAmoCrm(settings);
  const [cms, sales] = await Promise.all([startCms(settings), startSalesData(settings)]);
  await startWeb(settings);

  const liveEnv = {
    CMS_URL: settings.urls.cms,
    CMS_API_TOKEN_FILE: settings.cmsTokenFile,
    SALES_DATA_URL: settings.urls.sales,
    SALES_DATA_TOKEN: settings.salesEnv.SALES_DATA_TOKEN,
  };
  await vitest('@novostroy/web', 'test:contract', 'contract: web upstream clients', liveEnv);
  // Its own web server behind fault proxies to this CMS, its own sales-data and fake amoCRM, and
  // Postgres: every fault of the matrix with its outcome (docs/architecture.md, "Fault matrix").
  await vitest('@novostroy/web', 'test:faults', 'system: fault matrix', { ...liveEnv, ...systemEnv });
  // The demo admin logs in to the test CMS: Russian interface, Russian labels, page-ordered edit views;
  // and an editor's JPEG or PNG upload is stored as WebP (cms/src/extensions/upload).
  await nodeTest('system: CMS admin and uploads', ['cms/tests/system/'], {
    CMS_URL: settings.urls.cms,
    CMS_WRITE_TOKEN_FILE: settings.cmsWriteTokenFile,
    CMS_PUBLIC_DIR: settings.cmsEnv.CMS_PUBLIC_DIR,
  });
  // Fuzzed requests against every route and page of src/app (and the catalogue's query strings), on
  // a production web server the suite starts itself against this stack's CMS and sales-data; its
  // output goes to the run's logs, and the suite reads it for unhandled errors.
  // A fixed seed, so a red run replays exactly (FUZZ_SEED overrides it; `npm run test:fuzz` alone
  // draws one from the clock to explore new cases).
  await vitest('@novostroy/web', 'test:fuzz', 'fuzz: every route over HTTP', {
    ...liveEnv,
    FUZZ_SEED: process.env.FUZZ_SEED || FUZZ_SEED,
    FUZZ_SERVER_LOG: path.join(logs, 'fuzz-web.log'),
  });
  // The shipped nginx config over TLS (a throwaway CA) in front of web: MDN's HTTP Observatory
  // scores every page type of bench/pages.json, each must be A+.
  await nodeTest('headers: Observatory A+ over TLS', ['tests/headers/observatory.test.mjs'], {
    HEADERS_WEB_URL: settings.urls.web,
    HEADERS_REPORT: path.join(reports, 'observatory-scores.json'),
  });
  // The run's secrets, for the two secret checks (never printed: a finding names only the secret).
  const secretsFile = path.join(settings.dataDir, 'secrets-to-find.json');
  writeFileSync(secretsFile, JSON.stringify(runSecrets(settings)), { mode: 0o600 });
  await nodeTest('secrets: bundles, pages, headers', ['tests/secrets/served.test.mjs'], { SECRETS_FILE: secretsFile, SECRETS_WEB_URL: settings.urls.web });

  const e2eEnv = {
    ...liveEnv,
    E2E_BASE_URL: settings.urls.web,
    E2E_SALES_DATA_URL: settings.urls.sales,
    CMS_WRITE_TOKEN_FILE: settings.cmsWriteTokenFile,
    WEB_DIST_DIR: path.join(ROOT, 'apps/web/.next'),
    AMOCRM_ACCESS_TOKEN: settings.salesEnv.AMOCRM_ACCESS_TOKEN,
    EMBED_ALLOWED_ORIGINS: settings.webEnv.EMBED_ALLOWED_ORIGINS ?? '',
    // The preview spec signs an already expired link, to see web refuse it.
    PREVIEW_SECRET: settings.webEnv.PREVIEW_SECRET,
    // /debug is a 404 in production without it (tests/e2e/debug-access.ts).
    DEBUG_TOKEN: settings.webEnv.DEBUG_TOKEN,
  };
  await playwright('e2e', ['--grep-invert', '@sales-down|@cms-down'], e2eEnv);

  await step('Stop the sales-data service for the degraded run', () => stopChild(sales));
  await playwright('e2e: sales-data down', ['--grep', '@sales-down'], e2eEnv);

  await step('Stop the CMS for the degraded run', () => stopChild(cms));
  await playwright('e2e: CMS down', ['--grep', '@cms-down'], e2eEnv);

  // Last: every line every process of this run printed, searched for the run's secrets.
  await nodeTest('secrets: every log line of the run', ['tests/secrets/logs.test.mjs'], { SECRETS_FILE: secretsFile, SECRETS_LOG_DIR: logs });

  const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
  console.log('');
  for (const r of results) console.log(`  ${r.failed ? '✖' : '✔'} ${r.name.padEnd(34)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`);
  console.log('');
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  exitCode = total.failed === 0 ? 0 : 1;
} catch (error) {
  log(`npm test stopped: ${error.message}`);
} finally {
  await stopAll();
}
// Last, after the services' shutdown lines: what failed and why, so the tail of the log says it.
const digest = digestLines(results, { secrets: runSecrets(settings) });
if (digest.length > 0) console.log(['', 'What failed (the first of each suite):', ...digest].join('\n'));
process.exit(exitCode);
