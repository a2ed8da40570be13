// The per-visitor rate limits of the public POSTs (leads, web vitals), counted in this process
// (guards.ts RateLimiter) or, with REDIS_URL, across every web instance on Redis (a sliding
// window, lib/redis/sliding-window.ts), so a visitor gets the same limit whichever instance the
// proxy picks. Redis never refuses a lead: while it is down, slow or not configured, the
// in-process limiter counts instead (the effective limit behind N instances is then at most N
// times the configured one, as before).
import type { RedisConnection } from '@/lib/redis/client';
import { giveBackToWindow, takeFromWindow } from '@/lib/redis/sliding-window';
import { RateLimiter } from './guards';

export type RateDecision =
  | {
      allowed: true;
      /** Un-counts this request (the server failed it, e.g. the lead could not be stored): the visitor's retry is not held against them. */
      giveBack?: () => void;
    }
  | { allowed: false; retryAfterSeconds: number };

export interface RateLimit {
  /** Counts one request for `key`; refused requests are not counted. */
  take(key: string): RateDecision | Promise<RateDecision>;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** Keys the in-process limiter keeps at most. */
  maxKeys?: number;
}

export interface SharedRateLimiterOptions extends RateLimitOptions {
  /** Part of the Redis key: two limits with different names count apart. */
  name: string;
  connection: Promise<RedisConnection>;
  keyPrefix: string;
  /** A Redis answer slower than this is not waited for: the in-process limiter decides. */
  timeoutMs?: number;
}

export const REDIS_RATE_LIMIT_TIMEOUT_MS = 250;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Counts on Redis while it answers, in this process otherwise. */
export class SharedRateLimiter implements RateLimit {
  private readonly local: RateLimiter;

  constructor(private readonly options: SharedRateLimiterOptions) {
    this.local = new RateLimiter(options);
  }

  async take(key: string): Promise<RateDecision> {
    const connection = await this.options.connection.catch(() => undefined);
    const client = connection?.ready();
    if (connection && client) {
      const redisKey = `${this.options.keyPrefix}rate:${this.options.name}:${key}`;
      try {
        const taken = await withTimeout(takeFromWindow(client, redisKey, this.options.limit, this.options.windowMs), this.options.timeoutMs ?? REDIS_RATE_LIMIT_TIMEOUT_MS);
        if (!taken.allowed) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(taken.retryAfterMs / 1000)) };
        return {
          allowed: true,
          giveBack: () => {
            giveBackToWindow(client, redisKey, taken.member).catch((error: unknown) => connection.noteFailure(error));
          },
        };
      } catch (error) {
        connection.noteFailure(error);
      }
    }
    return this.local.take(key);
  }
}

/** The limit `name`: on Redis when `redis` is configured (REDIS_URL), in this process otherwise. */
export function createRateLimit(
  name: string,
  options: RateLimitOptions,
  redis: { keyPrefix: string; connection: Promise<RedisConnection> | undefined } | undefined,
): RateLimit {
  if (!redis?.connection) return new RateLimiter(options);
  return new SharedRateLimiter({ ...options, name, keyPrefix: redis.keyPrefix, connection: redis.connection });
}
