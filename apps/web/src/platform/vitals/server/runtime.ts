// The process-wide rate limiter of POST /api/vitals, on globalThis because Next may load this
// module into more than one bundle.
import 'server-only';
import { RateLimiter } from '@/lib/http/guards';
import { getConfig } from '@/lib/config';
import type { VitalsDependencies } from './handle-vitals';

/** Beacons per address per minute: a sampled page view sends one or two; more is a script, and each beacon is up to 8 log lines. */
export const VITALS_RATE_LIMIT = { limit: 20, windowMs: 60_000 } as const;

const KEY = Symbol.for('novostroy.vitals-limiter');
type WithLimiter = typeof globalThis & { [KEY]?: RateLimiter };

export function vitalsDependencies(): VitalsDependencies {
  const holder = globalThis as WithLimiter;
  holder[KEY] ??= new RateLimiter({ ...VITALS_RATE_LIMIT, maxKeys: 10_000 });
  return { siteUrl: getConfig().siteUrl, limiter: holder[KEY], log: (line) => console.info(line) };
}
