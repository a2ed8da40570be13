// No secret of the run (sales-data token, CMS API tokens, revalidate and preview secrets, the
// amoCRM token) in anything a browser can get: the browser bundles (apps/web/.next/static), the
// HTML and client-navigation payload of every page type of bench/pages.json, and the response
// headers of those pages and of the public API routes.
//   SECRETS_FILE   JSON of the run's secrets (scripts/test.mjs)   SECRETS_WEB_URL   the running web server
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { fill, readPagesConfig, resolvePlaceholders } from '../../bench/lib/page-types.mjs';
import { filesUnder, loadSecrets, secretsIn } from './secrets.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const webUrl = process.env.SECRETS_WEB_URL;
let secrets;
let pages;

before(async () => {
  assert.ok(webUrl, 'SECRETS_WEB_URL must name the running web server (npm test sets it)');
  secrets = loadSecrets();
  const values = await resolvePlaceholders(webUrl);
  pages = readPagesConfig().lighthouse.map((page) => fill(page.path, values));
});

const headerText = (response) => [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');

describe('no secret reaches a browser', () => {
  it('is in no file of the browser bundles (apps/web/.next/static)', () => {
    const files = filesUnder(path.join(ROOT, 'apps/web/.next/static'));
    assert.ok(files.length > 10, 'the web build has its static files');
    const found = files.flatMap((file) => secretsIn(readFileSync(file, 'latin1'), secrets).map((name) => `${name} in ${path.relative(ROOT, file)}`));
    assert.deepEqual(found, []);
  });

  it('is in no page\'s HTML, client-navigation payload or response headers', async () => {
    const found = [];
    for (const pagePath of pages) {
      for (const headers of [{}, { rsc: '1' }]) {
        const response = await fetch(`${webUrl}${pagePath}`, { headers, redirect: 'manual' });
        const text = `${headerText(response)}\n${await response.text()}`;
        for (const name of secretsIn(text, secrets)) found.push(`${name} in ${pagePath}${headers.rsc ? ' (RSC)' : ''}`);
      }
    }
    assert.deepEqual(found, []);
  });

  it('is in no answer of the public API routes, errors included', async () => {
    const found = [];
    const requests = [
      ['GET', '/api/health'],
      ['GET', '/api/catalogue/flats?rooms=2'],
      ['GET', '/api/catalogue/flats?rooms=99'],
      ['GET', '/builds/latest.json'],
      ['GET', '/robots.txt'],
      ['GET', '/sitemap.xml'],
      ['GET', '/sitemaps/pages.xml'],
      ['GET', '/sitemaps/units-residential-1.xml'],
      ['GET', '/api/pdf/1'],
      ['GET', '/api/preview?path=/&expires=1&signature=x'],
      ['POST', '/api/leads'],
      ['POST', '/api/revalidate'],
      ['POST', '/api/vitals'],
    ];
    for (const [method, requestPath] of requests) {
      const response = await fetch(`${webUrl}${requestPath}`, { method, redirect: 'manual', headers: { 'content-type': 'application/json', origin: webUrl }, body: method === 'POST' ? '{}' : undefined });
      for (const name of secretsIn(`${headerText(response)}\n${await response.text()}`, secrets)) found.push(`${name} in ${method} ${requestPath}`);
    }
    assert.deepEqual(found, []);
  });
});
