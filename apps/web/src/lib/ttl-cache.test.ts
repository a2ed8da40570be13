// The cache under the sales-data client: fresh hits, shared loads, and stale-while-revalidate
// with one background refresh per key (fake timers stand in for a hung upstream).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A load that answers `value` after `ms` of (fake) time; undefined stands for a failure. */
const after = (ms: number, value: string | undefined) => () => new Promise<string | undefined>((resolve) => setTimeout(() => resolve(value), ms));
const ttl = (value: string | undefined) => (value === undefined ? 10_000 : 60_000);
const staleFor = (value: string | undefined) => (value === undefined ? 0 : 600_000);

/** Settles `promise` within `ms` of fake time, or says it did not. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T | 'still waiting'> {
  let result: T | 'still waiting' = 'still waiting';
  void promise.then((value) => (result = value));
  await vi.advanceTimersByTimeAsync(ms);
  return result;
}

describe('TtlCache', () => {
  it('shares one load between callers and keeps the value for its ttl', async () => {
    const cache = new TtlCache<string | undefined>();
    const load = vi.fn(after(100, 'a'));
    const both = Promise.all([cache.get('k', load, ttl), cache.get('k', load, ttl)]);
    expect(await within(100, both)).toEqual(['a', 'a']);
    vi.setSystemTime(Date.now() + 59_000);
    expect(await within(0, cache.get('k', load, ttl))).toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without staleFor, an expired value waits for the new load', async () => {
    const cache = new TtlCache<string | undefined>();
    await within(0, cache.get('k', after(0, 'old'), ttl));
    vi.setSystemTime(Date.now() + 61_000);
    const waiting = cache.get('k', after(5_000, 'new'), ttl);
    expect(await within(4_999, waiting)).toBe('still waiting');
    expect(await within(1, waiting)).toBe('new');
  });

  it('serves an expired value at once while one refresh runs, then the refreshed value', async () => {
    const cache = new TtlCache<string | undefined>();
    await within(0, cache.get('k', after(0, 'old'), ttl, { staleFor }));
    vi.setSystemTime(Date.now() + 61_000);

    const hung = vi.fn(after(5_000, 'new'));
    expect(await within(0, cache.get('k', hung, ttl, { staleFor }))).toBe('old');
    expect(await within(1_000, cache.get('k', hung, ttl, { staleFor }))).toBe('old');
    expect(await within(0, Promise.all([1, 2, 3].map(() => cache.get('k', hung, ttl, { staleFor }))))).toEqual(['old', 'old', 'old']);
    expect(hung).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(4_000);
    expect(await within(0, cache.get('k', hung, ttl, { staleFor }))).toBe('new');
    expect(hung).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh replaces the stale value: the next caller gets the failure', async () => {
    const cache = new TtlCache<string | undefined>();
    await within(0, cache.get('k', after(0, 'old'), ttl, { staleFor }));
    vi.setSystemTime(Date.now() + 61_000);
    expect(await within(0, cache.get('k', after(5_000, undefined), ttl, { staleFor }))).toBe('old');
    await vi.advanceTimersByTimeAsync(5_000);
    const load = vi.fn(after(0, 'back'));
    expect(await within(0, cache.get('k', load, ttl, { staleFor }))).toBeUndefined();
    // A failure is kept for its own ttl and never served stale: after it, the caller waits.
    vi.setSystemTime(Date.now() + 10_001);
    expect(await within(0, cache.get('k', load, ttl, { staleFor }))).toBe('back');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a rejected refresh keeps the stale value and the next caller tries again', async () => {
    const cache = new TtlCache<string | undefined>();
    await within(0, cache.get('k', after(0, 'old'), ttl, { staleFor }));
    vi.setSystemTime(Date.now() + 61_000);
    const broken = vi.fn(() => Promise.reject(new Error('bug')));
    expect(await within(0, cache.get('k', broken, ttl, { staleFor }))).toBe('old');
    expect(await within(0, cache.get('k', broken, ttl, { staleFor }))).toBe('old');
    expect(broken).toHaveBeenCalledTimes(2);
  });

  it('does not serve a value older than its stale window', async () => {
    const cache = new TtlCache<string | undefined>();
    await within(0, cache.get('k', after(0, 'old'), ttl, { staleFor }));
    vi.setSystemTime(Date.now() + 60_000 + 600_001);
    const waiting = cache.get('k', after(2_000, 'new'), ttl, { staleFor });
    expect(await within(1_999, waiting)).toBe('still waiting');
    expect(await within(1, waiting)).toBe('new');
  });

  it('peek answers what get would serve now, fresh or stale, and never loads', async () => {
    const cache = new TtlCache<string | undefined>();
    expect(cache.peek('k')).toBeUndefined();
    await within(0, cache.get('k', after(0, 'kept'), ttl, { staleFor }));
    expect(await cache.peek('k')).toBe('kept');
    vi.setSystemTime(Date.now() + 60_000 + 1);
    expect(await cache.peek('k')).toBe('kept');
    vi.setSystemTime(Date.now() + 600_000);
    expect(cache.peek('k')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});
