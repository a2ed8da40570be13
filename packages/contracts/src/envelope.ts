// Response envelopes shared by every endpoint: lists carry paging meta, singles carry one record,
// errors carry the HTTP status, an English message and optional per-field messages.
import { z } from 'zod';

export const listMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

export function singleEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

export interface ListResponse<T> {
  data: T[];
  meta: ListMeta;
}

export interface SingleResponse<T> {
  data: T;
}

export const errorResponseSchema = z.object({
  error: z.object({
    status: z.number().int().min(400).max(599),
    message: z.string().min(1),
    /** Per-field messages keyed by the body path (`consent.at`) or the query parameter (`filter[status]`). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  units: z.number().int().nonnegative(),
  started_at: z.iso.datetime(),
  uptime_s: z.number().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;
