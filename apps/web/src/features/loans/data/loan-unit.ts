// ?property=<id> on a loan page: the unit whose price the calculators start from, or the short note
// the page shows instead (a wrong or unknown id, a sold unit, sales-data not answering). Never throws.
import 'server-only';
import { cache } from 'react';
import type { Property } from '@novostroy/contracts';
import { unitTexts } from '@/features/unit';
import { monthsUntilCompletion } from '@/lib/finance';
import { fetchUnit } from '@/upstream/sales';
import { loansTexts } from '../texts';

export type LoanUnit =
  | { kind: 'none' }
  | { kind: 'unit'; unit: Property; monthsToCompletion: number }
  | { kind: 'note'; note: string };

const ID = /^[1-9]\d{0,9}$/;
const t = loansTexts.unit;

export const resolveLoanUnit = cache(async (raw: string | string[] | undefined): Promise<LoanUnit> => {
  if (raw === undefined) return { kind: 'none' };
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (text === undefined || text === '') return { kind: 'none' };
  if (!ID.test(text)) return { kind: 'note', note: t.invalid };
  let unit: Property | null | undefined;
  try {
    unit = await fetchUnit(Number(text));
  } catch {
    unit = undefined;
  }
  if (unit === undefined) return { kind: 'note', note: t.unavailable };
  if (unit === null) return { kind: 'note', note: t.missing };
  if (unit.status === 'SOLD' || unit.price_value <= 0) return { kind: 'note', note: `${unitTexts.soldClause(unit.type_purpose)} — ${t.soldAdvice}` };
  return { kind: 'unit', unit, monthsToCompletion: monthsUntilCompletion(unit.development_end, new Date()) };
});

/** The property id to keep in the calculators' query (only a valid unit's). */
export function propertyParam(loanUnit: LoanUnit): string | undefined {
  return loanUnit.kind === 'unit' ? String(loanUnit.unit.id) : undefined;
}

/** The calculators' price label for a unit other than a flat; undefined keeps «Стоимость квартиры». */
export function priceLabel(loanUnit: LoanUnit): string | undefined {
  if (loanUnit.kind !== 'unit' || loanUnit.unit.type_purpose === 'residential') return undefined;
  return loansTexts.form.priceOf[loanUnit.unit.type_purpose];
}
