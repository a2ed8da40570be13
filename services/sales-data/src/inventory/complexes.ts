// The shared demo complexes (data/demo/complexes.json), bundled into the service and checked on load.
import { z } from 'zod';
import demo from '../../../../data/demo/complexes.json';

export const demoComplexSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  profitId: z.number().int().positive().max(200_000),
  legacyId: z.number().int().positive(),
  district: z.string().min(1),
  address: z.string().min(1),
  lat: z.number(),
  lng: z.number(),
  released: z.boolean(),
  completion: z.string().regex(/^\d{4}-Q[1-4]$/),
  houses: z.number().int().min(1).max(9),
});
export type DemoComplex = z.infer<typeof demoComplexSchema>;

const demoFileSchema = z.object({ complexes: z.array(demoComplexSchema).min(1) });

export function loadDemoComplexes(): DemoComplex[] {
  return demoFileSchema.parse(demo).complexes;
}
