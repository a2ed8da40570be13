// Price figures: the mortgage calculator's monthly payment, completion years and prices per m².
import { z } from 'zod';
import { listEnvelope, singleEnvelope } from './envelope';
import { idSchema, propertyTypePurposeSchema } from './vocabulary';

/** Defaults of GET /api/monthly_payment/{id} when a query parameter is absent. */
export const MONTHLY_PAYMENT_DEFAULTS = { rate: 6, years: 20, initial_payment_percent: 20 } as const;

const decimal = (name: string) => z.string().trim().regex(/^\d+(\.\d+)?$/, `${name} must be a non-negative number`).transform(Number);

/** Query of GET /api/monthly_payment/{id}: every value arrives as a string. */
export const monthlyPaymentQuerySchema = z
  .object({
    /** Annual interest rate in percent, 0–50. */
    rate: decimal('rate').pipe(z.number().max(50, 'rate must be at most 50 (percent a year)')).optional(),
    /** Loan term in whole years, 1–30. */
    years: z
      .string()
      .trim()
      .regex(/^\d+$/, 'years must be a whole number')
      .transform(Number)
      .pipe(z.number().min(1, 'years must be at least 1').max(30, 'years must be at most 30'))
      .optional(),
    /** Down payment in rubles; must be below the price. Exclusive with initial_payment_percent. */
    initial_payment: decimal('initial_payment').optional(),
    /** Down payment in percent of the price, 0–99. */
    initial_payment_percent: decimal('initial_payment_percent').pipe(z.number().max(99, 'initial_payment_percent must be at most 99')).optional(),
  })
  .refine((q) => q.initial_payment === undefined || q.initial_payment_percent === undefined, {
    message: 'give initial_payment or initial_payment_percent, not both',
    path: ['initial_payment'],
  });
export type MonthlyPaymentQuery = z.infer<typeof monthlyPaymentQuerySchema>;

export const monthlyPaymentSchema = z.object({
  property_id: idSchema,
  price_value: z.number().int().nonnegative(),
  initial_payment: z.number().int().nonnegative(),
  /** The down payment as a percentage of the price, two decimals. */
  initial_payment_percent: z.number().nonnegative(),
  loan_amount: z.number().int().nonnegative(),
  rate: z.number().nonnegative(),
  years: z.number().int().positive(),
  months: z.number().int().positive(),
  /** Annuity payment, whole rubles. */
  monthly_payment: z.number().int().nonnegative(),
  total_payment: z.number().int().nonnegative(),
  overpayment: z.number().int().nonnegative(),
});
export type MonthlyPayment = z.infer<typeof monthlyPaymentSchema>;
export const monthlyPaymentResponseSchema = singleEnvelope(monthlyPaymentSchema);
export type MonthlyPaymentResponse = z.infer<typeof monthlyPaymentResponseSchema>;

/** One completion year over the houses that match the query. */
export const developmentEndYearSchema = z.object({
  year: z.number().int(),
  quarters: z.array(z.number().int().min(1).max(4)),
  houses_count: z.number().int().positive(),
  projects_count: z.number().int().positive(),
  project_ids: z.array(idSchema),
  /** AVAILABLE flats in those houses. */
  amount_flat_free: z.number().int().nonnegative(),
});
export type DevelopmentEndYear = z.infer<typeof developmentEndYearSchema>;
export const developmentEndListResponseSchema = listEnvelope(developmentEndYearSchema);
export type DevelopmentEndListResponse = z.infer<typeof developmentEndListResponseSchema>;

/** Price per m² of one unit type in one project, over AVAILABLE and BOOKED units (null when there are none). */
export const squareMeterPriceSchema = z.object({
  project_id: idSchema,
  type_purpose: propertyTypePurposeSchema,
  amount: z.number().int().nonnegative(),
  min_price_per_meter: z.number().int().nonnegative().nullable(),
  max_price_per_meter: z.number().int().nonnegative().nullable(),
  avg_price_per_meter: z.number().int().nonnegative().nullable(),
});
export type SquareMeterPrice = z.infer<typeof squareMeterPriceSchema>;
export const squareMeterListResponseSchema = listEnvelope(squareMeterPriceSchema);
export type SquareMeterListResponse = z.infer<typeof squareMeterListResponseSchema>;
