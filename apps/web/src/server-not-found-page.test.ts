import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_SHELL_START, NOT_FOUND_FOR_HEADER, NOT_FOUND_ROUTE, sendNotFoundPage, watchesForErrorShell } from '../server/not-found-page.mjs';

// Next's empty error shell as it writes it for a route that called notFound(), and the 404 page
// of its own route, which the server sends instead.
const SHELL = `${ERROR_SHELL_START}<body><div hidden=""></div><script nonce="first">self.__next_f.push([1,"…"])</script></body></html>`;
const notFoundPage = (path: string) => `<!DOCTYPE html><html lang="ru"><body><h1>Page Not Found: ${path}</h1></body></html>`;

/** What the fake Next writes for a target: [status, pieces of the body]. */
type Answer = [number, string[]];
let answers: Record<string, Answer> = {};
const HTML = 'text/html; charset=utf-8';
/** The type the fake Next gives the page it renders. */
let answersAs = HTML;
/** The requests the fake Next was asked to render, in order, and when each rendering was over. */
let rendered: { url: string; notFoundFor: string | undefined; edge: string | undefined; over?: boolean }[] = [];
/** Milliseconds the fake Next takes before writing the 404 route's page. */
let notFoundDelayMs = 0;
/** The policy of each response whose headers went out through the outer wrappers. */
let flushed: string[] = [];
let server: Server;
let port: number;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes an answer the way Next does: the proxy's headers taken into the request's own (so they
 * are not what arrived), headers set on the response and flushed before the first write, the
 * body in pieces, and the rendering over only once the response has finished.
 */
async function fakeNext(request: IncomingMessage, response: ServerResponse) {
  const entry: (typeof rendered)[number] = { url: request.url ?? '', notFoundFor: request.headers[NOT_FOUND_FOR_HEADER] as string | undefined, edge: request.headers['x-edge-secret'] as string | undefined };
  rendered.push(entry);
  delete request.headers['x-edge-secret'];
  request.headers['content-security-policy'] = "script-src 'nonce-first'";
  const notFoundRoute = request.url === NOT_FOUND_ROUTE;
  const [status, pieces] = notFoundRoute ? [404, [notFoundPage(entry.notFoundFor ?? request.url ?? '')]] : (answers[request.url ?? ''] ?? [200, ['<!DOCTYPE html><html lang="ru"></html>']]);
  if (notFoundRoute) await pause(notFoundDelayMs);
  if (response.destroyed) return;
  const finished = new Promise<void>((resolve) => response.once('finish', () => resolve()));
  response.statusCode = status;
  response.setHeader('Content-Type', notFoundRoute ? HTML : answersAs);
  response.setHeader('Content-Security-Policy', `script-src 'nonce-${notFoundRoute ? 'second' : 'first'}'`);
  if (!notFoundRoute) response.setHeader('X-First-Render', '1');
  response.flushHeaders();
  for (const [index, piece] of pieces.entries()) {
    if (index === pieces.length - 1) response.end(piece);
    else {
      response.write(piece);
      await pause(2);
    }
  }
  await finished;
  entry.over = true;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    // As the server's outer wrappers do (platform/errors decides on the status it first sees).
    const { flushHeaders } = response;
    response.flushHeaders = function recordFlush() {
      flushed.push(String(this.getHeader('content-security-policy')));
      flushHeaders.call(this);
    };
    sendNotFoundPage(request, response, (target) => {
      const copy = Object.assign(Object.create(Object.getPrototypeOf(request) as object) as IncomingMessage, request, target);
      void fakeNext(copy, response);
    });
    void fakeNext(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const prepare = (table: Record<string, Answer>) => {
  answers = table;
  rendered = [];
  notFoundDelayMs = 0;
  flushed = [];
};

describe('the 404 of a route that called notFound()', () => {
  it("is Next's 404 page for the path asked, still 404, with none of the shell's bytes or headers", async () => {
    prepare({ '/property/99999999': [404, [SHELL]] });
    const answer = await get('/property/99999999');
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(notFoundPage('/property/99999999'));
    expect(answer.headers['content-security-policy']).toBe("script-src 'nonce-second'");
    expect(answer.headers['x-first-render']).toBeUndefined();
    // The wrappers outside saw only the 404 page's headers go out, never the shell's.
    expect(flushed).toEqual(["script-src 'nonce-second'"]);
    expect(rendered.map(({ url, notFoundFor }) => ({ url, notFoundFor }))).toEqual([
      { url: '/property/99999999', notFoundFor: undefined },
      { url: NOT_FOUND_ROUTE, notFoundFor: '/property/99999999' },
    ]);
  });

  it('is asked for with the headers the request arrived with, not those the first rendering rewrote', async () => {
    prepare({ '/property/7': [404, [SHELL]] });
    await get('/property/7', 'GET', { 'x-edge-secret': 'from-the-cache-layer' });
    expect(rendered.map((entry) => entry.edge)).toEqual(['from-the-cache-layer', 'from-the-cache-layer']);
  });

  it('ends the first rendering at once, also when the visitor leaves before the 404 page is written', async () => {
    prepare({ '/posts/9': [404, [SHELL]] });
    notFoundDelayMs = 300;
    const request = httpRequest({ host: '127.0.0.1', port, path: '/posts/9' });
    request.on('error', () => undefined);
    request.end();
    await vi.waitFor(() => expect(rendered).toHaveLength(2));
    request.destroy();
    // Next's first rendering waits for the response to finish; it is not left waiting for ever.
    await vi.waitFor(() => expect(rendered[0]!.over).toBe(true));
    await pause(400);
    expect(rendered[1]!.over).toBeUndefined();
  });

  it('is told by its first bytes even when they come in pieces, the marker cut between them', async () => {
    const cut = 20;
    prepare({ '/posts/7?utm_source=vk': [404, [SHELL.slice(0, 5), SHELL.slice(5, cut), SHELL.slice(cut)]] });
    const answer = await get('/posts/7?utm_source=vk');
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(notFoundPage('/posts/7?utm_source=vk'));
  });

  it('a 404 page that is not the shell (an unmatched path) passes as it is, rendered once', async () => {
    const page = notFoundPage('/no-such-page');
    prepare({ '/no-such-page': [404, [page.slice(0, 10), page.slice(10)]] });
    const answer = await get('/no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(page);
    expect(answer.headers['x-first-render']).toBe('1');
    expect(rendered).toHaveLength(1);
  });

  it('a short 404 body that only begins like the shell passes too', async () => {
    prepare({ '/short': [404, ['<!DOCTYPE html>']] });
    const answer = await get('/short');
    expect(answer.body).toBe('<!DOCTYPE html>');
    expect(rendered).toHaveLength(1);
  });

  it('pages answered otherwise are never held', async () => {
    prepare({ '/our-projects': [200, ['<!DOCTYPE html>', '<html lang="ru"></html>']], '/not-a-page': [404, [SHELL]] });
    expect((await get('/our-projects')).body).toBe('<!DOCTYPE html><html lang="ru"></html>');
    // Only an HTML answer can be the shell.
    answersAs = 'text/plain; charset=utf-8';
    const plain = await get('/not-a-page');
    answersAs = HTML;
    expect(plain.status).toBe(404);
    expect(plain.body).toBe(SHELL);
    expect(rendered.map((entry) => entry.url)).toEqual(['/our-projects', '/not-a-page']);
  });

  it("leaves a HEAD, Next's files and the API alone", () => {
    expect(watchesForErrorShell({ method: 'GET', url: '/property/1', headers: {} })).toBe(true);
    expect(watchesForErrorShell({ method: 'HEAD', url: '/property/1', headers: {} })).toBe(false);
    expect(watchesForErrorShell({ method: 'GET', url: '/_next/static/chunks/a.js', headers: {} })).toBe(false);
    expect(watchesForErrorShell({ method: 'GET', url: '/api/catalogue?x=1', headers: {} })).toBe(false);
    // The second rendering is never watched again.
    expect(watchesForErrorShell({ method: 'GET', url: NOT_FOUND_ROUTE, headers: { [NOT_FOUND_FOR_HEADER]: '/property/1' } })).toBe(false);
  });

  it("a client navigation's answer, in the flight format, passes as it is (the router draws the screen from it)", async () => {
    prepare({ '/property/5': [404, [SHELL]] });
    answersAs = 'text/x-component';
    const answer = await get('/property/5', 'GET', { rsc: '1' });
    answersAs = HTML;
    expect(answer.body).toBe(SHELL);
    expect(rendered).toHaveLength(1);
  });
});
