import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_ATTRIBUTE,
  HYDRATED_EVENT,
  REACT_LISTENING_MARKER,
  createScriptDeferrer,
  isPageRequest,
  sendScriptsAfterPaint,
} from '../server/scripts-after-paint.mjs';
import { HYDRATED_EVENT as SIGNALLED_EVENT } from './platform/frame/hydration-signal';

// The shape of the head and the end of the body Next 16 writes for a page (attribute orders as
// React writes them: the head's chunks `src async nonce`, the bootstrap chunk `src nonce async`).
const NONCE = 'n0nce+/abc==';
const page = [
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="' + NONCE + '" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" nonce="' + NONCE + '" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/one.js" async="" nonce="' + NONCE + '"></script>',
  '<script src="/_next/static/chunks/turbopack-two.js" async="" nonce="' + NONCE + '"></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule="" nonce="' + NONCE + '"></script>',
  '<script src="https://mc.yandex.ru/metrika/tag.js" async=""></script>',
  '<title>Новострой</title></head><body><main><h1>Квартиры</h1>',
  '<script type="application/ld+json">{"@type":"Organization","name":"Новострой"}</script></main>',
  '<script nonce="' + NONCE + '" id="_R_">(globalThis.TURBOPACK = globalThis.TURBOPACK || []).push({});</script>',
  '<script src="/_next/static/chunks/boot.js" nonce="' + NONCE + '" async=""></script>',
  '<script nonce="' + NONCE + '">(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script nonce="' + NONCE + '">self.__next_f.push([1,"0:\\"$Sreact.fragment\\""])</script></body></html>',
].join('');

const rewriteWhole = (html: string) => {
  const deferrer = createScriptDeferrer();
  return deferrer.write(html) + deferrer.end();
};
const preload = (name: string) =>
  `<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/${name}" nonce="${NONCE}" ${AFTER_PAINT_ATTRIBUTE}=""/>`;

describe('createScriptDeferrer', () => {
  it("turns each of Next's async chunk scripts into a low-priority preload the release script will run", () => {
    const html = rewriteWhole(page);
    for (const name of ['one.js', 'turbopack-two.js', 'boot.js']) {
      expect(html).toContain(preload(name));
      expect(html).not.toContain(`<script src="/_next/static/chunks/${name}"`);
    }
    // One release script, with the page's nonce, in the head before the first preload.
    const release = `<script nonce="${NONCE}">(function releaseScriptsAfterPaint(`;
    expect(html.split(release)).toHaveLength(2);
    expect(html.indexOf(release)).toBeLessThan(html.indexOf(preload('one.js')));
    expect(html.indexOf(release)).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(`)("${AFTER_PAINT_ATTRIBUTE}");(function reloadOnTraversalBeforeHydration(`);
    expect(html).toContain(`)("${HYDRATED_EVENT}");(function replayInteractionBeforeHydration(`);
    expect(html).toContain(`)("${HYDRATED_EVENT}","${REACT_LISTENING_MARKER}");</script>`);
    // ASCII only: the server writes it into pages it handles one byte per character.
    const script = html.slice(html.indexOf(release), html.indexOf('</script>', html.indexOf(release)));
    expect(script).toMatch(/^[\t\n\r -~]+$/);
  });

  it('names the hydration event the site document dispatches', () => {
    expect(HYDRATED_EVENT).toBe(SIGNALLED_EVENT);
  });

  it('leaves every other script as it was: old browsers’ bundle, third-party tags, inline code and data', () => {
    const html = rewriteWhole(page);
    for (const kept of [
      `<script src="/_next/static/chunks/legacy.js" noModule="" nonce="${NONCE}"></script>`,
      '<script src="https://mc.yandex.ru/metrika/tag.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization","name":"Новострой"}</script>',
      `<script nonce="${NONCE}">self.__next_f.push([1,"0:\\"$Sreact.fragment\\""])</script>`,
      '<h1>Квартиры</h1>',
    ]) {
      expect(html).toContain(kept);
    }
    // Only the three chunk tags changed: same text once the rewrite's own parts are taken out.
    const undone = html
      .replace(/<script nonce="[^"]+">\(function releaseScriptsAfterPaint[^]*?<\/script>/, '')
      .replace(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)" nonce="([^"]+)" data-script-after-paint=""\/>/g, '');
    expect(undone).toBe(page.replace(/<script src="\/_next\/static\/chunks\/(?:one|turbopack-two|boot)\.js"[^>]*><\/script>/g, ''));
  });

  it('gives the same document whatever pieces the stream arrives in', () => {
    const whole = rewriteWhole(page);
    for (let cut = 1; cut < page.length; cut += 1) {
      const deferrer = createScriptDeferrer();
      expect(deferrer.write(page.slice(0, cut)) + deferrer.write(page.slice(cut)) + deferrer.end(), `cut at ${cut}`).toBe(whole);
    }
    for (const size of [1, 2, 3, 5, 8, 13, 64]) {
      const deferrer = createScriptDeferrer();
      let html = '';
      for (let at = 0; at < page.length; at += size) html += deferrer.write(page.slice(at, at + size));
      expect(html + deferrer.end(), `pieces of ${size}`).toBe(whole);
    }
  });

  it('a page without chunk scripts (a plain error answer) passes untouched, with no release script', () => {
    const plain = '<!DOCTYPE html><html><head><title>Ошибка</title></head><body><p>Сайт временно недоступен</p></body></html>';
    expect(rewriteWhole(plain)).toBe(plain);
  });
});

describe('isPageRequest', () => {
  it("takes GETs of pages and files outside Next's own, never a client navigation, the API or another method", () => {
    expect(isPageRequest({ method: 'GET', url: '/', headers: {} })).toBe(true);
    expect(isPageRequest({ method: 'GET', url: '/our-projects?x=1', headers: { accept: 'text/html' } })).toBe(true);
    expect(isPageRequest({ method: 'GET', url: '/robots.txt', headers: {} })).toBe(true);
    expect(isPageRequest({ method: 'GET', url: '/our-projects', headers: { rsc: '1' } })).toBe(false);
    expect(isPageRequest({ method: 'GET', url: '/_next/static/chunks/a.js', headers: {} })).toBe(false);
    expect(isPageRequest({ method: 'GET', url: '/api/health', headers: {} })).toBe(false);
    expect(isPageRequest({ method: 'HEAD', url: '/', headers: {} })).toBe(false);
    expect(isPageRequest({ method: 'POST', url: '/', headers: {} })).toBe(false);
  });
});

describe('sendScriptsAfterPaint', () => {
  // A server that writes the sample page the way Next streams it: in byte pieces of any size, here
  // cut inside Russian letters (two bytes each in UTF-8) and inside the chunk tags.
  const bytes = Buffer.from(page, 'utf8');
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      sendScriptsAfterPaint(request, response);
      const size = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('piece'));
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      for (let at = 0; at < bytes.length; at += size) response.write(bytes.subarray(at, at + size));
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // The raw bytes the browser is sent (fetch would undo the gzip itself).
  const fetchPage = (piece: number, acceptEncoding: string) =>
    new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      get(`${base}/?piece=${piece}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(parts) }));
      }).on('error', reject);
    });

  it('sends the Russian text byte for byte, whatever letter a piece ends inside, plain or gzipped', async () => {
    const expected = Buffer.from(rewriteWhole(page), 'utf8');
    // The first Cyrillic letter's bytes straddle a cut for each of these sizes.
    for (const piece of [1, 3, 7, 100, 1000]) {
      const plain = await fetchPage(piece, 'identity');
      expect(plain.encoding, `pieces of ${piece}`).toBeUndefined();
      expect(plain.body.equals(expected), `pieces of ${piece}`).toBe(true);
      expect(plain.body.toString('utf8')).toContain('<title>Новострой</title>');
      const zipped = await fetchPage(piece, 'gzip');
      expect(zipped.encoding).toBe('gzip');
      expect(gunzipSync(zipped.body).equals(expected), `gzipped pieces of ${piece}`).toBe(true);
    }
  });
});
