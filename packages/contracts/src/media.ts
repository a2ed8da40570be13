// Pictures with clickable areas: facades (floor polygons), floor plans (unit polygons) and renders.
// Polygon points are in the image's own coordinate space (its SVG viewBox is 0 0 width height).
import { z } from 'zod';
import { listEnvelope, singleEnvelope } from './envelope';
import { idSchema, propertyStatusSchema, propertyTypePurposeSchema, svgPointsSchema } from './vocabulary';

const imageFields = {
  image: z.url(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
};

export const facadeFloorSchema = z.object({
  floor: z.number().int(),
  section: z.number().int().positive(),
  points: svgPointsSchema,
  amount_total: z.number().int().nonnegative(),
  amount_free: z.number().int().nonnegative(),
});
export type FacadeFloor = z.infer<typeof facadeFloorSchema>;

export const facadeSchema = z.object({
  id: idSchema,
  house_id: idSchema,
  project_id: idSchema,
  title: z.string().min(1),
  ...imageFields,
  /** One polygon per floor and section (sections can differ in height). */
  floors: z.array(facadeFloorSchema),
});
export type Facade = z.infer<typeof facadeSchema>;

export const floorPlanUnitSchema = z.object({
  property_id: idSchema,
  number: z.string().min(1),
  type_purpose: propertyTypePurposeSchema,
  status: propertyStatusSchema,
  section: z.number().int().positive(),
  rooms_amount: z.number().int().nonnegative(),
  studio: z.boolean(),
  area_total: z.number().positive(),
  price_value: z.number().int().nonnegative(),
  points: svgPointsSchema,
});
export type FloorPlanUnit = z.infer<typeof floorPlanUnitSchema>;

export const floorPlanSchema = z.object({
  house_id: idSchema,
  project_id: idSchema,
  floor: z.number().int(),
  /** Sections drawn on this plan, left to right. */
  sections: z.array(z.number().int().positive()).min(1),
  ...imageFields,
  units: z.array(floorPlanUnitSchema),
});
export type FloorPlan = z.infer<typeof floorPlanSchema>;

export const renderSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  house_id: idSchema.nullable(),
  title: z.string().min(1),
  ...imageFields,
});
export type Render = z.infer<typeof renderSchema>;

export const facadeListResponseSchema = listEnvelope(facadeSchema);
export type FacadeListResponse = z.infer<typeof facadeListResponseSchema>;
export const floorPlanResponseSchema = singleEnvelope(floorPlanSchema);
export type FloorPlanResponse = z.infer<typeof floorPlanResponseSchema>;
export const renderListResponseSchema = listEnvelope(renderSchema);
export type RenderListResponse = z.infer<typeof renderListResponseSchema>;

/** GET /api/floor/{houseId}?floor=N; query values arrive as strings. */
export const floorPlanQuerySchema = z.object({
  floor: z.string({ error: 'floor is required (an integer, -1 for the underground level)' }).regex(/^-?\d{1,3}$/, 'floor must be an integer').transform(Number),
});
export type FloorPlanQuery = z.infer<typeof floorPlanQuerySchema>;
