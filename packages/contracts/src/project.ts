// A sales project (one housing complex) with the statistics the site shows on cards and pages.
import { z } from 'zod';
import { listEnvelope, singleEnvelope } from './envelope';
import { idSchema, yearQuarterSchema } from './vocabulary';

const count = z.number().int().nonnegative();
const rubles = z.number().int().nonnegative();
const area = z.number().nonnegative();

/**
 * Spec §3 "Project statistics", every field 0 when there is nothing to count.
 * amount_* count all units of a type, amount_*_free only AVAILABLE ones; prices are over
 * AVAILABLE and BOOKED units. *_two_bedroom / _three_ / _four_ mean 2-, 3- and 4+-room flats.
 * The min/max_area_* fields are our extension: the area range per type, over the same units as prices.
 */
export const projectStatisticsSchema = z.object({
  amount_flat: count,
  amount_flat_free: count,
  amount_commercial: count,
  amount_commercial_free: count,
  amount_car: count,
  amount_car_free: count,
  amount_store_room: count,
  amount_store_room_free: count,
  min_price_flat: rubles,
  max_price_flat: rubles,
  min_price_studio_room: rubles,
  min_price_two_bedroom: rubles,
  min_price_three_bedroom: rubles,
  min_price_four_bedroom: rubles,
  min_price_commercial: rubles,
  max_price_commercial: rubles,
  min_price_car: rubles,
  max_price_car: rubles,
  min_price_store_room: rubles,
  max_price_store_room: rubles,
  min_area_flat: area,
  max_area_flat: area,
  min_area_commercial: area,
  max_area_commercial: area,
  min_area_car: area,
  max_area_car: area,
  min_area_store_room: area,
  max_area_store_room: area,
});
export type ProjectStatistics = z.infer<typeof projectStatisticsSchema>;

export const salesProjectSchema = z.object({
  /** Equals the CMS Project.Profit_id. */
  id: idSchema,
  title: z.string().min(1),
  slug: z.string().min(1),
  district: z.string().min(1),
  address: z.string().min(1),
  released: z.boolean(),
  /** Completion of the last house. */
  completion: yearQuarterSchema,
  houses_count: z.number().int().positive(),
  statistics: projectStatisticsSchema,
});
export type SalesProject = z.infer<typeof salesProjectSchema>;

export const salesProjectListResponseSchema = listEnvelope(salesProjectSchema);
export type SalesProjectListResponse = z.infer<typeof salesProjectListResponseSchema>;
export const salesProjectResponseSchema = singleEnvelope(salesProjectSchema);
export type SalesProjectResponse = z.infer<typeof salesProjectResponseSchema>;
