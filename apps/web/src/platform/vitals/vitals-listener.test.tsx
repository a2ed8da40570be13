// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MetricLike } from './payload';

// Next's hook hands each metric to the callback; the test plays the browser's part.
const reported: { callback: ((metric: MetricLike) => void) | null } = { callback: null };
vi.mock('next/web-vitals', () => ({
  useReportWebVitals: (callback: (metric: MetricLike) => void) => {
    reported.callback = callback;
  },
}));

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('VitalsListener', () => {
  let beacons: Array<{ url: string; body: unknown }>;

  beforeEach(() => {
    beacons = [];
    vi.resetModules();
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, blob: Blob) => {
        void blob.text().then((text) => beacons.push({ url, body: JSON.parse(text) }));
        return true;
      },
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('sends the metrics of the page view with the route pattern only: no query, no id, no address', async () => {
    window.history.replaceState(null, '', '/our-projects/zhk-severnoe-siyanie?utm_source=mail&phone=79001234567#plans');
    const { default: VitalsListener } = await import('./vitals-listener');
    render(<VitalsListener />);
    act(() => {
      reported.callback!({ name: 'TTFB', value: 87.4, rating: 'good', navigationType: 'navigate' });
      reported.callback!({ name: 'FCP', value: 500, rating: 'good', navigationType: 'navigate' });
      reported.callback!({ name: 'LCP', value: 2600.2, rating: 'needs-improvement', navigationType: 'navigate', id: 'v5-1', entries: [] } as MetricLike);
    });
    expect(beacons).toHaveLength(0); // nothing leaves before the page is hidden
    hidePage();
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]).toEqual({
      url: '/api/vitals',
      body: {
        metrics: [
          { name: 'TTFB', value: 87, rating: 'good', navigationType: 'navigate', route: '/our-projects/[id]' },
          { name: 'LCP', value: 2600, rating: 'needs-improvement', navigationType: 'navigate', route: '/our-projects/[id]' },
        ],
      },
    });
    const text = JSON.stringify(beacons[0]);
    for (const secret of ['zhk-severnoe-siyanie', 'utm', '7900', 'plans', 'v5-1', navigator.userAgent]) expect(text).not.toContain(secret);
  });

  it("a 404 at a page's address is reported as the 404, not as that page", async () => {
    window.history.replaceState(null, '', '/property/99999999');
    document.body.innerHTML = '<main><section data-error-kind="invalid-parameter"><h1>Page Not Found: /property/99999999</h1></section></main>';
    const { default: VitalsListener } = await import('./vitals-listener');
    render(<VitalsListener />);
    act(() => reported.callback!({ name: 'LCP', value: 900, rating: 'good', navigationType: 'navigate' }));
    document.body.innerHTML = '';
    // A soft navigation to a real unit page later is that page again.
    window.history.pushState(null, '', '/property/11050260');
    act(() => reported.callback!({ name: 'INP', value: 80, rating: 'good', navigationType: 'soft-navigation' }));
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]!.body).toEqual({
      metrics: [
        { name: 'LCP', value: 900, rating: 'good', navigationType: 'navigate', route: '(not-found)' },
        { name: 'INP', value: 80, rating: 'good', navigationType: 'soft-navigation', route: '/property/[id]' },
      ],
    });
  });

  it('a metric of the landing page keeps its route after a client-side navigation', async () => {
    window.history.replaceState(null, '', '/seo/kvartiry');
    const { default: VitalsListener } = await import('./vitals-listener');
    render(<VitalsListener />);
    window.history.pushState(null, '', '/our-projects');
    act(() => reported.callback!({ name: 'CLS', value: 0.02, rating: 'good', navigationType: 'navigate' }));
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(beacons[0]!.body).toEqual({ metrics: [{ name: 'CLS', value: 0.02, rating: 'good', navigationType: 'navigate', route: '/seo/[id]' }] });
  });
});
