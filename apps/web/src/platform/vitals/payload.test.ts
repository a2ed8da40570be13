import { describe, expect, it, vi } from 'vitest';
import { MAX_ENTRIES, VITALS_ENDPOINT, isSampled, toVitalsEntry, type VitalsEntry } from './payload';
import { sendVitals } from './send-vitals';
import { VitalsQueue } from './vitals-queue';

const lcp = { name: 'LCP', value: 1234.56, rating: 'good', navigationType: 'navigate', id: 'v5-123', entries: [{ url: '/photo.jpg' }] };

describe('toVitalsEntry', () => {
  it('keeps name, rounded value, rating, navigation type and the route pattern only', () => {
    const entry = toVitalsEntry(lcp, '/our-projects/[id]');
    expect(entry).toEqual({ name: 'LCP', value: 1235, rating: 'good', navigationType: 'navigate', route: '/our-projects/[id]' });
    expect(Object.keys(entry!).sort()).toEqual(['name', 'navigationType', 'rating', 'route', 'value']);
  });

  it('keeps CLS as a score with four decimals', () => {
    expect(toVitalsEntry({ name: 'CLS', value: 0.123456, rating: 'needs-improvement', navigationType: 'reload' }, '/')).toMatchObject({ value: 0.1235, navigationType: 'reload' });
  });

  it('drops metrics the site does not report and values no browser measures', () => {
    expect(toVitalsEntry({ name: 'FCP', value: 900, rating: 'good' }, '/')).toBeNull();
    expect(toVitalsEntry({ ...lcp, value: Number.NaN }, '/')).toBeNull();
    expect(toVitalsEntry({ ...lcp, value: -5 }, '/')).toBeNull();
    expect(toVitalsEntry({ ...lcp, rating: 'excellent' }, '/')).toBeNull();
  });

  it('an unknown navigation type is reported as a plain navigation', () => {
    expect(toVitalsEntry({ ...lcp, navigationType: 'teleport' }, '/')?.navigationType).toBe('navigate');
  });
});

describe('sampling', () => {
  it('reports the given fraction of page views', () => {
    expect(isSampled(0.1, 0.05)).toBe(true);
    expect(isSampled(0.1, 0.1)).toBe(false);
    expect(isSampled(0, 0)).toBe(false);
    expect(isSampled(1, 0.999)).toBe(true);
  });
});

const entry = (name: VitalsEntry['name'], value: number, route: VitalsEntry['route'] = '/'): VitalsEntry => ({ name, value, rating: 'good', navigationType: 'navigate', route });

describe('VitalsQueue', () => {
  it('sends everything collected in one request when flushed, then nothing more', () => {
    const send = vi.fn();
    const queue = new VitalsQueue(send);
    queue.add(entry('TTFB', 80));
    queue.add(entry('LCP', 1200));
    queue.flush();
    queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ metrics: [entry('TTFB', 80), entry('LCP', 1200)] });
  });

  it('a grown CLS or INP replaces the earlier value instead of being sent twice', () => {
    const send = vi.fn();
    const queue = new VitalsQueue(send);
    queue.add(entry('CLS', 0.01));
    queue.add(entry('CLS', 0.2));
    queue.flush();
    expect(send.mock.calls[0]![0].metrics).toEqual([entry('CLS', 0.2)]);
  });

  it('never builds a report larger than the route accepts', () => {
    const send = vi.fn();
    const queue = new VitalsQueue(send);
    const routes = ['/', '/our-projects', '/our-projects/[id]', '/seo/[id]'] as const;
    for (const route of routes) for (const name of ['LCP', 'CLS', 'INP'] as const) queue.add(entry(name, 1, route));
    queue.flush();
    expect(send.mock.calls.every(([payload]) => payload.metrics.length <= MAX_ENTRIES)).toBe(true);
    expect(send.mock.calls.flatMap(([payload]) => payload.metrics)).toHaveLength(12);
  });
});

describe('sendVitals', () => {
  const payload = { metrics: [entry('LCP', 1200)] };

  it('sends a JSON beacon to /api/vitals', async () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn();
    sendVitals(payload, { sendBeacon, fetch });
    expect(fetch).not.toHaveBeenCalled();
    const [url, blob] = sendBeacon.mock.calls[0]! as unknown as [string, Blob];
    expect(url).toBe(VITALS_ENDPOINT);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(payload);
  });

  it('falls back to a keepalive fetch without cookies when the beacon is refused or missing', () => {
    for (const sendBeacon of [vi.fn(() => false), undefined]) {
      const fetch = vi.fn(() => Promise.resolve());
      sendVitals(payload, { sendBeacon, fetch });
      expect(fetch).toHaveBeenCalledWith(VITALS_ENDPOINT, expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit', body: JSON.stringify(payload) }));
    }
  });

  it('a failing fetch is swallowed: metrics never break the page', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    expect(() => sendVitals(payload, { fetch })).not.toThrow();
    await Promise.resolve();
  });
});
