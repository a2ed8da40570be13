// The shipped nginx config (deploy/nginx/site.conf, rendered by render.mjs as the benchmark does)
// over TLS in front of a running web server, scored by MDN's HTTP Observatory on every page type of
// bench/pages.json: each must be A+. A throwaway CA and a server certificate for localhost are made
// with openssl (scripts/lib/tls.mjs) and trusted only by the scanner's process (NODE_EXTRA_CA_CERTS).
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

before(async () => {
  assert.ok(webUrl, 'HEADERS_WEB_URL must name a running web server (npm test sets it)');
  await ensureNginx();
  prefix = mkdtempSync(path.join(os.tmpdir(), 'novostroy-headers-'));
  tls = makeTestCertificates(path.join(prefix, 'tls'), { hosts: [HOST, '127.0.0.1'] });
  const web = new URL(webUrl);
  ports = { web: Number(web.port), edge: await freePort(), edgeHttp: await freePort(), static: await freePort() };
  await startNginx({ prefix, edgeSecret: randomBytes(24).toString('base64url'), ports, tls });
  const values = await resolvePlaceholders(webUrl);
  pages = readPagesConfig().lighthouse.map((page) => ({ name: page.name, path: fill(page.path, values) }));
});

after(async () => {
  await stopAll();
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

  it('sends HSTS of two years with includeSubDomains once on every HTTPS answer: a page, a 404, an API route, a static file', async () => {
    const home = await request(`https://${HOST}:${ports.edge}/`, readFileSync(tls.ca));
    const chunk = /\/_next\/static\/[^"'\s>]+\.js/.exec(await fetchText(`https://${HOST}:${ports.edge}/`, readFileSync(tls.ca)))?.[0];
    assert.ok(chunk, 'the home page links a static chunk');
    for (const pagePath of ['/', '/no-such-page', '/api/health', chunk]) {
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
