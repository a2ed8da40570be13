import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_FOR_HEADER, UNREADABLE_PATH_HEADER } from '@/lib/http/edge-headers';
import { FULL_PATH_REQUEST_HEADER } from '@/platform/security';
import { edgeNoncePlaceholder } from '@/platform/security/edge';

// One legacy address redirects (spec §2: a bare number goes to its complex); nothing else does.
vi.mock('@/platform/redirects/resolve-redirect', () => ({
  resolveRedirect: async (pathname: string) => (pathname === '/3' ? { status: 308, location: '/our-projects/3' } : null),
}));
vi.mock('@/lib/config', () => ({
  getConfig: () => ({ cms: { url: 'http://127.0.0.1:1337', mediaUrl: 'https://media.example.ru' }, salesData: { url: 'http://127.0.0.1:4010' }, salesDataPublicUrl: 'http://localhost:4010', hstsMaxAge: 0, embedAllowedOrigins: ['https://partner.example'], preview: { secret: 'preview-secret-0123456789', adminOrigin: 'http://127.0.0.1:1337' } }),
}));

const SECRET = 'edge-secret-0123456789abcdef';
const PLACEHOLDER = edgeNoncePlaceholder(SECRET);
let proxy: (request: NextRequest) => Promise<Response>;

beforeAll(async () => {
  // The proxy reads EDGE_SECRET once, when it is loaded.
  vi.stubEnv('EDGE_SECRET', SECRET);
  ({ proxy } = await import('./proxy'));
});

const call = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  proxy(new NextRequest(`http://localhost:3000${path}`, { method, headers }));
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('proxy behind the cache layer', () => {
  it('renders the placeholder and allows caching only for a request with the right secret', async () => {
    const edge = await call('/our-projects', { 'x-edge-secret': SECRET });
    expect(nonceOf(edge)).toBe(PLACEHOLDER);
    // The CSP handed to Next (it puts this nonce on every script) carries the placeholder too.
    expect(edge.headers.get('x-middleware-request-content-security-policy')).toContain(`'nonce-${PLACEHOLDER}'`);
    expect(edge.headers.get('x-accel-expires')).toBe('30');
    expect(edge.headers.get('x-edge-cache')).toBe('public, s-maxage=30, stale-while-revalidate=300');
  });

  it('lets pages show pictures from the public media base, not from the CMS address web calls', async () => {
    const imgSrc = /img-src ([^;]*)/.exec((await call('/our-projects')).headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(imgSrc.split(' ')).toContain('https://media.example.ru');
    expect(imgSrc).not.toContain('127.0.0.1:1337');
  });

  it('keeps the secret from the page it renders', async () => {
    const edge = await call('/our-projects', { 'x-edge-secret': SECRET });
    const passedOn = (edge.headers.get('x-middleware-override-headers') ?? '').split(',');
    expect(passedOn).toContain('x-nonce');
    expect(passedOn).not.toContain('x-edge-secret');
  });

  it('gives a direct or forged request a random nonce and nothing that allows caching', async () => {
    const cases: Record<string, string>[] = [{}, { 'x-edge-secret': `${SECRET}-wrong` }, { 'x-edge-secret': PLACEHOLDER }];
    for (const headers of cases) {
      const response = await call('/our-projects', headers);
      expect(nonceOf(response)).not.toBe(PLACEHOLDER);
      expect(nonceOf(response)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.headers.get('x-accel-expires')).toBeNull();
      expect(response.headers.get('x-edge-cache')).toBeNull();
    }
  });

  it('never marks API routes or navigations as cacheable, even from the cache layer', async () => {
    expect((await call('/api/health', { 'x-edge-secret': SECRET })).headers.get('x-accel-expires')).toBeNull();
    expect((await call('/our-projects', { 'x-edge-secret': SECRET, rsc: '1' })).headers.get('x-accel-expires')).toBeNull();
    expect((await call('/api/leads', { 'x-edge-secret': SECRET }, 'POST')).headers.get('x-accel-expires')).toBeNull();
  });
});

describe('proxy framing and indexing per path', () => {
  it('lets the site and the allowed hosts frame /our-projects/<slug>/test, never indexed, also from the cache layer', async () => {
    for (const headers of [{}, { 'x-edge-secret': SECRET }] as Record<string, string>[]) {
      const response = await call('/our-projects/zhk-severnoe-siyanie/test', headers);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://partner.example");
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
    }
  });

  it('forbids every frame elsewhere, the complex page and the list included', async () => {
    for (const path of ['/', '/our-projects', '/our-projects/zhk-severnoe-siyanie', '/our-projects/zhk-severnoe-siyanie/test/more', '/test']) {
      const response = await call(path);
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-robots-tag'), path).toBeNull();
    }
  });
});

describe('proxy and an editor\'s draft preview', () => {
  it('lets the CMS admin frame a draft page, never indexed and never cacheable', async () => {
    const response = await call('/posts/novost', { cookie: '__prerender_bypass=abc', 'x-edge-secret': SECRET });
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self' http://127.0.0.1:1337");
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('x-accel-expires')).toBeNull();
  });

  it('keeps frames forbidden for everyone else, whatever other cookies they carry', async () => {
    const response = await call('/posts/novost', { cookie: 'utm=1' });
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('proxy and unreadable addresses', () => {
  it('answers 400 in Russian to a path whose %-encoding is not UTF-8, instead of letting the router fail', async () => {
    for (const path of ['/api/catalogue/%E0%A4%A', '/kupit-%FF-komnatnuyu-kvartiru-ot-zastroishika', '/our-projects/%C0%AE', '/property/%']) {
      const response = await call(path);
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toMatch(/адрес/);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
    // A well-formed encoding, Cyrillic included, goes on to the page as before.
    for (const path of ['/our-projects/%D0%B6%D0%BA', '/api/catalogue/%25']) expect((await call(path)).status, path).toBe(200);
  });

  it('answers 400 with the site headers to a path the web server escaped and marked as unreadable', async () => {
    // server.mjs hands Next `/our-projects/%25` for `/our-projects/%`, so the router cannot fail on it.
    const response = await call('/our-projects/%25', { [UNREADABLE_PATH_HEADER]: '1' });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/адрес/);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('methods', () => {
  it('answers a page or a file outside /api written to with 405, GET and HEAD allowed, without rendering it', async () => {
    for (const [path, method] of [['/our-projects/zhk-mayak', 'DELETE'], ['/', 'POST'], ['/feeds/yandex.xml', 'PUT'], ['/kupit-1-komnatnuyu-kvartiru', 'PATCH']] as const) {
      const response = await call(path, {}, method);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toMatch(/можно только открыть/);
    }
  });

  it('passes GET and HEAD of a page, and any method of /api, on to Next', async () => {
    expect((await call('/our-projects', {}, 'GET')).status).toBe(200);
    expect((await call('/our-projects', {}, 'HEAD')).status).toBe(200);
    expect((await call('/api/leads', {}, 'POST')).status).toBe(200);
    expect((await call('/api/vitals', {}, 'OPTIONS')).status).toBe(200);
  });
});

describe("the 404 page the web server asks for in place of Next's error shell", () => {
  const passedOn = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

  it('names the page the visitor asked for, not the 404 route', async () => {
    expect(passedOn(await call('/property/1?utm_source=vk'), FULL_PATH_REQUEST_HEADER)).toBe('/property/1?utm_source=vk');
    const again = await call('/_not-found', { [NOT_FOUND_FOR_HEADER]: '/property/1?utm_source=vk&_rsc=x1' });
    expect(again.status).toBe(200);
    expect(passedOn(again, FULL_PATH_REQUEST_HEADER)).toBe('/property/1?utm_source=vk');
  });

  it("keeps that page's framing rules and does not redirect it a second time", async () => {
    const embeddable = await call('/_not-found', { [NOT_FOUND_FOR_HEADER]: '/our-projects/zhk-mayak/test' });
    expect(embeddable.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://partner.example");
    expect((await call('/3')).status).toBe(308);
    expect((await call('/_not-found', { [NOT_FOUND_FOR_HEADER]: '/3' })).status).toBe(200);
  });

  it('ignores a value that is not a path of this site, and the header on any other route', async () => {
    for (const value of ['https://evil.example/x', '//evil.example/x', 'property/1', '/\\evil.example/x']) {
      expect(passedOn(await call('/_not-found', { [NOT_FOUND_FOR_HEADER]: value }), FULL_PATH_REQUEST_HEADER), value).toBe('/_not-found');
    }
    expect(passedOn(await call('/property/1', { [NOT_FOUND_FOR_HEADER]: '/property/2' }), FULL_PATH_REQUEST_HEADER)).toBe('/property/1');
    expect((await call('/3', { [NOT_FOUND_FOR_HEADER]: '/our-projects' })).status).toBe(308);
  });
});
