// The request edge of the built web server (server.mjs in front of Next), probed over raw sockets
// as an attacker would: undecodable paths, a body declared far larger than it is, bodies and
// headers that never finish, forged X-Forwarded-For, and /debug without its token.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARD_MESSAGES } from '@/lib/http/guards';
import { freePort, startWebServer, type RunningProcess } from '@/test/processes';

const DEBUG_TOKEN = 'system-test-debug-token-0123456789';
/** Shorter than the default 10 s, so the slow-body tests stay quick. */
const REQUEST_TIMEOUT_MS = 2000;

let dataDir: string;
/** No trusted proxy (the default): the socket's peer is the visitor. */
let direct: { port: number; server?: RunningProcess };
/** TRUSTED_PROXIES=127.0.0.1, as behind the nginx of deploy/nginx. */
let proxied: { port: number; server?: RunningProcess };

function startWeb(port: number, name: string, env: Record<string, string>): Promise<RunningProcess> {
  return startWebServer(port, {
    SITE_URL: `http://127.0.0.1:${port}`,
    // Nothing upstream: the probes below never need the CMS or sales-data.
    CMS_URL: 'http://127.0.0.1:9',
    SALES_DATA_URL: 'http://127.0.0.1:9',
    DATA_DIR: path.join(dataDir, name),
    LEAD_RATE_LIMIT: '2',
    DEBUG_TOKEN,
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    TRUSTED_PROXIES: '',
    ...env,
  });
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the first byte sent to the connection's close. */
  ms: number;
  /** The server closed the connection (rather than the test giving up). */
  closed: boolean;
}

/** The payload of a chunked body (chunk sizes are counted in bytes). */
function dechunk(text: string): string {
  let bytes = Buffer.from(text);
  const parts: Buffer[] = [];
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n');
    const size = Number.parseInt(bytes.subarray(0, lineEnd).toString(), 16);
    if (!size) return Buffer.concat(parts).toString('utf8');
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    bytes = bytes.subarray(lineEnd + 2 + size + 2);
  }
}

/** Sends `head` (and later `tail`, if given) on a fresh socket and reads until the server closes it. */
function raw(port: number, head: string, options: { giveUpMs?: number } = {}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closed = false;
    const finish = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = headText.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      const body = rest.join('\r\n\r\n');
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: headers['transfer-encoding'] === 'chunked' ? dechunk(body) : body, ms: Date.now() - started, closed });
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('end', () => (closed = true));
    socket.on('error', () => undefined);
    const giveUp = setTimeout(() => socket.destroy(), options.giveUpMs ?? 20_000);
    socket.on('close', () => clearTimeout(giveUp));
    socket.write(head);
  });
}

const get = (port: number, target: string) => raw(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);

/** A valid callback lead (the same shape as the lead form sends). */
const lead = () => ({
  lead_id: crypto.randomUUID(),
  form: 'callback',
  name: 'Анна',
  phone: '+7 918 123-45-67',
  consent: true,
  consent_version: '2026-01',
  fill_ms: 4200,
});

function postLead(port: number, forwardedFor?: string) {
  return fetch(`http://127.0.0.1:${port}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify(lead()),
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'novostroy-edge-'));
  const [directPort, proxiedPort] = await Promise.all([freePort(), freePort()]);
  direct = { port: directPort };
  proxied = { port: proxiedPort };
  [direct.server, proxied.server] = await Promise.all([
    startWeb(directPort, 'direct', {}),
    startWeb(proxiedPort, 'proxied', { TRUSTED_PROXIES: '127.0.0.1' }),
  ]);
});

afterAll(async () => {
  await Promise.all([direct?.server?.stop('SIGKILL'), proxied?.server?.stop('SIGKILL')]);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('paths whose %-escapes do not decode', () => {
  const paths = ['/our-projects/%', '/our-projects/%C0%AE', '/seo/%FF%FE', '/our-projects/%ZZ', '/property/%', '/posts/%', '/api/catalogue/%E0%A4%A', '/api/pdf/%C0/1'];

  it('answer 400 in Russian with the site security headers, never a bare 500', async () => {
    for (const target of paths) {
      const answer = await get(direct.port, target);
      expect(answer.status, target).toBe(400);
      expect(answer.body, target).toMatch(/Некорректный адрес/);
      expect(answer.headers['content-security-policy'], target).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
      expect(answer.headers['x-content-type-options'], target).toBe('nosniff');
      expect(answer.headers['cache-control'], target).toBe('no-store');
    }
  });

  it('cannot be faked: a visitor sending the server-only header gets it dropped', async () => {
    const answer = await raw(direct.port, `GET /robots.txt HTTP/1.1\r\nHost: x\r\nx-novostroy-unreadable-path: 1\r\nConnection: close\r\n\r\n`);
    expect(answer.status).toBe(200);
  });
});

describe('bodies', () => {
  it('a body declared at 1 GB is refused at once with 413, before a byte more is read', async () => {
    for (const route of ['/api/leads', '/api/send']) {
      const answer = await raw(direct.port, `POST ${route} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000000000\r\n\r\n{}`);
      expect(answer.status, route).toBe(413);
      expect(answer.ms, route).toBeLessThan(1500);
      expect(answer.closed, route).toBe(true);
      expect(JSON.parse(answer.body), route).toEqual({ error: { status: 413, message: GUARD_MESSAGES.tooLarge } });
      expect(answer.headers['content-security-policy'], route).toContain("frame-ancestors 'none'");
    }
    const vitals = await raw(direct.port, `POST /api/vitals HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000000000\r\n\r\n{}`);
    expect(vitals.status).toBe(413);
    expect(vitals.ms).toBeLessThan(1500);
  });

  it('a body that stops coming is answered 408 once the request time is up, and the connection closed', async () => {
    const answer = await raw(direct.port, `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":`);
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(answer.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
    expect(answer.closed).toBe(true);
    expect((JSON.parse(answer.body) as { error: { message: string } }).error.message).toMatch(/не дошёл целиком/);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('headers that never finish are answered 408 too', async () => {
    const answer = await raw(direct.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `);
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
  });

  it('a small valid lead still goes through the same server', async () => {
    expect((await postLead(proxied.port, '198.51.100.200')).status).toBe(202);
  });
});

describe('the visitor address of the rate limit', () => {
  it('without a trusted proxy, X-Forwarded-For cannot buy a fresh bucket', async () => {
    // LEAD_RATE_LIMIT=2: the third lead from this socket is refused, whatever address it claims.
    const claims = ['203.0.113.1', '203.0.113.2, 10.88.0.2', '::ffff:203.0.113.3'];
    const statuses = [];
    for (const claim of claims) statuses.push((await postLead(direct.port, claim)).status);
    expect(statuses).toEqual([202, 202, 429]);
  });

  it('behind a trusted proxy, its X-Forwarded-For names the visitor, in either IPv4 spelling', async () => {
    // Two visitors behind the proxy: each has a bucket of its own...
    expect((await postLead(proxied.port, '203.0.113.10')).status).toBe(202);
    expect((await postLead(proxied.port, '203.0.113.11')).status).toBe(202);
    // ...and a client's own earlier entries or the ::ffff: spelling do not make a new one.
    expect((await postLead(proxied.port, '6.6.6.6, ::ffff:203.0.113.10')).status).toBe(202);
    expect((await postLead(proxied.port, '7.7.7.7, 203.0.113.10')).status).toBe(429);
  });
});

describe('/debug in production', () => {
  it('is the 404 page without the token or with a wrong one, and the page with it', async () => {
    const url = `http://127.0.0.1:${direct.port}/debug`;
    for (const headers of [{}, { 'x-debug-token': 'wrong-token-0123456789abcdef' }] as Record<string, string>[]) {
      const response = await fetch(url, { headers });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('Диагностика');
      expect(html).not.toContain('Next.js');
    }
    expect((await fetch(`${url}?token=${DEBUG_TOKEN}`)).status).toBe(404);
    const open = await fetch(url, { headers: { 'x-debug-token': DEBUG_TOKEN } });
    expect(open.status).toBe(200);
    expect(await open.text()).toContain('Диагностика');
  });
});

describe("a route's notFound()", () => {
  // Route checks that fail before any upstream call: a unit id that is not a number, a listing
  // for nine rooms.
  const paths = ['/property/abc?utm_source=vk', '/kupit-9-komnatnuyu-kvartiru-ot-zastroishika'];

  it("is answered 404 with the site's screen and frame drawn by the server, not Next's empty shell", async () => {
    for (const target of paths) {
      const response = await fetch(`http://127.0.0.1:${direct.port}${target}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status, target).toBe(404);
      const html = await response.text();
      expect(html, target).not.toContain('<html id="__next_error__"');
      expect(html, target).toContain('<html lang="ru"');
      expect(html, target).toContain(`Page Not Found<!-- -->: <code>${target.replace(/&/g, '&amp;')}</code>`);
      expect(html, target).toContain('Такой страницы нет');
      expect(html, target).toMatch(/<header[^>]*>/);
      // Its scripts carry the nonce of the answer's own policy (the first rendering's is gone).
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
      expect([...nonces], target).toEqual([nonce]);
    }
  });

  it('an unmatched path keeps its own wording, and a visitor cannot name another path in the header only the server sets', async () => {
    const unmatched = await fetch(`http://127.0.0.1:${direct.port}/no-such-page`, { headers: { 'x-novostroy-not-found-for': '/property/forged' } });
    expect(unmatched.status).toBe(404);
    const html = await unmatched.text();
    expect(html).toContain('Page not found<!-- -->: <code>/no-such-page</code>');
    expect(html).not.toContain('forged');
  });
});

describe('scripts after the first paint', () => {
  const page = (headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${direct.port}/debug`, { headers: { 'x-debug-token': DEBUG_TOKEN, ...headers } });

  it('a page names its chunks as low-priority preloads released by one script with the nonce, never as async scripts', async () => {
    const response = await page();
    expect(response.status).toBe(200);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).not.toMatch(/<script[^>]*src="\/_next\/static\/[^"]+\.js"[^>]*async/);
    const preloads = html.match(/<link rel="preload" as="script" fetchpriority="low" href="\/_next\/static\/[^"]+\.js" nonce="[^"]+" data-script-after-paint=""\/>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(3);
    const releases = html.match(/<script nonce="([^"]+)">\(function releaseScriptsAfterPaint/g) ?? [];
    expect(releases).toEqual([`<script nonce="${nonce}">(function releaseScriptsAfterPaint`]);
    // The release script comes before every preload it releases, in the head.
    expect(html.indexOf('releaseScriptsAfterPaint')).toBeLessThan(html.indexOf('data-script-after-paint=""'));
    expect(html.indexOf('releaseScriptsAfterPaint')).toBeLessThan(html.indexOf('</head>'));
  });

  it('the rewritten page is gzipped for a browser that asks, and sent plain to the cache layer that does not', async () => {
    const zipped = await raw(direct.port, `GET /debug HTTP/1.1\r\nHost: 127.0.0.1\r\nx-debug-token: ${DEBUG_TOKEN}\r\nAccept-Encoding: gzip, br\r\nConnection: close\r\n\r\n`);
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toMatch(/accept-encoding/i);
    const plainly = await page({ 'accept-encoding': 'identity' });
    expect(plainly.headers.get('content-encoding')).toBeNull();
    const html = await plainly.text();
    expect(html).toContain('data-script-after-paint');
    expect(html).toContain('Диагностика');
  });

  it('a browser that asks for gzip gets the same page unzipped (fetch decodes it)', async () => {
    const response = await page({ 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const html = await response.text();
    expect(html).toContain('Диагностика');
    expect(html).toContain('data-script-after-paint');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it("leaves a client navigation's payload and Next's own files to Next", async () => {
    const navigation = await page({ rsc: '1', 'accept-encoding': 'gzip' });
    expect(navigation.headers.get('content-type')).toMatch(/^text\/x-component/);
    expect(await navigation.text()).not.toContain('data-script-after-paint');
    const html = await (await page()).text();
    const chunk = /href="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const script = await fetch(`http://127.0.0.1:${direct.port}${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-encoding')).toBe('gzip');
  });

  it("sends the build's scripts as compressed at build time: brotli to a browser that accepts it, the same file decoded", async () => {
    const html = await (await page()).text();
    const chunk = /href="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const get = (encoding: string) => fetch(`http://127.0.0.1:${direct.port}${chunk}`, { headers: { 'accept-encoding': encoding } });
    const [brotli, gzip, plain] = await Promise.all([get('gzip, deflate, br'), get('gzip'), get('identity')]);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1000);
    expect(await brotli.text()).toBe(text);
    expect(await gzip.text()).toBe(text);
    expect(brotli.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
