// The CMS budget of one page request: the timeout of each call shrinks as the page's budget (2 s
// unless configured) runs out.
import { describe, expect, it } from 'vitest';
import { PAGE_UPSTREAM_BUDGET_MS, currentRequest, requestContextStorage, upstreamTimeout } from './request-context';

describe('upstreamTimeout', () => {
  it('is the configured timeout outside a request (background work)', () => {
    expect(currentRequest()).toBeUndefined();
    expect(upstreamTimeout(5000)).toBe(5000);
  });

  it('is what is left of the page budget inside a request, at least 200 ms', () => {
    requestContextStorage().run({ startedAt: 1000 }, () => {
      expect(upstreamTimeout(5000, { now: 1000 })).toBe(PAGE_UPSTREAM_BUDGET_MS);
      expect(upstreamTimeout(1000, { now: 1000 })).toBe(1000);
      expect(upstreamTimeout(5000, { now: 1000 + PAGE_UPSTREAM_BUDGET_MS - 700 })).toBe(700);
      expect(upstreamTimeout(5000, { now: 1000 + PAGE_UPSTREAM_BUDGET_MS + 5000 })).toBe(200);
      // A whole number, as AbortSignal.timeout requires.
      expect(upstreamTimeout(5000, { now: 1000.25 })).toBe(PAGE_UPSTREAM_BUDGET_MS - 1);
      expect(() => AbortSignal.timeout(upstreamTimeout(5000, { now: 1000.25 }))).not.toThrow();
    });
  });

  it('counts a configured budget instead of the default one', () => {
    requestContextStorage().run({ startedAt: 1000 }, () => {
      expect(upstreamTimeout(5000, { budgetMs: 4000, now: 1000 })).toBe(4000);
      expect(upstreamTimeout(5000, { budgetMs: 4000, now: 4000 })).toBe(1000);
      expect(upstreamTimeout(5000, { budgetMs: 500, now: 1400 })).toBe(200);
    });
  });

  it('keeps one context per request, shared through awaits', async () => {
    await requestContextStorage().run({ startedAt: 0 }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      currentRequest()!.cmsUnavailable = true;
      expect(currentRequest()).toEqual({ startedAt: 0, cmsUnavailable: true });
    });
    expect(currentRequest()).toBeUndefined();
  });
});
