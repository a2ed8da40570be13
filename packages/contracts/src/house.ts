// A house (building, "литер") of a project: its sections, floors and completion quarter.
import { z } from 'zod';
import { listEnvelope } from './envelope';
import { idSchema, yearQuarterSchema } from './vocabulary';

export const houseSectionSchema = z.object({
  number: z.number().int().positive(),
  floors_count: z.number().int().positive(),
});
export type HouseSection = z.infer<typeof houseSectionSchema>;

export const houseSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  /** "Литер 2" */
  title: z.string().min(1),
  number: z.number().int().positive(),
  released: z.boolean(),
  development_end: yearQuarterSchema,
  sections_count: z.number().int().positive(),
  /** The tallest section's floors above ground. */
  floors_count: z.number().int().positive(),
  sections: z.array(houseSectionSchema).min(1),
  /** Every level that has a floor plan, ascending; -1 is the underground level. */
  floors: z.array(z.number().int()).min(1),
  amount_total: z.number().int().nonnegative(),
  amount_free: z.number().int().nonnegative(),
  /** Absolute URL of the facade SVG (see /api/facades for its floor polygons). */
  facade_image: z.url(),
});
export type House = z.infer<typeof houseSchema>;

export const houseListResponseSchema = listEnvelope(houseSchema);
export type HouseListResponse = z.infer<typeof houseListResponseSchema>;
