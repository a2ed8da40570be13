// The closed vocabularies of the sales-data API (Profitbase API v4 names): unit types, statuses,
// finishing levels and lead form kinds. Everything else in the contract builds on these.
import { z } from 'zod';

export const PROPERTY_TYPE_PURPOSES = ['residential', 'commercial', 'parking', 'storage'] as const;
export const propertyTypePurposeSchema = z.enum(PROPERTY_TYPE_PURPOSES);
export type PropertyTypePurpose = z.infer<typeof propertyTypePurposeSchema>;

/** AVAILABLE is "free" in the statistics; prices are taken over AVAILABLE and BOOKED units. */
export const PROPERTY_STATUSES = ['AVAILABLE', 'BOOKED', 'SOLD'] as const;
export const propertyStatusSchema = z.enum(PROPERTY_STATUSES);
export type PropertyStatus = z.infer<typeof propertyStatusSchema>;

/** Finishing codes; the web maps them to Russian labels ("Без отделки", "Предчистовая", "Чистовая"). */
export const FINISHINGS = ['none', 'white_box', 'full'] as const;
export const finishingSchema = z.enum(FINISHINGS);
export type Finishing = z.infer<typeof finishingSchema>;

export const LEAD_FORMS = ['callback', 'property', 'loan', 'question'] as const;
export const leadFormSchema = z.enum(LEAD_FORMS);
export type LeadForm = z.infer<typeof leadFormSchema>;

/** A completion date as the sales system keeps it: a year and a quarter. */
export const yearQuarterSchema = z.object({
  year: z.number().int().min(2000).max(2100),
  quarter: z.number().int().min(1).max(4),
});
export type YearQuarter = z.infer<typeof yearQuarterSchema>;

/** SVG polygon points in the coordinate space of the image they belong to: "x1,y1 x2,y2 …". */
export const svgPointsSchema = z.string().regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?( -?\d+(\.\d+)?,-?\d+(\.\d+)?){2,}$/, 'expected SVG polygon points "x,y x,y x,y…"');

export const idSchema = z.number().int().positive();
