// Unit tests of the bundle budget checker on a small fake build output. Run: `npm run test:scripts`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { budgetFor, checkBudgets, formatReport, legacyPolyfills, measureBuild, parseBudgets } from './first-load.mjs';

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'budgets.mjs');

/** Random-ish text compresses poorly, so each fake chunk has a distinct, realistic gzip size. */
function chunkText(seed, length) {
  let x = seed;
  let text = '';
  while (text.length < length) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    text += x.toString(36);
  }
  return text.slice(0, length);
}

let dist;
const gz = {};

function writeChunk(name, seed, length) {
  const text = chunkText(seed, length);
  mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
  writeFileSync(path.join(dist, 'static/chunks', name), text);
  gz[name] = gzipSync(text, { level: 9 }).byteLength;
}

function writeClientManifest(appPath, manifest) {
  const file = path.join(dist, 'server/app', `${appPath}_client-reference-manifest.js`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(appPath)}] = ${JSON.stringify(manifest)};\n`,
  );
}

before(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  writeChunk('runtime.js', 1, 4000);
  writeChunk('framework.js', 2, 9000);
  writeChunk('polyfill.js', 3, 3000);
  writeChunk('layout.js', 4, 1500);
  writeChunk('home.js', 5, 700);
  writeChunk('form.js', 6, 6000);
  writeChunk('root-not-found.js', 7, 2500);
  writeChunk('lazy-dialog.js', 8, 5000);
  writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({ polyfillFiles: ['static/chunks/polyfill.js'], rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/framework.js'] }),
  );
  writeFileSync(
    path.join(dist, 'app-path-routes-manifest.json'),
    JSON.stringify({ '/(site)/page': '/', '/(site)/projects/[id]/page': '/projects/[id]', '/api/leads/route': '/api/leads' }),
  );
  const layoutModule = { id: 1, name: '*', chunks: ['/_next/static/chunks/layout.js'], async: false };
  writeClientManifest('/(site)/page', {
    clientModules: {
      'src/header.tsx': layoutModule,
      'src/home-banner.tsx': { id: 2, name: '*', chunks: ['/_next/static/chunks/layout.js', '/_next/static/chunks/home.js'], async: false },
      'src/dialog.tsx': { id: 3, name: '*', chunks: ['/_next/static/chunks/lazy-dialog.js'], async: true },
    },
    entryJSFiles: {
      '[project]/src/app/layout': ['static/chunks/layout.js'],
      '[project]/src/app/not-found': ['static/chunks/layout.js', 'static/chunks/root-not-found.js'],
      '[project]/src/app/(site)/page': ['static/chunks/layout.js', 'static/chunks/home.js'],
    },
  });
  writeClientManifest('/(site)/projects/[id]/page', {
    clientModules: {
      'src/header.tsx': layoutModule,
      'src/question-form.tsx': { id: 4, name: '*', chunks: ['/_next/static/chunks/layout.js', '/_next/static/chunks/form.js'], async: false },
    },
    entryJSFiles: { '[project]/src/app/layout': ['static/chunks/layout.js'], '[project]/src/app/(site)/projects/[id]/page': ['static/chunks/form.js'] },
  });
});

after(() => rmSync(dist, { recursive: true, force: true }));

describe('measureBuild on a fake build output', () => {
  test('a route loads the runtime, its client components chunks and its layout/page entries, each counted once', () => {
    const { routes } = measureBuild(dist);
    assert.deepEqual(
      routes.map((r) => r.route),
      ['/', '/projects/[id]'],
      'route handlers such as /api/leads load no JavaScript and are not measured',
    );
    const home = routes.find((r) => r.route === '/');
    assert.deepEqual(home.files.map((f) => f.file), ['static/chunks/framework.js', 'static/chunks/home.js', 'static/chunks/layout.js', 'static/chunks/runtime.js']);
    assert.equal(home.bytes, gz['runtime.js'] + gz['framework.js'] + gz['layout.js'] + gz['home.js']);
    const project = routes.find((r) => r.route === '/projects/[id]');
    assert.equal(project.bytes, gz['runtime.js'] + gz['framework.js'] + gz['layout.js'] + gz['form.js']);
  });

  test('lazily loaded code, the root not-found copy and nomodule polyfills are not first-load JavaScript', () => {
    const { routes, polyfills } = measureBuild(dist);
    const files = routes.flatMap((r) => r.files.map((f) => f.file));
    for (const left of ['lazy-dialog.js', 'root-not-found.js', 'polyfill.js']) assert.ok(!files.includes(`static/chunks/${left}`), left);
    assert.deepEqual(polyfills, { bytes: gz['polyfill.js'], files: ['static/chunks/polyfill.js'] });
  });

  test('a folder without a build says to build first', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'budgets-empty-'));
    try {
      assert.throws(() => measureBuild(empty), /run the production build first/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('checkBudgets', () => {
  const routes = [
    { route: '/', bytes: 150_000 },
    { route: '/our-projects', bytes: 160_000 },
    { route: '/our-projects/[id]', bytes: 220_000 },
  ];

  test('routes within their budgets pass, with their headroom', () => {
    const check = checkBudgets(routes, { default: 155_000, routes: { '/our-projects': 165_000, '/our-projects/*': 230_000 } });
    assert.equal(check.ok, true);
    assert.deepEqual(
      check.results.map((r) => [r.route, r.budget, r.headroom, r.rule]),
      [
        ['/', 155_000, 5_000, 'default'],
        ['/our-projects', 165_000, 5_000, '/our-projects'],
        ['/our-projects/[id]', 230_000, 10_000, '/our-projects/*'],
      ],
    );
  });

  test('a lowered budget fails and the report names the route, its size and its budget', () => {
    const check = checkBudgets(routes, { default: 155_000, routes: { '/our-projects': 165_000, '/our-projects/[id]': 200_000 } });
    assert.equal(check.ok, false);
    assert.deepEqual(check.over.map((r) => r.route), ['/our-projects/[id]']);
    const report = formatReport(check);
    assert.match(report, /\/our-projects\/\[id\]: 220000 bytes \(220\.0 KB\) > budget 200000 bytes \(200\.0 KB\)/);
    assert.doesNotMatch(report, /^ {2}\/: /m, 'a route within budget is not listed as over');
  });

  test('goals show the gap still to close but never fail the check', () => {
    const check = checkBudgets(routes, { default: 250_000, goals: { default: 120_000, routes: { '/our-projects*': 170_000 } } });
    assert.equal(check.ok, true);
    assert.deepEqual(
      check.results.map((r) => [r.route, r.goal, r.gap]),
      [
        ['/', 120_000, 30_000],
        ['/our-projects', 170_000, 0],
        ['/our-projects/[id]', 170_000, 50_000],
      ],
    );
    assert.match(formatReport(check), /\/our-projects {2,}160\.0 KB +250\.0 KB +90\.0 KB +170\.0 KB +met/);
  });

  test('exact entries beat patterns, the longest pattern beats a shorter one', () => {
    const budgets = { default: 1, routes: { '/*': 2, '/our-projects/*': 3, '/our-projects/[id]/test': 4 } };
    assert.equal(budgetFor('/our-projects/[id]', budgets).budget, 3);
    assert.equal(budgetFor('/our-projects/[id]/test', budgets).budget, 4);
    assert.equal(budgetFor('/privacy-policy', budgets).budget, 2);
    assert.equal(budgetFor('/privacy-policy', { default: 1 }).budget, 1);
  });

  test('a malformed budgets file is refused rather than read as "no budgets"', () => {
    assert.throws(() => parseBudgets({ routes: {} }), /"default"/);
    assert.throws(() => parseBudgets({ default: 100, routes: { 'our-projects': 10 } }), /must start with/);
    assert.throws(() => parseBudgets({ default: 100, routes: { '/x': '10 KB' } }), /whole number of bytes/);
    assert.throws(() => parseBudgets({ default: 100, goals: { routes: {} } }), /goals: "default"/);
  });

  test('the budgets file of the web app is valid and names a budget for every route it lists', () => {
    const file = path.join(path.dirname(CLI), '..', 'apps/web/bundle-budgets.json');
    const budgets = parseBudgets(JSON.parse(readFileSync(file, 'utf8')));
    for (const [route, bytes] of Object.entries(budgets.routes)) assert.ok(Number.isInteger(bytes) && bytes > 0, route);
    // The complex page loads its question form on demand, so it gets no more than a content page.
    assert.ok(budgets.routes['/our-projects/[id]'] <= budgets.default, 'the complex page keeps the form out of its first load');
  });
});

describe('npm run budgets (the command)', () => {
  const runCli = (budgets) => {
    const file = path.join(dist, 'budgets.json');
    const report = path.join(dist, 'report.json');
    writeFileSync(file, JSON.stringify(budgets));
    const result = spawnSync(process.execPath, [CLI, '--dist', dist, '--budgets', file, '--report', report], { encoding: 'utf8' });
    return { ...result, report: JSON.parse(readFileSync(report, 'utf8')) };
  };

  test('exits 0 and counts every route as passed when all fit', () => {
    const { status, stdout, report } = runCli({ default: 1_000_000 });
    assert.equal(status, 0, stdout);
    // The two routes, and the check for legacy polyfills.
    assert.equal(report.passed, 3);
    assert.equal(report.failed, 0);
  });

  test('exits 1, lists the route over budget with size and budget, and counts it as failed', () => {
    const { status, stdout, report } = runCli({ default: 1_000_000, routes: { '/projects/[id]': 100 } });
    assert.equal(status, 1);
    const size = report.results.find((r) => r.route === '/projects/[id]').bytes;
    assert.ok(stdout.includes(`/projects/[id]: ${size} bytes`), stdout);
    assert.ok(stdout.includes('> budget 100 bytes'), stdout);
    assert.deepEqual([report.passed, report.failed], [2, 1]);
  });

  test('exits 1 and names the file and the APIs when a script every page loads patches an API every supported browser has', () => {
    const runtime = path.join(dist, 'static/chunks/runtime.js');
    const original = readFileSync(runtime, 'utf8');
    try {
      writeFileSync(runtime, `${original};Object.hasOwn||(Object.hasOwn=function(o,k){return Object.prototype.hasOwnProperty.call(o,k)});`);
      const { status, stdout, report } = runCli({ default: 1_000_000 });
      assert.equal(status, 1);
      assert.ok(stdout.includes('Legacy JavaScript in static/chunks/runtime.js, loaded by every page: polyfills of Object.hasOwn'), stdout);
      assert.deepEqual([report.passed, report.failed], [2, 1]);
    } finally {
      writeFileSync(runtime, original);
    }
  });
});

describe('legacyPolyfills', () => {
  test("finds every patch of Next's own polyfill module, and none in code that only uses those APIs or patches a newer one", () => {
    const nextPolyfills = readFileSync(fileURLToPath(import.meta.resolve('next/dist/build/polyfills/polyfill-module.js')), 'utf8');
    assert.deepEqual(legacyPolyfills(nextPolyfills), [
      'Array.prototype.at',
      'Array.prototype.flat',
      'Array.prototype.flatMap',
      'Object.fromEntries',
      'Object.hasOwn',
      'Promise.prototype.finally',
      'String.prototype.trimEnd',
      'String.prototype.trimStart',
    ]);
    assert.deepEqual(legacyPolyfills('const own=Object.hasOwn(a,"b");if(a===Object.fromEntries)x();"canParse"in URL||Object.defineProperty(URL,"canParse",{})'), []);
  });
});
