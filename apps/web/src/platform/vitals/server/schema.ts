// The shape POST /api/vitals accepts. Values outside what a browser can measure (a negative time,
// an LCP of an hour) are refused: they come from a broken or hostile client, not from a visitor.
import { z } from 'zod';
import { MAX_ENTRIES, NAVIGATION_TYPES, VITAL_RATINGS, type VitalName } from '../payload';
import { ROUTE_PATTERNS, UNMATCHED_ROUTE } from '../routes';

/** Largest plausible value per metric: milliseconds, CLS a unitless score. */
export const VITAL_MAXIMUM: Record<VitalName, number> = {
  LCP: 120_000,
  TTFB: 120_000,
  INP: 60_000,
  CLS: 50,
};

const value = (max: number) => z.number().finite().min(0).max(max);
const common = {
  rating: z.enum(VITAL_RATINGS),
  navigationType: z.enum(NAVIGATION_TYPES),
  route: z.enum([...ROUTE_PATTERNS, UNMATCHED_ROUTE]),
};

const entry = z.discriminatedUnion('name', [
  z.strictObject({ name: z.literal('LCP'), value: value(VITAL_MAXIMUM.LCP), ...common }),
  z.strictObject({ name: z.literal('INP'), value: value(VITAL_MAXIMUM.INP), ...common }),
  z.strictObject({ name: z.literal('CLS'), value: value(VITAL_MAXIMUM.CLS), ...common }),
  z.strictObject({ name: z.literal('TTFB'), value: value(VITAL_MAXIMUM.TTFB), ...common }),
]);

export const vitalsPayloadSchema = z.strictObject({
  metrics: z.array(entry).min(1).max(MAX_ENTRIES),
});
