// The calculators' inputs as the visitor typed them, read from and written to the page's query
// (so a link or a reload keeps them), and checked against the limits with Russian messages.
// Pure and browser-safe: the page reads the first state on the server, the calculator keeps it.
import { LIMITS, percentToRubles, rublesToPercent } from '@/lib/finance';
import { loansTexts } from '../texts';

const e = loansTexts.errors;

export type DownUnit = 'pct' | 'rub';
export type TermUnit = 'y' | 'm';

export interface MortgageFields {
  price: string;
  down: string;
  downUnit: DownUnit;
  term: string;
  termUnit: TermUnit;
  rate: string;
}

export interface InstallmentFields {
  price: string;
  first: string;
  firstUnit: DownUnit;
  months: string;
}

type Query = Record<string, string | string[] | undefined>;

const one = (query: Query, name: string): string | undefined => {
  const value = query[name];
  const text = Array.isArray(value) ? value[0] : value;
  // Only what an input could hold: digits, a separator, spaces; anything else is ignored.
  return text !== undefined && /^[\d\s.,]{1,16}$/.test(text) ? text.trim() : undefined;
};

/** The unit a pasted value may carry after its number: «6 262 000 ₽», «6 262 000 руб.», «5,9 %». */
export const TRAILING_UNIT = /[\s\u00a0\u202f]*(?:₽|руб(?:\.|лей)?|р\.|%)[\s\u00a0\u202f]*$/i;

/** "1 234 567,5" → 1234567.5, "5,9 %" → 5.9; null when it is not a number. */
export function parseNumber(text: string): number | null {
  const clean = text.replace(TRAILING_UNIT, '').replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}

/** What the page starts with: the query's values over the defaults. */
export function mortgageFieldsFromQuery(query: Query, defaults: MortgageFields): MortgageFields {
  const downUnit = query.downIn === 'rub' ? 'rub' : query.downIn === 'pct' ? 'pct' : defaults.downUnit;
  const termUnit = query.termIn === 'm' ? 'm' : query.termIn === 'y' ? 'y' : defaults.termUnit;
  return {
    price: one(query, 'price') ?? defaults.price,
    down: one(query, 'down') ?? defaults.down,
    downUnit,
    term: one(query, 'term') ?? defaults.term,
    termUnit,
    rate: one(query, 'rate') ?? defaults.rate,
  };
}

export function installmentFieldsFromQuery(query: Query, defaults: InstallmentFields): InstallmentFields {
  return {
    price: one(query, 'price') ?? defaults.price,
    first: one(query, 'first') ?? defaults.first,
    firstUnit: query.firstIn === 'rub' ? 'rub' : query.firstIn === 'pct' ? 'pct' : defaults.firstUnit,
    months: one(query, 'months') ?? defaults.months,
  };
}

/** The query a calculator writes: its fields, with the page's own parameters (property) kept. */
export function fieldsToQuery(fields: Record<string, string>, keep: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) if (value !== undefined) search.set(name, value);
  for (const [name, value] of Object.entries(fields)) search.set(name, value.trim());
  return search.toString();
}

export type Errors<K extends string> = Partial<Record<K, string>>;

function checkPrice(text: string): { price: number | null; error?: string } {
  const price = parseNumber(text);
  if (price === null) return { price: null, error: e.price };
  if (price < LIMITS.minPrice || price > LIMITS.maxPrice) return { price: null, error: e.price };
  return { price: Math.round(price) };
}

/**
 * The down payment in rubles, or an error; `price` may be unknown (then percent is only
 * range-checked). `minPercent` is the programme's least down payment (the CMS loan's), 0 for none.
 */
function checkDown(text: string, unit: DownUnit, price: number | null, minPercent: number): { rubles: number | null; error?: string } {
  const value = parseNumber(text);
  if (unit === 'pct') {
    if (value === null || value < minPercent || value > 100) return { rubles: null, error: e.downPercent(minPercent) };
    return { rubles: price === null ? null : percentToRubles(price, value) };
  }
  const least = price === null ? null : percentToRubles(price, minPercent);
  if (value === null || (price !== null && least !== null && (value < least || value > price))) return { rubles: null, error: e.downRubles(least, minPercent) };
  return { rubles: Math.round(value) };
}

export interface MortgageCheck {
  errors: Errors<'price' | 'down' | 'term' | 'rate'>;
  input: { price: number; downPayment: number; rate: number; years: number } | null;
}

export function checkMortgage(fields: MortgageFields, minDownPercent = 0): MortgageCheck {
  const errors: MortgageCheck['errors'] = {};
  const { price, error: priceError } = checkPrice(fields.price);
  if (priceError) errors.price = priceError;
  const { rubles, error: downError } = checkDown(fields.down, fields.downUnit, price, minDownPercent);
  if (downError) errors.down = downError;
  const term = parseNumber(fields.term);
  const totalMonths = term === null ? null : fields.termUnit === 'y' ? Math.round(term * 12) : term;
  if (totalMonths === null || !Number.isInteger(totalMonths) || totalMonths < LIMITS.minMonths || totalMonths > LIMITS.maxMonths) errors.term = e.term;
  const rate = parseNumber(fields.rate);
  if (rate === null || rate > LIMITS.maxRate) errors.rate = e.rate;
  if (Object.keys(errors).length > 0 || price === null || rubles === null || totalMonths === null || rate === null) return { errors, input: null };
  return { errors, input: { price, downPayment: rubles, rate, years: totalMonths / 12 } };
}

export interface InstallmentCheck {
  errors: Errors<'price' | 'first' | 'months'>;
  input: { price: number; firstPayment: number; months: number } | null;
}

/** `fixedMonths`: the months until the unit's house is completed (then the field is not asked). */
export function checkInstallment(fields: InstallmentFields, fixedMonths: number | null, minFirstPercent = 0): InstallmentCheck {
  const errors: InstallmentCheck['errors'] = {};
  const { price, error: priceError } = checkPrice(fields.price);
  if (priceError) errors.price = priceError;
  const { rubles, error: firstError } = checkDown(fields.first, fields.firstUnit, price, minFirstPercent);
  if (firstError) errors.first = firstError;
  const months = fixedMonths ?? parseNumber(fields.months);
  if (months === null || !Number.isInteger(months) || months < 1 || (fixedMonths === null && months > LIMITS.maxInstallmentMonths)) errors.months = e.months;
  if (Object.keys(errors).length > 0 || price === null || rubles === null || months === null) return { errors, input: null };
  return { errors, input: { price, firstPayment: rubles, months } };
}

/** The same down payment in the other unit, as the field shows it after the toggle. */
export function convertDown(text: string, from: DownUnit, priceText: string): string {
  const value = parseNumber(text);
  const price = parseNumber(priceText);
  if (value === null || price === null || price <= 0) return text;
  return from === 'pct' ? String(percentToRubles(price, value)) : String(rublesToPercent(price, value)).replace('.', ',');
}

/** The term in the other unit: years ↔ months (years keep up to two decimals). */
export function convertTerm(text: string, from: TermUnit): string {
  const value = parseNumber(text);
  if (value === null) return text;
  return from === 'y' ? String(Math.round(value * 12)) : String(Math.round((value / 12) * 100) / 100).replace('.', ',');
}
