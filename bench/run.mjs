// `npm run bench`: the demo stack in production mode on its own ports, the nginx cache layer of
// deploy/nginx in front of web, a static copy of one page as the ceiling; then Lighthouse, load,
// a short soak, and the figures into docs/performance.md. Loopback traffic only, bounded in time.
import { execSync, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, DATA_DIR, ROOT, ensureChromium, installDependencies, log, step, stopAll, stopChild, stopChildrenOnExit } from '../scripts/lib/orchestrator.mjs';
import { buildStack, seedCms, stackSettings, startCms, startSalesData, startWeb } from '../scripts/lib/stack.mjs';
import { groupRss, lighthouseRun, load, medianOfRuns, summariseLighthouse } from './lib/measure.mjs';
import { ensureNginx, startNginx, NGINX } from './lib/nginx.mjs';
import { renderReport, writeReport } from './lib/report.mjs';
import { measureFilterPaint } from './lib/filter-paint.mjs';
import { measureNavigation } from './lib/navigation.mjs';
import { measureThrottledPaint } from './lib/throttled-paint.mjs';
import { waitForAvifCopies } from './lib/avif-copies.mjs';
import { edgeNoncePlaceholder } from '../deploy/nginx/render.mjs';
import { memoryTrend } from './lib/stats.mjs';
import { fill, readPagesConfig, resolvePlaceholders } from './lib/page-types.mjs';
import { compareInstances, scaledSoak } from './lib/scale.mjs';
import { runFeedsPart } from './lib/feeds.mjs';
import { startBareNext } from './lib/bare-next.mjs';
import { withHeaderPreloads, withPicturesFromOwnOrigin } from './lib/saved-copy.mjs';
import { makeTestCertificates } from '../scripts/lib/tls.mjs';

const env = process.env;
const int = (value, fallback) => (value ? Number.parseInt(value, 10) : fallback);
const ports = {
  web: int(env.BENCH_WEB_PORT, 3200),
  cms: int(env.BENCH_CMS_PORT, 1339),
  sales: int(env.BENCH_SALES_DATA_PORT, 4013),
  // The cache layer speaks HTTPS as in production (deploy/nginx/site.conf); its plain-HTTP port
  // only redirects.
  edge: int(env.BENCH_NGINX_PORT, 8080),
  edgeHttp: int(env.BENCH_NGINX_HTTP_PORT, 8082),
  static: int(env.BENCH_STATIC_PORT, 8081),
  // The scaled-out measurement: a second web instance and an nginx in front of both.
  web2: int(env.BENCH_WEB2_PORT, 3201),
  edge2: int(env.BENCH_NGINX2_PORT, 8084),
  edgeHttp2: int(env.BENCH_NGINX2_HTTP_PORT, 8085),
  static2: int(env.BENCH_STATIC2_PORT, 8083),
  // The feeds part: a fresh web per feed and inventory, and a second sales-data with the synthetic inventory.
  feedsWeb: int(env.BENCH_FEEDS_WEB_PORT, 3202),
  // The load part's reference: a bare one-page Next app of the same version (bench/bare-next).
  bareNext: int(env.BENCH_BARE_NEXT_PORT, 3203),
  salesSynthetic: int(env.BENCH_SALES_DATA_SYNTHETIC_PORT, 4014),
};
const options = {
  loadSeconds: int(env.BENCH_LOAD_SECONDS, 10),
  connections: int(env.BENCH_CONNECTIONS, 20),
  soakSeconds: int(env.BENCH_SOAK_SECONDS, 60),
  // One instance against two, then the long soak through two (twice the clients of today's mix).
  scaleSeconds: int(env.BENCH_SCALE_SECONDS, 15),
  scaleSoakSeconds: int(env.BENCH_SCALE_SOAK_SECONDS, 1800),
  sampleSeconds: int(env.BENCH_SAMPLE_SECONDS, 5),
  lighthouseRuns: int(env.BENCH_LIGHTHOUSE_RUNS, 3),
  // The synthetic inventory of the feeds part (sales-data's SALES_DATA_SYNTHETIC_UNITS).
  feedUnits: int(env.BENCH_FEED_UNITS, 100_000),
  // Comma-separated subset of lighthouse,throttled,load,filters,navigation,soak,scale,feeds (default all).
  only: new Set((env.BENCH_ONLY ?? 'lighthouse,throttled,load,filters,navigation,soak,scale,feeds').split(',').map((s) => s.trim())),
  report: env.BENCH_REPORT ?? path.join(ROOT, 'docs', 'performance.md'),
  // Comma-separated page names or paths of bench/pages.json that Lighthouse and the throttled phone
  // measure (default all): for trying a change on a few pages, with BENCH_REPORT set elsewhere.
  pages: env.BENCH_PAGES ? new Set(env.BENCH_PAGES.split(',').map((s) => s.trim().toLowerCase())) : null,
  // A folder that keeps each Lighthouse run's report, trace and DevTools log (default: none kept),
  // for reading a run afterwards in DevTools or with a script.
  keepTraces: env.BENCH_KEEP_TRACES ? path.resolve(env.BENCH_KEEP_TRACES) : null,
};

// nginx serves the site over HTTPS with a throwaway certificate (scripts/lib/tls.mjs). Node reads
// NODE_EXTRA_CA_CERTS only at start, so the benchmark makes the CA, then runs itself again trusting
// it (fetch and autocannon); Chromium trusts the server certificate by its key's fingerprint.
const tlsDir = path.join(DATA_DIR, 'bench', 'tls');
if (!env.NOVOSTROY_BENCH_TLS) {
  const { ca } = makeTestCertificates(tlsDir, { hosts: ['localhost', '127.0.0.1'] });
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...env, NOVOSTROY_BENCH_TLS: '1', NODE_EXTRA_CA_CERTS: ca } });
  process.exit(again.status ?? 1);
}
const tls = { ca: path.join(tlsDir, 'ca.pem'), certificate: path.join(tlsDir, 'server.pem'), key: path.join(tlsDir, 'server.key') };
const certificateFingerprint = execSync(`openssl x509 -pubkey -noout -in '${tls.certificate}' | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`, { encoding: 'utf8' }).trim();
const trustBenchCertificate = [`--ignore-certificate-errors-spki-list=${certificateFingerprint}`];

// The stack's own settings, moved to the bench ports (the demo and test ports stay free).
Object.assign(env, { WEB_PORT: String(ports.web), CMS_PORT: String(ports.cms), SALES_DATA_PORT: String(ports.sales) });
const settings = stackSettings('start');
const benchData = path.join(DATA_DIR, 'bench');
// Web and sales-data keep their state (lead database, inventory) apart from the demo's.
settings.salesEnv.SALES_DATA_DIR = path.join(benchData, 'sales-data');
// Pages load their pictures from the edge's own origin, as in production (deploy/nginx/site.conf
// serves the CMS's /uploads/ and sales-data's /media/).
const cmsMediaUrl = `https://127.0.0.1:${ports.edge}`;
settings.salesEnv.SALES_DATA_PUBLIC_URL = `https://127.0.0.1:${ports.edge}`;
const edgeSecret = randomBytes(24).toString('base64url');
const placeholder = edgeNoncePlaceholder(edgeSecret);
const webOverrides = {
  PORT: String(ports.web),
  DATA_DIR: path.join(benchData, 'web'),
  EDGE_SECRET: edgeSecret,
  // nginx (deploy/nginx) on this host is the proxy in front: its X-Forwarded-For names the visitor.
  TRUSTED_PROXIES: '127.0.0.1',
  // The lead load test sends thousands of honeypot requests from one address.
  LEAD_RATE_LIMIT: '1000000',
  EDGE_CACHE_SECONDS: env.EDGE_CACHE_SECONDS ?? '30',
  CMS_MEDIA_URL: cmsMediaUrl,
  SALES_DATA_PUBLIC_URL: settings.salesEnv.SALES_DATA_PUBLIC_URL,
};

const web = `http://127.0.0.1:${ports.web}`;
const edge = `https://127.0.0.1:${ports.edge}`;
const staticUrl = `https://127.0.0.1:${ports.static}`;
const pagesConfig = readPagesConfig();
if (options.pages) {
  pagesConfig.lighthouse = pagesConfig.lighthouse.filter((page) => options.pages.has(page.name.toLowerCase()) || options.pages.has(page.path.toLowerCase()));
  if (pagesConfig.lighthouse.length === 0) throw new Error(`BENCH_PAGES names no page of bench/pages.json: ${env.BENCH_PAGES}`);
}

async function get(url, headers = {}) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** Checks, against the running stack, what the cache layer promises (reported beside the figures). */
async function cacheLayerChecks(publicPage) {
  const checks = [];
  const add = (name, ok, detail = '') => checks.push({ name, ok, detail });
  const url = `${edge}${publicPage}?bench-check=${Date.now()}`;
  const first = await get(url);
  const second = await get(url);
  const nonceOf = (r) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1];
  add('first request is a MISS, the second a HIT', first.headers.get('x-cache-status') === 'MISS' && second.headers.get('x-cache-status') === 'HIT', `${first.headers.get('x-cache-status')}, ${second.headers.get('x-cache-status')}`);
  add('no placeholder reaches the visitor', ![first.body, second.body, second.headers.get('link') ?? '', second.headers.get('content-security-policy') ?? ''].some((text) => text.includes(placeholder)));
  add('the cached copy gets a new nonce per response', Boolean(nonceOf(first)) && nonceOf(first) !== nonceOf(second));
  add('the scripts carry the nonce of the CSP header', second.body.includes(`nonce="${nonceOf(second)}"`));
  add('security headers pass through', ['x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy'].every((h) => second.headers.has(h)));
  const picture = new RegExp(`${edge.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/uploads/[^"'?\\s]+`).exec(first.body)?.[0];
  const pictureUrl = `${picture}?bench-check=${Date.now()}`;
  const pictures = picture ? [await get(pictureUrl), await get(pictureUrl)] : [];
  add(
    "the page's pictures come from the site's origin (the CMS's /uploads/) and are kept: MISS, then HIT",
    pictures.length === 2 && pictures.every((r) => r.status === 200 && /^image\//.test(r.headers.get('content-type') ?? '')) && pictures[0].headers.get('x-cache-status') === 'MISS' && pictures[1].headers.get('x-cache-status') === 'HIT',
    picture ? pictures.map((r) => r.headers.get('x-cache-status')).join(', ') : `no ${edge}/uploads/ picture in the page`,
  );
  const direct = await get(`${web}${publicPage}`);
  add('direct requests stay private (no shared cache keeps them), with a random nonce', /private/.test(direct.headers.get('cache-control') ?? '') && !direct.headers.has('x-accel-expires') && !direct.body.includes(placeholder), direct.headers.get('cache-control') ?? '');
  const forged = await get(`${web}${publicPage}`, { 'x-edge-secret': 'not-the-secret-0123456789' });
  add('a wrong secret gets the normal random nonce', !forged.body.includes(placeholder) && !forged.headers.has('x-accel-expires'));
  const health = [await get(`${edge}/api/health`), await get(`${edge}/api/health`)];
  add('/api/health is never cached', health.every((r) => !r.headers.get('x-cache-status')), health.map((r) => r.headers.get('x-cache-status') ?? 'no cache').join(', '));
  const catalogueUrl = `${edge}/api/catalogue/parking?sort=-price&bench-check=${Date.now()}`;
  const catalogue = [await get(catalogueUrl), await get(catalogueUrl)];
  add('a catalogue search is kept: MISS, then HIT', catalogue[0].headers.get('x-cache-status') === 'MISS' && catalogue[1].headers.get('x-cache-status') === 'HIT', catalogue.map((r) => r.headers.get('x-cache-status')).join(', '));
  const badSearch = [await get(`${edge}/api/catalogue/parking?page=0`), await get(`${edge}/api/catalogue/parking?page=0`)];
  add('a refused catalogue search (400) is never kept', badSearch.every((r) => r.status === 400 && r.headers.get('x-cache-status') !== 'HIT'), badSearch.map((r) => r.headers.get('x-cache-status')).join(', '));
  const missing = [await get(`${edge}/bench-no-such-page`), await get(`${edge}/bench-no-such-page`)];
  add('a 404 is not served from the cache', missing.every((r) => r.status === 404 && r.headers.get('x-cache-status') !== 'HIT'), missing.map((r) => r.headers.get('x-cache-status')).join(', '));
  return checks;
}

/** A page path the demo content could not fill in (no such page to measure). */
const unfilled = (pagePath) => pagePath.includes('{') || pagePath === 'null';

async function runLighthouse(values, prefix) {
  const results = [];
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'novostroy-lighthouse-'));
  const measure = (row, url) =>
    step(`Lighthouse ${row.name} (${row.path}${row.copy ? ', saved copy' : ''}) x${options.lighthouseRuns}`, async () => {
      const runs = [];
      let error;
      for (let i = 0; i < options.lighthouseRuns; i += 1) {
        try {
          const { lhr, scriptsAfterPaint } = await lighthouseRun(url, path.join(tmp, `run-${i}.json`), trustBenchCertificate, {
            keepIn: options.keepTraces,
            name: `${row.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${i + 1}`,
          });
          runs.push(summariseLighthouse(lhr, { scriptsAfterPaint }));
        } catch (e) {
          error = e.message;
        }
      }
      const result = runs.length > 0 ? medianOfRuns(runs) : null;
      if (result) log(`  score ${result.score}, LCP ${Math.round(result.lcp)} ms, CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbt)} ms`);
      results.push({ ...row, result, error });
    });
  for (const page of pagesConfig.lighthouse) {
    const pagePath = fill(page.path, values);
    if (unfilled(pagePath)) {
      results.push({ name: page.name, path: page.path, error: 'no such page in the demo content' });
      continue;
    }
    let url = `${edge}${pagePath}`;
    if (page.copy) {
      // Served by the static server at the path it was rendered for (bench/nginx/static.conf).
      if (!/^\/[a-z0-9-]+$/.test(pagePath)) throw new Error(`${page.name}: a saved copy needs a plain one-segment path, not ${pagePath}`);
      mkdirSync(path.join(prefix, 'static', 'copies'), { recursive: true });
      const original = await get(url);
      writeFileSync(path.join(prefix, 'static', 'copies', `${pagePath.slice(1)}.html`), withPicturesFromOwnOrigin(withHeaderPreloads(original.body, original.headers.get('link')), edge));
      url = `${staticUrl}${pagePath}`;
    }
    await measure({ name: page.name, path: pagePath, copy: Boolean(page.copy) }, url);
  }
  // The framework's own floor on this machine, in the same run: the bare one-page Next app
  // (bench/bare-next, React and Next's runtime, no component of ours), served directly.
  const bareNext = await startBareNext(ports.bareNext);
  try {
    await measure({ name: 'Bare Next app', path: '/', reference: true }, `http://127.0.0.1:${ports.bareNext}/`);
  } finally {
    await stopChild(bareNext);
  }
  rmSync(tmp, { recursive: true, force: true });
  return results;
}

/** Every page type Lighthouse scores, loaded for real on a throttled phone (bench/lib/throttled-paint.mjs). */
function runThrottled(values) {
  // A saved copy (the 404) is not the page itself, and a path the demo content cannot fill has no page.
  const pages = pagesConfig.lighthouse
    .filter((page) => !page.copy)
    .map((page) => ({ name: page.name, path: fill(page.path, values) }))
    .filter((page) => !unfilled(page.path))
    .map((page) => ({ ...page, url: `${edge}${page.path}` }));
  return step(`Paint and hydration on a throttled phone (${pages.length} pages x${options.lighthouseRuns})`, () =>
    measureThrottledPaint(pages, CHROMIUM, { runs: options.lighthouseRuns, args: trustBenchCertificate, log }),
  );
}

function leadBody() {
  return JSON.stringify({
    lead_id: randomUUID(),
    form: 'callback',
    name: 'Нагрузочный тест',
    phone: '+7 900 000-00-00',
    consent: true,
    consent_version: 'bench',
    fill_ms: 5000,
    // The honeypot: web answers as if accepted and keeps nothing.
    website: 'https://bench.invalid',
  });
}

const CATALOGUE_CONNECTIONS = 50;
const CATALOGUE_QUERY = 'rooms=1,2&price_to=9000000&sort=-area';
const SALES_EQUIVALENT_QUERY =
  'filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE)&filter[rooms_amount]=IN(1,2)&filter[studio]=EQ(false)&filter[price_value]=LTE(9000000)&sort=-area_total&limit=24';

async function runLoad(values, prefix) {
  const publicPage = fill(pagesConfig.load.publicPage, values);
  const dynamicPage = fill(pagesConfig.load.dynamicPage, values);
  // The ceiling: the page exactly as the cache layer sends it, saved as a file.
  const copy = await get(`${edge}${publicPage}`);
  writeFileSync(path.join(prefix, 'static', 'page.html'), copy.body);
  // Warm the cache, so (b) measures hits.
  for (let i = 0; i < 10; i += 1) if ((await get(`${edge}${publicPage}`)).headers.get('x-cache-status') === 'HIT') break;
  const common = { connections: options.connections, seconds: options.loadSeconds };
  const targets = [
    { id: 'a', label: `(a) public page \`${publicPage}\`, next start direct`, url: `${web}${publicPage}` },
    { id: 'b', label: `(b) the same page through the nginx cache layer`, url: `${edge}${publicPage}` },
    { id: 'c', label: '(c) its static copy via nginx (ceiling)', url: `${staticUrl}/` },
    { id: 'd', label: `(d) dynamic complex page \`${dynamicPage}\`, direct`, url: `${web}${dynamicPage}` },
    { id: 'g', label: '(g) a bare one-page Next app of the same version (bench/bare-next), direct', url: `http://127.0.0.1:${ports.bareNext}/` },
    { id: 'e1', label: '(e) GET /api/health, direct', url: `${web}/api/health` },
    { id: 'e2', label: '(e) GET /builds/latest.json, direct', url: `${web}/builds/latest.json` },
    {
      id: 'e3',
      label: '(e) POST /api/leads, valid body with the honeypot filled, direct',
      url: `${web}/api/leads`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${ports.web}` },
      body: leadBody(),
    },
    // The catalogue search over the whole demo inventory, facets included, at 50 connections,
    // beside sales-data answering the same filter itself (its list query, no facets).
    {
      id: 'f1',
      label: `(f) GET /api/catalogue/flats?${CATALOGUE_QUERY}, direct, ${CATALOGUE_CONNECTIONS} connections`,
      url: `${web}/api/catalogue/flats?${CATALOGUE_QUERY}`,
      connections: CATALOGUE_CONNECTIONS,
    },
    {
      id: 'f3',
      label: `(f) the same search through the nginx cache layer, ${CATALOGUE_CONNECTIONS} connections`,
      url: `${edge}/api/catalogue/flats?${CATALOGUE_QUERY}`,
      connections: CATALOGUE_CONNECTIONS,
    },
    {
      id: 'f2',
      label: `(f) sales-data GET /api/property/loaded, the same filter, ${CATALOGUE_CONNECTIONS} connections`,
      url: `http://127.0.0.1:${ports.sales}/api/property/loaded?${SALES_EQUIVALENT_QUERY}`,
      headers: { authorization: `Bearer ${settings.salesEnv.SALES_DATA_TOKEN}` },
      connections: CATALOGUE_CONNECTIONS,
    },
  ];
  // The first catalogue request reads the inventory from sales-data; the load measures searches.
  await get(`${web}/api/catalogue/flats?${CATALOGUE_QUERY}`);
  const bareNext = await startBareNext(ports.bareNext);
  for (const target of targets) {
    target.result = await step(`Load ${target.label}`, async () => {
      const result = await load({ ...common, ...target });
      log(`  ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors, ${result.non2xx} non-2xx`);
      return result;
    });
  }
  await stopChild(bareNext);
  return { ...common, targets, publicPage };
}

async function runSoak(values, services) {
  const publicPage = fill(pagesConfig.load.publicPage, values);
  const dynamicPage = fill(pagesConfig.load.dynamicPage, values);
  const mix = [
    { label: `cached \`${publicPage}\` via nginx`, url: `${edge}${publicPage}`, connections: 10 },
    { label: `dynamic \`${dynamicPage}\` direct`, url: `${web}${dynamicPage}`, connections: 5 },
    { label: '`/api/health` direct', url: `${web}/api/health`, connections: 5 },
  ];
  return step(`Soak for ${options.soakSeconds} s`, async () => {
    const samples = Object.fromEntries(services.map((s) => [s.name, []]));
    const t0 = Date.now();
    const sample = () => {
      for (const s of services) samples[s.name].push({ tMs: Date.now() - t0, bytes: groupRss(s.child.pid) });
    };
    sample();
    const timer = setInterval(sample, options.sampleSeconds * 1000);
    const results = await Promise.all(mix.map((m) => load({ url: m.url, connections: m.connections, seconds: options.soakSeconds })));
    clearInterval(timer);
    sample();
    mix.forEach((m, i) => (m.result = results[i]));
    const processes = services.map((s) => ({ name: s.name, samples: samples[s.name].length, trend: memoryTrend(samples[s.name]) }));
    for (const p of processes) log(`  ${p.name}: ${(p.trend.start / 1048576).toFixed(0)} -> ${(p.trend.end / 1048576).toFixed(0)} MB, max ${(p.trend.max / 1048576).toFixed(0)} MB`);
    return { seconds: options.soakSeconds, sampleSeconds: options.sampleSeconds, mix, processes };
  });
}

/**
 * A second web instance (its own data folder) and a second nginx in front of both instances; the
 * first nginx keeps its single upstream, so the two shapes run side by side.
 */
async function runScale(values, { cms, sales, webChild }) {
  const web2 = await startWeb(settings, { ...webOverrides, PORT: String(ports.web2), DATA_DIR: path.join(benchData, 'web-2') });
  const prefix2 = mkdtempSync(path.join(os.tmpdir(), 'novostroy-bench-nginx2-'));
  const nginx2 = await startNginx({ prefix: prefix2, edgeSecret, tls, ports: { web: [ports.web, ports.web2], edge: ports.edge2, edgeHttp: ports.edgeHttp2, static: ports.static2, cms: ports.cms, sales: ports.sales } });
  const publicPage = fill(pagesConfig.load.publicPage, values);
  const dynamicPage = fill(pagesConfig.load.dynamicPage, values);
  const one = edge;
  const two = `https://127.0.0.1:${ports.edge2}`;
  for (const page of [publicPage, dynamicPage]) await get(`${two}${page}`); // fill the second cache
  const compare = await compareInstances({
    one,
    two,
    connections: options.connections,
    seconds: options.scaleSeconds,
    targets: [
      { label: `cached \`${publicPage}\``, path: publicPage, cached: true },
      { label: `uncached \`${publicPage}\``, path: publicPage, cached: false },
      { label: `uncached \`${dynamicPage}\``, path: dynamicPage, cached: false },
    ],
  });
  const soak =
    options.scaleSoakSeconds > 0
      ? await scaledSoak({
          one,
          two,
          calibrateSeconds: 20,
          seconds: options.scaleSoakSeconds,
          sampleSeconds: Math.max(options.sampleSeconds, Math.round(options.scaleSoakSeconds / 360)),
          // Today's soak mix, every part through the cache layer.
          mix: [
            { label: `cached \`${publicPage}\``, path: publicPage, connections: 10, cached: true },
            { label: `uncached \`${dynamicPage}\``, path: dynamicPage, connections: 5, cached: false },
            { label: '`/api/health`', path: '/api/health', connections: 5, cached: true },
          ],
          services: [
            { name: 'web 1 (next start)', child: webChild },
            { name: 'web 2 (next start)', child: web2 },
            { name: 'nginx (two upstreams)', child: nginx2 },
            { name: 'cms (Strapi)', child: cms },
            { name: 'sales-data', child: sales },
          ],
        })
      : null;
  await stopChild(nginx2);
  await stopChild(web2);
  rmSync(prefix2, { recursive: true, force: true });
  return { compare, soak };
}

/**
 * The feeds, cold, for the demo inventory and for a synthetic one (bench/lib/feeds.mjs): per
 * feed and inventory a fresh web (its own empty DATA_DIR, so nothing is generated yet) pointed at a
 * sales-data with that inventory (the bench's own for the demo, a second one started with
 * SALES_DATA_SYNTHETIC_UNITS for the other).
 */
function runFeeds() {
  return runFeedsPart({
    inventories: [
      { name: 'demo', units: null, goals: false },
      { name: `synthetic ${options.feedUnits.toLocaleString('en-US')} units`, units: options.feedUnits, goals: true },
    ],
    startSales: async (units) => {
      if (units === null) return { url: settings.urls.sales, publicUrl: settings.salesEnv.SALES_DATA_PUBLIC_URL, child: null };
      const url = `http://127.0.0.1:${ports.salesSynthetic}`;
      const salesEnv = {
        ...settings.salesEnv,
        SALES_DATA_PORT: String(ports.salesSynthetic),
        SALES_DATA_PUBLIC_URL: `http://localhost:${ports.salesSynthetic}`,
        SALES_DATA_DIR: path.join(benchData, 'sales-data-synthetic'),
        SALES_DATA_SYNTHETIC_UNITS: String(units),
      };
      return { url, publicUrl: salesEnv.SALES_DATA_PUBLIC_URL, child: await startSalesData({ ...settings, urls: { ...settings.urls, sales: url }, salesEnv }) };
    },
    startWeb: async ({ salesUrl, salesPublicUrl, name }) => {
      const dataDir = path.join(benchData, `web-feeds-${name}`);
      rmSync(dataDir, { recursive: true, force: true });
      const child = await startWeb(settings, { ...webOverrides, PORT: String(ports.feedsWeb), DATA_DIR: dataDir, SALES_DATA_URL: salesUrl, SALES_DATA_PUBLIC_URL: salesPublicUrl });
      return { child, baseUrl: `http://127.0.0.1:${ports.feedsWeb}` };
    },
    stop: (child) => stopChild(child),
    // A sales-data in service has answered lists before: one read of every page of another list
    // (the units on offer or booked) runs its code warm, so the first feed measured does not pay
    // for a new process. The feeds' own list (on offer only) is still filtered and sorted at its
    // first page, as after any status change.
    warmUp: async (salesUrl) => {
      for (let offset = 0; ; offset += 1000) {
        const response = await fetch(`${salesUrl}/api/property/loaded?filter[status]=IN(AVAILABLE,BOOKED)&sort=id&limit=1000&offset=${offset}`, {
          headers: { authorization: `Bearer ${settings.salesEnv.SALES_DATA_TOKEN}` },
        });
        if (!response.ok) throw new Error(`sales-data answered ${response.status} to the warm-up read`);
        const body = await response.json();
        if (body.data.length === 0 || offset + body.data.length >= body.meta.total) return;
      }
    },
    onOffer: async (salesUrl) => {
      const response = await fetch(`${salesUrl}/api/property/loaded?filter[status]=IN(AVAILABLE)&limit=0`, { headers: { authorization: `Bearer ${settings.salesEnv.SALES_DATA_TOKEN}` } });
      return response.ok ? (await response.json()).meta.total : Number.NaN;
    },
    log,
  });
}

function machine() {
  // nginx -v answers on stderr, chromium --version on stdout.
  const version = (cmd, args) => {
    const result = spawnSync(cmd, args, { encoding: 'utf8' });
    return `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  };
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model?.trim() ?? 'unknown CPU',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    nginx: (version(NGINX, ['-v']) || 'nginx').replace('nginx version: ', ''),
    chromium: version(CHROMIUM, ['--version']).replace(/^Chromium\s*/, '').split(' ')[0],
  };
}

stopChildrenOnExit();
const prefix = mkdtempSync(path.join(os.tmpdir(), 'novostroy-bench-nginx-'));
try {
  await installDependencies();
  await ensureChromium();
  await ensureNginx();
  await buildStack(settings);
  await seedCms(settings);
  const [cms, sales] = await Promise.all([startCms(settings), startSalesData(settings)]);
  // Nothing is measured while the CMS still encodes pictures (the first run after a fresh seed).
  let reported = 0;
  await step('Wait for the AVIF copies of the uploads', () =>
    waitForAvifCopies(path.join(ROOT, 'cms', 'public', 'uploads'), {
      report: (pending) => {
        if (Date.now() - reported < 30_000) return;
        reported = Date.now();
        log(`  ${pending} uploads still being encoded`);
      },
    }),
  );
  const webChild = await startWeb(settings, webOverrides);
  const nginx = await startNginx({ prefix, edgeSecret, ports, tls });
  const services = [
    { name: 'web (next start)', child: webChild },
    { name: 'cms (Strapi)', child: cms },
    { name: 'sales-data', child: sales },
    { name: 'nginx', child: nginx },
  ];
  const values = await resolvePlaceholders(web);
  const report = {
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    machine: machine(),
    ports,
    command: `${options.soakSeconds === 60 ? '' : `BENCH_SOAK_SECONDS=${options.soakSeconds} `}npm run bench`,
  };
  report.checks = await step('Cache layer checks', () => cacheLayerChecks(fill(pagesConfig.load.publicPage, values)));
  for (const c of report.checks) log(`  ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${c.detail ? ` (${c.detail})` : ''}`);
  if (options.only.has('lighthouse')) report.lighthouse = await runLighthouse(values, prefix);
  if (options.only.has('throttled')) report.throttled = await runThrottled(values);
  if (options.only.has('load')) report.load = await runLoad(values, prefix);
  if (options.only.has('filters')) report.filterPaint = await step('Filter change to paint (1x and 4x CPU)', () => measureFilterPaint(web, CHROMIUM));
  if (options.only.has('navigation')) {
    // As measured on this machine, then with the page's CPU slowed as on a phone, where the client's
    // own work (rendering the next page, or restoring one) weighs four times as much.
    report.navigation = [];
    for (const cpuSlowdown of [1, 4]) {
      report.navigation.push(await step(`From a listing to a unit page and back (CPU ×${cpuSlowdown})`, () => measureNavigation(edge, CHROMIUM, { args: trustBenchCertificate, cpuSlowdown })));
    }
  }
  if (options.only.has('soak')) report.soak = await runSoak(values, services);
  if (options.only.has('scale')) report.scale = await runScale(values, { cms, sales, webChild });
  if (options.only.has('feeds')) report.feeds = await step('Feeds, cold, demo and synthetic inventory', () => runFeeds());
  // Last, as it ends web: a cached page must still be served while web is down.
  const stale = await step('Stale copy while web is down', async () => {
    const page = fill(pagesConfig.load.publicPage, values);
    await get(`${edge}${page}`); // make sure it is in the cache
    await stopChild(webChild);
    // Past the page's lifetime nginx must ask web, fail, and answer from the stale copy.
    await new Promise((resolve) => setTimeout(resolve, (Number(webOverrides.EDGE_CACHE_SECONDS) + 1) * 1000));
    const response = await get(`${edge}${page}`);
    const status = response.headers.get('x-cache-status');
    return { name: 'with web stopped and the page expired, the stale copy is served', ok: response.status === 200 && status === 'STALE', detail: `${response.status}, ${status}` };
  });
  report.checks.push(stale);
  log(`  ${stale.ok ? 'ok  ' : 'FAIL'} ${stale.name} (${stale.detail})`);
  writeReport(options.report, renderReport(report));
  log(`Report written to ${path.relative(ROOT, options.report)}`);
  await stopAll();
  rmSync(prefix, { recursive: true, force: true });
  process.exit(report.checks.every((c) => c.ok) ? 0 : 1);
} catch (error) {
  log(`npm run bench failed: ${error.stack ?? error.message}`);
  await stopAll();
  process.exit(1);
}
