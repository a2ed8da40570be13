// Value rules the three formats share, over the parsed feed (every value is text).
import { z } from 'zod';

export const text = z.string().trim().min(1);
export const digits = z.string().regex(/^\d+$/, 'expected digits only');
export const wholeNumber = z.string().regex(/^-?\d+$/, 'expected a whole number');
export const positiveInteger = z.string().regex(/^[1-9]\d*$/, 'expected a positive whole number');
/** A positive decimal with a dot: "56.4". */
export const positiveDecimal = z.string().regex(/^\d+(\.\d+)?$/, 'expected a decimal with a dot').refine((value) => Number(value) > 0, 'must be above 0');
export const httpUrl = z.url({ protocol: /^https?$/ });
/** "2026-11-25T04:07:28+00:00" */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\+\d{2}:\d{2}|Z)$/, 'expected YYYY-MM-DDTHH:mm:ss+00:00');
export const internationalPhone = z.string().regex(/^\+7\d{10}$/, 'expected +7 and ten digits');

/** Offer ids must not repeat within one feed. */
export const uniqueBy =
  <T>(key: (item: T) => string, what: string) =>
  (items: T[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    for (const [index, item] of items.entries()) {
      const id = key(item);
      if (seen.has(id)) context.addIssue({ code: 'custom', message: `${what} ${id} repeats`, path: [index] });
      seen.add(id);
    }
  };
