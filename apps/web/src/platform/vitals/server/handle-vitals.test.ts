import { describe, expect, it } from 'vitest';
import { RateLimiter } from '@/lib/http/guards';
import { handleVitalsPost, type VitalsDependencies } from './handle-vitals';
import { PEER_ADDRESS_HEADER } from '@/lib/http/edge-headers';

const SITE = 'https://novostroy.example';

function setup(limiter = new RateLimiter({ limit: 1000, windowMs: 60_000 })) {
  const lines: string[] = [];
  const deps: VitalsDependencies = { siteUrl: SITE, limiter, log: (line) => lines.push(line) };
  return { lines, deps };
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/api/vitals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, [PEER_ADDRESS_HEADER]: '203.0.113.7', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const metric = (overrides: Record<string, unknown> = {}) => ({ name: 'LCP', value: 1234, rating: 'good', navigationType: 'navigate', route: '/our-projects/[id]', ...overrides });

describe('POST /api/vitals', () => {
  it('logs one compact line per metric and answers 204 with no body', async () => {
    const { lines, deps } = setup();
    const response = await handleVitalsPost(
      post({
        metrics: [
          metric(),
          metric({ name: 'CLS', value: 0.1234, rating: 'needs-improvement', route: '/' }),
          metric({ name: 'INP', value: 640, rating: 'poor', navigationType: 'back-forward-cache', route: '(not-found)' }),
          metric({ name: 'TTFB', value: 95.6, route: '/seo/[id]' }),
        ],
      }),
      deps,
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(lines).toEqual([
      '[vitals] LCP 1234ms good /our-projects/[id]',
      '[vitals] CLS 0.1234 needs-improvement /',
      '[vitals] INP 640ms poor (not-found) back-forward-cache',
      '[vitals] TTFB 96ms good /seo/[id]',
    ]);
  });

  it.each([
    ['an unknown metric', { metrics: [metric({ name: 'FID' })] }],
    ['a negative time', { metrics: [metric({ value: -1 })] }],
    ['an LCP of an hour', { metrics: [metric({ value: 3_600_000 })] }],
    ['an absurd CLS', { metrics: [metric({ name: 'CLS', value: 1e6 })] }],
    ['a value that is not a number', { metrics: [metric({ value: '1234' })] }],
    ['an unknown rating', { metrics: [metric({ rating: 'excellent' })] }],
    ['a concrete address instead of a route pattern', { metrics: [metric({ route: '/our-projects/zhk-severnoe-siyanie?utm_source=x' })] }],
    ['an extra field (a URL, a user agent)', { metrics: [metric({ url: 'https://novostroy.example/?phone=7900' })] }],
    ['no metrics', { metrics: [] }],
    ['too many metrics', { metrics: Array.from({ length: 9 }, () => metric()) }],
    ['not JSON', '{"metrics": ['],
  ])('refuses %s with 400 and logs nothing', async (_label, body) => {
    const { lines, deps } = setup();
    const response = await handleVitalsPost(post(body), deps);
    expect(response.status).toBe(400);
    expect(lines).toEqual([]);
  });

  it('refuses a body over 2 KB with 413, declared or not', async () => {
    const { lines, deps } = setup();
    const big = JSON.stringify({ metrics: [metric({ padding: 'x'.repeat(2100) })] });
    expect((await handleVitalsPost(post(big), deps)).status).toBe(413);
    const undeclared = new Request(`${SITE}/api/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect((await handleVitalsPost(undeclared, deps)).status).toBe(413);
    expect(lines).toEqual([]);
  });

  it('refuses a report from another site with 403', async () => {
    const { lines, deps } = setup();
    const response = await handleVitalsPost(post({ metrics: [metric()] }, { origin: 'https://evil.example' }), deps);
    expect(response.status).toBe(403);
    expect(lines).toEqual([]);
  });

  it('accepts the report of a page served through this host (behind a proxy)', async () => {
    const { deps } = setup();
    const response = await handleVitalsPost(post({ metrics: [metric()] }, { origin: 'https://www.novostroy.example', 'x-forwarded-host': 'www.novostroy.example', 'x-forwarded-proto': 'https' }), deps);
    expect(response.status).toBe(204);
  });

  it('limits reports per address, so one client cannot flood the log', async () => {
    const { lines, deps } = setup(new RateLimiter({ limit: 2, windowMs: 60_000 }));
    const send = (address: string) => handleVitalsPost(post({ metrics: [metric()] }, { [PEER_ADDRESS_HEADER]: address }), deps);
    expect((await send('203.0.113.7')).status).toBe(204);
    expect((await send('203.0.113.7')).status).toBe(204);
    const limited = await send('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('198.51.100.20')).status).toBe(204);
    expect(lines).toHaveLength(3);
  });
});
