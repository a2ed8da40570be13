// What the browser sends to POST /api/vitals: per metric its name, value, rating, the kind of
// navigation and the route pattern. Nothing else: no address, query, id, user agent or cookie.
// Shared by the reporter (which builds it) and the route (whose zod schema mirrors it); this file
// stays free of zod so the browser does not download it.
import type { RoutePattern } from './routes';

export const VITALS_ENDPOINT = '/api/vitals';

/** The metrics reported. FCP, which Next also measures, is left out. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

export const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

/** A metric report can hold at most this many entries (the route refuses more). */
export const MAX_ENTRIES = 8;

export interface VitalsEntry {
  name: VitalName;
  /** Milliseconds, except CLS (a unitless score). */
  value: number;
  rating: VitalRating;
  navigationType: NavigationType;
  route: RoutePattern;
}

export interface VitalsPayload {
  metrics: VitalsEntry[];
}

/** The fields of a web-vitals metric this module reads (the rest, such as entries and id, is dropped). */
export interface MetricLike {
  name: string;
  value: number;
  rating?: string;
  navigationType?: string;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * One payload entry from a measured metric. `route` is the pattern of the page the metric belongs
 * to (routes.ts; never its address). Metrics this site does not report give null.
 */
export function toVitalsEntry(metric: MetricLike, route: RoutePattern): VitalsEntry | null {
  if (!isOneOf(VITAL_NAMES, metric.name) || !isOneOf(VITAL_RATINGS, metric.rating)) return null;
  if (!Number.isFinite(metric.value) || metric.value < 0) return null;
  return {
    name: metric.name,
    // Milliseconds are whole; CLS keeps four decimals (enough to tell 0.1 from 0.25).
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    navigationType: isOneOf(NAVIGATION_TYPES, metric.navigationType) ? metric.navigationType : 'navigate',
    route,
  };
}

/** Fraction of page views that report (0.1 = 10 %). Decided once per page view. */
export const VITALS_SAMPLE_RATE = 0.1;

export function isSampled(rate: number, random: number): boolean {
  return random < rate;
}
