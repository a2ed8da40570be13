// The server's own error answer: Next's empty error shell of a failed page becomes the Russian
// error screen as HTML (500, or 503 when the CMS could not serve the page), headers kept;
// everything else passes untouched. A real HTTP server, as `next start` runs one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRequest } from '@/lib/http/request-context';
import { digestOf, installServerErrorResponses, isDocumentRequest, siteStyles } from './server-error-response';

const SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body><script>self.__next_f.push([1,"0:{\\"digest\\":\\"2815476343\\"}"])</script></body></html>';
let url: string;
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self' 'nonce-abc123' 'strict-dynamic'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const path = req.url ?? '/';
  if (path.startsWith('/ok')) {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<html><body><h1>Квартиры</h1></body></html>');
    return;
  }
  if (path.startsWith('/cms-down')) currentRequest()!.cmsUnavailable = true;
  res.statusCode = 500;
  // Like Next: the flight format only for the header `RSC: 1`, HTML for anything else.
  res.setHeader('Content-Type', req.headers.rsc === '1' ? 'text/x-component' : 'text/html; charset=utf-8');
  if (path.includes('gzip')) {
    res.setHeader('Content-Encoding', 'gzip');
    res.flushHeaders();
    res.write(gzipSync(SHELL));
    res.end();
    return;
  }
  // Next streams the shell in pieces after flushing the headers.
  res.flushHeaders();
  res.write(SHELL.slice(0, 40));
  setTimeout(() => res.end(SHELL.slice(40)), 5);
});

beforeAll(async () => {
  installServerErrorResponses({ distDir: '/nonexistent' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the server error answer', () => {
  it('replaces the empty shell of a failed page with the Russian 500 screen, headers kept', async () => {
    const response = await fetch(`${url}/our-projects/x`);
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("'nonce-abc123'");
    expect(html).not.toContain('__next_error__');
    expect(html).toContain('<h1 id="error-title" class="server-error__title">Internal Server Error</h1>');
    expect(html).toContain('Не удалось загрузить страницу из-за ошибки на сервере');
    expect(html).toContain('Код ошибки: 2815476343');
    // Styled by the site's stylesheets only: the CSP allows no <style> element.
    expect(html).not.toContain('<style');
    expect(html).toContain('href="/our-projects/x"');
  });

  it('answers 503 with Retry-After when the CMS could not serve the page, through compression too', async () => {
    const response = await fetch(`${url}/cms-down/gzip`);
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(html).toContain('Сайт временно недоступен');
    expect(html).toContain('Код ошибки: 2815476343');
  });

  it('leaves good pages, API answers and client navigations alone', async () => {
    const ok = await fetch(`${url}/ok`);
    expect([ok.status, await ok.text()]).toEqual([200, '<html><body><h1>Квартиры</h1></body></html>']);
    const api = await fetch(`${url}/api/x`);
    expect([api.status, await api.text()]).toEqual([500, SHELL]);
    const navigation = await fetch(`${url}/posts/x`, { headers: { rsc: '1' } });
    expect([navigation.status, await navigation.text()]).toEqual([500, SHELL]);
    const head = await fetch(`${url}/posts/x`, { method: 'HEAD' });
    expect(head.status).toBe(500);
  });

  it('replaces a failed page asked for with an RSC query or a header Next ignores', async () => {
    for (const [path, headers] of [
      ['/cms-down/posts/x?_rsc=abc', {}],
      ['/cms-down/posts/x', { rsc: '0' }],
    ] as const) {
      const response = await fetch(`${url}${path}`, { headers });
      expect([response.status, response.headers.get('retry-after')], path).toEqual([503, '60']);
      expect(await response.text()).toContain('Сайт временно недоступен');
    }
  });

  it('never links a protocol-relative address as "reload"', async () => {
    const html = await (await fetch(`${url}//evil.example/x`)).text();
    expect(html).not.toContain('evil.example');
  });
});

describe('helpers', () => {
  it('tells a page request from an asset, an API call or a write', () => {
    const req = (method: string, url: string) => ({ method, url });
    expect(isDocumentRequest(req('GET', '/our-projects'))).toBe(true);
    expect(isDocumentRequest(req('HEAD', '/'))).toBe(true);
    expect(isDocumentRequest(req('POST', '/'))).toBe(false);
    expect(isDocumentRequest(req('GET', '/_next/static/x.js'))).toBe(false);
    expect(isDocumentRequest(req('GET', '/api/leads'))).toBe(false);
  });

  it('reads the digest from the flight data', () => {
    expect(digestOf(SHELL)).toBe('2815476343');
    expect(digestOf('<html></html>')).toBeUndefined();
  });
});

describe('siteStyles', () => {
  it('reads the global stylesheets and the typeface classes from the build', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    try {
      mkdirSync(path.join(dist, 'server', 'app'), { recursive: true });
      mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
      writeFileSync(path.join(dist, 'server', 'app', '_global-error.html'), '<link rel="preload" href="/_next/static/chunks/a.css" as="style"/><link href="/_next/static/chunks/b.css"/>');
      writeFileSync(path.join(dist, 'static', 'chunks', 'a.css'), '.x_variable{--font-manrope-cyrillic:"cyrillic"}body{margin:0}');
      writeFileSync(path.join(dist, 'static', 'chunks', 'b.css'), '.y_variable{--font-manrope-latin:"latin"}');
      expect(siteStyles(dist)).toEqual({ stylesheets: ['/_next/static/chunks/a.css', '/_next/static/chunks/b.css'], rootClasses: ['x_variable', 'y_variable'] });
      expect(siteStyles('/nonexistent')).toEqual({ stylesheets: [], rootClasses: [] });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
