// A sellable unit (flat, commercial premises, parking place or storage room) in Profitbase v4 terms.
import { z } from 'zod';
import { listEnvelope, singleEnvelope } from './envelope';
import { finishingSchema, idSchema, propertyStatusSchema, propertyTypePurposeSchema, yearQuarterSchema } from './vocabulary';

export const propertySchema = z.object({
  id: idSchema,
  /** The unit number as printed in documents: "125" for a flat, "П-3", "М-41", "К-12" for the others. */
  number: z.string().min(1),
  type_purpose: propertyTypePurposeSchema,
  status: propertyStatusSchema,
  project_id: idSchema,
  project_title: z.string().min(1),
  house_id: idSchema,
  house_title: z.string().min(1),
  section: z.number().int().positive(),
  /** -1 is the underground level (parking, storage rooms); 1 is the ground floor. */
  floor: z.number().int(),
  /** Floors above ground in this unit's section. */
  floors_total: z.number().int().positive(),
  /** 0 for a studio and for non-residential units. */
  rooms_amount: z.number().int().nonnegative(),
  studio: z.boolean(),
  area_total: z.number().positive(),
  area_living: z.number().positive().nullable(),
  area_kitchen: z.number().positive().nullable(),
  /** Whole rubles. */
  price_value: z.number().int().nonnegative(),
  /** Whole rubles per square metre of area_total. */
  price_per_meter: z.number().int().nonnegative(),
  /**
   * The price before a discount, whole rubles, always above price_value; null when the unit has
   * no discount. The discount is price_old - price_value. An answer without the field (a service
   * older than the field) reads as null, so web and sales-data can be updated in either order.
   */
  price_old: z.number().int().positive().nullable().default(null),
  /** Absolute URL of an SVG plan. */
  plan_image: z.url(),
  finishing: finishingSchema,
  development_end: yearQuarterSchema,
  /**
   * When the unit last changed (status, price), ISO 8601 with an offset: the sitemap's lastmod of
   * the unit's page. An answer without the field (a service older than the field) reads as null.
   */
  updated_at: z.iso.datetime({ offset: true }).nullable().default(null),
}).refine((p) => p.price_old === null || p.price_old > p.price_value, { message: 'price_old must be above price_value (or null)', path: ['price_old'] });
export type Property = z.infer<typeof propertySchema>;

export const propertyListResponseSchema = listEnvelope(propertySchema);
export type PropertyListResponse = z.infer<typeof propertyListResponseSchema>;
export const propertyResponseSchema = singleEnvelope(propertySchema);
export type PropertyResponse = z.infer<typeof propertyResponseSchema>;

/**
 * Body of the test controls' PUT /api/test/property/{id}/status: end-to-end tests switch a unit
 * (e.g. to SOLD). Mounted only when the service runs with SALES_DATA_TEST_CONTROLS=1.
 */
export const propertyStatusChangeSchema = z.strictObject({ status: propertyStatusSchema });
export type PropertyStatusChange = z.infer<typeof propertyStatusChangeSchema>;
