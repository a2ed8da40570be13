import { describe, expect, it, vi } from 'vitest';
import type { RedisClient, RedisConnection } from '@/lib/redis/client';
import { RateLimiter } from './guards';
import { SharedRateLimiter, createRateLimit } from './rate-limit';

function fakeConnection(client: Partial<Record<'eval' | 'zRem', (...args: unknown[]) => Promise<unknown>>> | undefined) {
  const failures: unknown[] = [];
  const connection: RedisConnection = {
    ready: () => client as unknown as RedisClient | undefined,
    noteFailure: (error) => failures.push(error),
  };
  return { connection: Promise.resolve(connection), failures };
}

const options = { name: 'leads', keyPrefix: 'test:', limit: 2, windowMs: 60_000 };

describe('RateLimiter (in process)', () => {
  it('gives a counted request back, so the visitor has the whole limit again', () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 });
    const first = limiter.take('a');
    expect(first.allowed).toBe(true);
    if (first.allowed) first.giveBack();
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });
});

describe('SharedRateLimiter', () => {
  it('counts on Redis with one script call per request and answers its refusal with Retry-After', async () => {
    const evalCalls: unknown[][] = [];
    const answers: unknown[] = [[1, '1700000000000:x'], [0, 12_345]];
    const { connection } = fakeConnection({ eval: async (...args) => (evalCalls.push(args), answers.shift()) });
    const limiter = new SharedRateLimiter({ ...options, connection });
    expect((await limiter.take('203.0.113.7')).allowed).toBe(true);
    expect(await limiter.take('203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 13 });
    expect(evalCalls).toHaveLength(2);
    expect(evalCalls[0]![1]).toMatchObject({ keys: ['test:rate:leads:203.0.113.7'], arguments: ['2', '60000', expect.any(String)] });
  });

  it('gives a request back on Redis by removing its own entry', async () => {
    const zRem = vi.fn(async () => 1);
    const { connection } = fakeConnection({ eval: async () => [1, '1700000000000:abc'], zRem });
    const decision = await new SharedRateLimiter({ ...options, connection }).take('203.0.113.7');
    expect(decision.allowed).toBe(true);
    if (decision.allowed) decision.giveBack?.();
    expect(zRem).toHaveBeenCalledWith('test:rate:leads:203.0.113.7', '1700000000000:abc');
  });

  it('counts in this process while Redis is down, never refusing because of Redis', async () => {
    const { connection } = fakeConnection(undefined);
    const limiter = new SharedRateLimiter({ ...options, connection });
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(true);
    // The in-process limit still holds.
    expect((await limiter.take('a')).allowed).toBe(false);
  });

  it('falls back to this process when Redis fails or answers too slowly, and reports the failure', async () => {
    const failing = fakeConnection({ eval: async () => Promise.reject(new Error('READONLY')) });
    expect((await new SharedRateLimiter({ ...options, connection: failing.connection }).take('a')).allowed).toBe(true);
    expect(failing.failures).toHaveLength(1);

    const hung = fakeConnection({ eval: () => new Promise(() => undefined) });
    const started = Date.now();
    expect((await new SharedRateLimiter({ ...options, connection: hung.connection, timeoutMs: 50 }).take('a')).allowed).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(String(hung.failures[0])).toMatch(/no answer within 50 ms/);
  });

  it('falls back when the Redis client could not even be loaded', async () => {
    const limiter = new SharedRateLimiter({ ...options, connection: Promise.reject(new Error('Cannot find module')) });
    expect((await limiter.take('a')).allowed).toBe(true);
  });

  it('is the in-process limiter when Redis is not configured', () => {
    expect(createRateLimit('leads', { limit: 1, windowMs: 1000 }, undefined)).toBeInstanceOf(RateLimiter);
    expect(createRateLimit('leads', { limit: 1, windowMs: 1000 }, { keyPrefix: 'x:', connection: undefined })).toBeInstanceOf(RateLimiter);
  });
});
