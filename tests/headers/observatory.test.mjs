// The shipped nginx config (deploy/nginx/site.conf, rendered by render.mjs as the benchmark does)
// over TLS in front of a running web server, scored by MDN's HTTP Observatory on every page type of
// bench/pages.json: each must be A+. A throwaway CA and a server certificate for localhost are made
// with openssl (scripts/lib/tls.mjs) and trusted only by the scanner's process (NODE_EXTRA_CA_CERTS).
// The pictures the site serves from its own origin (the CMS's /uploads/, sales-data's /media/) come
// from two small stand-ins here, which record what reaches them.
//   HEADERS_WEB_URL   the web server to put nginx in front of (`npm test`: its test stack's)
//   HEADERS_REPORT    optional: where to write the scores as JSON (docs/security.md's table)
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ensureNginx, startNginx } from '../../bench/lib/nginx.mjs';
import { fill, readPagesConfig, resolvePlaceholders } from '../../bench/lib/page-types.mjs';
import { stopAll } from '../../scripts/lib/orchestrator.mjs';
import { makeTestCertificates } from '../../scripts/lib/tls.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const webUrl = process.env.HEADERS_WEB_URL;
const HOST = 'localhost';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** One request without following redirects; `ca` trusts the throwaway CA for this call only. */
function request(url, ca) {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const req = client.get(url, { ca, timeout: 20_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers }));
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer`)));
    req.on('error', reject);
  });
}

let prefix;
let tls;
let ports;
let pages;

const PICTURE = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 a picture of the CMS');
const PICTURE_AVIF = Buffer.from('\u0000\u0000\u0000\u001cftypavif the same picture as AVIF');
const PLAN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

/** A stand-in upstream: `answer(request)` gives status, headers and body; every request is recorded. */
function upstream(answer) {
  const seen = [];
  const server = http.createServer((request, response) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers });
    const { status = 200, headers = {}, body = '' } = answer(request);
    response.writeHead(status, headers);
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, seen, port: server.address().port })));
}

/** The CMS's upload folder as Strapi serves it (max-age=0), one answer with a cookie, and an admin page. */
const cms = await upstream((request) => {
  // A picture with an AVIF copy, sent as the CMS sends it (cms/src/middlewares/avif-uploads.ts).
  if (request.url.split('?')[0] === '/uploads/seed_yard_7f8e9d.webp') {
    const avif = /image\/avif(?!;\s*q=0(\.0*)?\s*(,|$))/.test(request.headers.accept ?? '');
    return { headers: { 'content-type': avif ? 'image/avif' : 'image/webp', 'cache-control': 'max-age=0', vary: 'Origin, Accept' }, body: avif ? PICTURE_AVIF : PICTURE };
  }
  if (/^\/uploads\/seed_\w+\.webp$/.test(request.url)) return { headers: { 'content-type': 'image/webp', 'cache-control': 'max-age=0' }, body: PICTURE };
  if (request.url === '/uploads/with_cookie.webp') return { headers: { 'content-type': 'image/webp', 'set-cookie': 'koa.sess=secret; path=/' }, body: PICTURE };
  if (request.url.startsWith('/admin')) return { headers: { 'content-type': 'text/html' }, body: 'the CMS admin' };
  return { status: 404, body: 'Not Found' };
});
const sales = await upstream((request) =>
  /^\/media\/plans\/\d+\.svg$/.test(request.url)
    ? { headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' }, body: PLAN }
    : { status: 404, body: 'Not Found' },
);

before(async () => {
  assert.ok(webUrl, 'HEADERS_WEB_URL must name a running web server (npm test sets it)');
  await ensureNginx();
  prefix = mkdtempSync(path.join(os.tmpdir(), 'novostroy-headers-'));
  tls = makeTestCertificates(path.join(prefix, 'tls'), { hosts: [HOST, '127.0.0.1'] });
  const web = new URL(webUrl);
  ports = { web: Number(web.port), edge: await freePort(), edgeHttp: await freePort(), static: await freePort(), cms: cms.port, sales: sales.port };
  await startNginx({ prefix, edgeSecret: randomBytes(24).toString('base64url'), ports, tls });
  const values = await resolvePlaceholders(webUrl);
  pages = readPagesConfig().lighthouse.map((page) => ({ name: page.name, path: fill(page.path, values) }));
});

after(async () => {
  await stopAll();
  cms.server.close();
  sales.server.close();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

describe('TLS at the edge (deploy/nginx/site.conf)', () => {
  it('redirects plain HTTP permanently to the same host and path over HTTPS', async () => {
    for (const pagePath of ['/', '/our-projects?x=1', '/api/health']) {
      const response = await request(`http://${HOST}:${ports.edgeHttp}${pagePath}`);
      assert.equal(response.status, 301, pagePath);
      assert.equal(response.headers.location, `https://${HOST}:${ports.edge}${pagePath}`, pagePath);
    }
  });

  it('sends HSTS of two years with includeSubDomains once on every HTTPS answer: a page, a 404, an API route, a static file, pictures', async () => {
    const home = await request(`https://${HOST}:${ports.edge}/`, readFileSync(tls.ca));
    const chunk = /\/_next\/static\/[^"'\s>]+\.js/.exec(await fetchText(`https://${HOST}:${ports.edge}/`, readFileSync(tls.ca)))?.[0];
    assert.ok(chunk, 'the home page links a static chunk');
    for (const pagePath of ['/', '/no-such-page', '/api/health', chunk, '/uploads/seed_logo_4d5e6f.webp', '/media/plans/11010307.svg']) {
      const response = pagePath === '/' ? home : await request(`https://${HOST}:${ports.edge}${pagePath}`, readFileSync(tls.ca));
      assert.equal(response.headers['strict-transport-security'], 'max-age=63072000; includeSubDomains', pagePath);
    }
  });

  it('scores A+ in MDN\'s HTTP Observatory on every page type of bench/pages.json', () => {
    const scan = spawnSync(process.execPath, [path.join(HERE, 'observatory-scan.mjs'), HOST, String(ports.edgeHttp), String(ports.edge), JSON.stringify(pages.map((p) => p.path))], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.ca, HTTP_PROXY: '', HTTPS_PROXY: '', http_proxy: '', https_proxy: '' },
      encoding: 'utf8',
      timeout: 300_000,
    });
    assert.equal(scan.status, 0, `the scanner failed: ${scan.stderr}`);
    const results = JSON.parse(scan.stdout.trim().split('\n').at(-1));
    const rows = results.map((result, i) => ({
      name: pages[i].name,
      path: result.path,
      status: result.status,
      grade: result.grade,
      score: result.score,
      passed: `${result.testsPassed} / ${result.testsQuantity}`,
      failed: Object.entries(result.tests)
        .filter(([, test]) => !test.pass)
        .map(([name, test]) => `${name}: ${test.result}`),
      below: Object.entries(result.tests)
        .filter(([, test]) => test.scoreModifier < 0)
        .map(([name, test]) => `${name} ${test.scoreModifier}`),
      csp: result.tests['content-security-policy']?.result,
    }));
    for (const row of rows) console.log(`${row.grade.padEnd(3)} ${String(row.score).padStart(4)}  ${row.name} (${row.path}, HTTP ${row.status})${row.failed.length ? `  failed: ${row.failed.join('; ')}` : ''}`);
    if (process.env.HEADERS_REPORT) writeFileSync(process.env.HEADERS_REPORT, `${JSON.stringify(rows, null, 2)}\n`);
    assert.deepEqual(
      rows.filter((row) => row.grade !== 'A+').map((row) => `${row.name}: ${row.grade} (${row.score}) ${row.failed.join('; ')}`),
      [],
    );
    // The 404 type really was a 404 (the scanner's own scan() would refuse it; graded here all the same).
    assert.equal(rows.find((row) => row.name === '404 page')?.status, 404);
  });
});

/** One HTTPS request to the edge (plain bytes unless `headers` ask otherwise), its body read whole. */
const send = (target, { method = 'GET', headers = {} } = {}) =>
  new Promise((resolve, reject) => {
    const req = https.request(`https://${HOST}:${ports.edge}${target}`, { method, headers: { 'accept-encoding': 'identity', ...headers }, ca: readFileSync(tls.ca), timeout: 20_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy(new Error(`${target}: no answer`)));
    req.on('error', reject);
    req.end();
  });

describe('The build\'s static files (deploy/nginx/site.conf)', () => {
  it('sends each browser the encoding it accepts, brotli first, keeps every encoding apart in the cache, and keeps the headers', async () => {
    const chunk = /\/_next\/static\/[^"'\s>]+\.js/.exec((await send('/')).body.toString())?.[0];
    assert.ok(chunk, 'the home page links a static chunk');
    const plain = await send(chunk);
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    const browsers = [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      ['identity', undefined, (body) => body],
    ];
    const sizes = {};
    for (const [accept, encoding, decode] of browsers) {
      for (const round of ['first', 'second']) {
        const answer = await send(chunk, { headers: { 'accept-encoding': accept } });
        assert.equal(answer.status, 200, `${accept} (${round})`);
        assert.equal(answer.headers['content-encoding'], encoding, `${accept} (${round})`);
        assert.deepEqual(decode(answer.body), plain.body, `${accept} (${round}): the same script`);
        assert.equal(answer.headers['x-content-type-options'], 'nosniff', accept);
        assert.match(answer.headers['content-type'] ?? '', /javascript/, accept);
        assert.match(answer.headers['cache-control'] ?? '', /immutable/, accept);
        if (encoding) assert.match(answer.headers.vary ?? '', /accept-encoding/i, accept);
        if (round === 'second') assert.equal(answer.headers['x-cache-status'], 'HIT', `${accept}: kept`);
        sizes[encoding ?? 'identity'] = answer.body.length;
      }
    }
    assert.ok(sizes.br < sizes.gzip, `brotli ${sizes.br} B is smaller than gzip ${sizes.gzip} B`);
  });
});

describe('Pictures from the site\'s origin (deploy/nginx/site.conf)', () => {
  it('serves the CMS\'s uploads and sales-data\'s plans as they are, keeps them, and passes their own Cache-Control on', async () => {
    const before = { cms: cms.seen.length, sales: sales.seen.length };
    const picture = await send('/uploads/seed_hero_1a2b3c.webp');
    assert.equal(picture.status, 200);
    assert.equal(picture.headers['content-type'], 'image/webp');
    assert.deepEqual(picture.body, PICTURE);
    assert.equal(picture.headers['cache-control'], 'max-age=0');
    const again = await send('/uploads/seed_hero_1a2b3c.webp');
    assert.deepEqual(again.body, PICTURE);
    assert.equal(again.headers['x-cache-status'], 'HIT');
    assert.equal(cms.seen.length - before.cms, 1, 'the second request is answered by the edge');

    const plan = await send('/media/plans/11010305.svg');
    assert.equal(plan.status, 200);
    assert.equal(plan.body.toString(), PLAN);
    assert.equal(plan.headers['cache-control'], 'public, max-age=3600');
    assert.equal((await send('/media/plans/11010305.svg')).headers['x-cache-status'], 'HIT');
    assert.equal(sales.seen.length - before.sales, 1);
    // A missing picture is the upstream's 404, not the site's page.
    assert.equal((await send('/uploads/no-such-file.webp')).status, 404);
  });

  it('keeps a picture\'s AVIF answer apart from its WebP answer, whatever the browser\'s spelling of Accept', async () => {
    const before = cms.seen.length;
    const chromium = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const safari = 'image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';
    const older = 'image/webp,*/*';
    const refusing = 'image/avif;q=0,image/webp,*/*';
    // Spellings a lenient reader might take for AVIF where the edge does not: the CMS must never
    // see them, or its AVIF would be kept under the other key.
    const odd = ['image/avif;level=1', 'image/avif;q=2', [older, 'image/avif']];
    const first = await send('/uploads/seed_yard_7f8e9d.webp', { headers: { accept: chromium } });
    assert.equal(first.headers['content-type'], 'image/avif');
    assert.deepEqual(first.body, PICTURE_AVIF);
    assert.match(first.headers.vary ?? '', /Accept/, 'the browser is told the answer varies by Accept');
    const webp = await send('/uploads/seed_yard_7f8e9d.webp', { headers: { accept: older } });
    assert.equal(webp.headers['content-type'], 'image/webp', 'a browser without AVIF never gets the kept AVIF');
    assert.deepEqual(webp.body, PICTURE);
    for (const [accept, type] of [[chromium, 'image/avif'], [safari, 'image/avif'], [older, 'image/webp'], [refusing, 'image/webp'], ...odd.map((a) => [a, 'image/webp'])]) {
      const again = await send('/uploads/seed_yard_7f8e9d.webp', { headers: { accept } });
      assert.equal(again.headers['content-type'], type, String(accept));
      assert.equal(again.headers['x-cache-status'], 'HIT', String(accept));
    }
    const asked = cms.seen.slice(before).map((seen) => seen.headers.accept);
    assert.deepEqual(asked, ['image/avif', '*/*'], 'one upstream request per kind of answer, with the edge\'s reading of Accept');

    // Without anything kept, an odd spelling still reaches the CMS as the edge reads it.
    for (const accept of odd) {
      const seen = cms.seen.length;
      await send(`/uploads/seed_yard_7f8e9d.webp?odd=${encodeURIComponent(String(accept))}`, { headers: { accept } });
      assert.equal(cms.seen[seen]?.headers.accept, '*/*', String(accept));
    }
  });

  it('sends the visitor\'s cookies to neither upstream, passes no cookie back and keeps no answer that sets one', async () => {
    const cookie = 'nv_session=visitor-secret; favourites=1,2';
    await send('/uploads/with_cookie.webp', { headers: { cookie } });
    const second = await send('/uploads/with_cookie.webp', { headers: { cookie } });
    assert.equal(second.headers['set-cookie'], undefined);
    assert.notEqual(second.headers['x-cache-status'], 'HIT');
    await send('/media/plans/no-such-plan.svg', { headers: { cookie } });
    for (const seen of [...cms.seen, ...sales.seen]) assert.equal(seen.headers.cookie, undefined, seen.url);
    for (const seen of [...cms.seen, ...sales.seen]) assert.equal(seen.headers['x-edge-secret'], undefined, seen.url);
  });

  it('reaches nothing of the upstreams outside those folders, and only reads', async () => {
    const before = { cms: cms.seen.length, sales: sales.seen.length };
    for (const target of ['/uploads/admin', '/uploads/../admin', '/uploads/%2e%2e/admin', '/uploads/..%2fadmin', '/uploads/%2E%2E%2Fadmin/', '/media/../admin', '/media/%2e%2e/api/property/loaded']) {
      const answer = await send(target);
      assert.ok(!answer.body.toString().includes('the CMS admin'), target);
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      assert.equal((await send('/uploads/seed_hero_1a2b3c.webp', { method })).status, 403, method);
      assert.equal((await send('/media/plans/11010305.svg', { method })).status, 403, method);
    }
    const reached = [...cms.seen.slice(before.cms), ...sales.seen.slice(before.sales)];
    assert.deepEqual(reached.filter((seen) => !/^\/(uploads|media)\//.test(seen.url) || seen.url.includes('..') || seen.method !== 'GET'), []);
  });
});

function fetchText(url, ca) {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca, headers: { 'accept-encoding': 'identity' } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
}
