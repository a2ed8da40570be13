// The process-wide rate limiter of POST /api/vitals, on globalThis because Next may load this
// module into more than one bundle.
import 'server-only';
import { getConfig } from '@/lib/config';
import { createRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import { sharedRedisConnection } from '@/lib/redis/client';
import type { VitalsDependencies } from './handle-vitals';

/** Beacons per address per minute: a sampled page view sends one or two; more is a script, and each beacon is up to 8 log lines. */
export const VITALS_RATE_LIMIT = { limit: 20, windowMs: 60_000 } as const;

const KEY = Symbol.for('novostroy.vitals-limiter');
type WithLimiter = typeof globalThis & { [KEY]?: RateLimit };

export function vitalsDependencies(): VitalsDependencies {
  const holder = globalThis as WithLimiter;
  const { siteUrl, redis } = getConfig();
  // Across instances with REDIS_URL (lib/http/rate-limit.ts), in this process otherwise.
  holder[KEY] ??= createRateLimit('vitals', { ...VITALS_RATE_LIMIT, maxKeys: 10_000 }, redis && { keyPrefix: redis.keyPrefix, connection: sharedRedisConnection(redis.url) });
  return { siteUrl, limiter: holder[KEY], log: (line) => console.info(line) };
}
