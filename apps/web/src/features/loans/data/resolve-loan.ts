// The CMS entry of a loan page (cache()d: generateMetadata and the page share one request), and
// the mortgage programmes whose rates the calculator offers as presets. A CMS failure throws: the
// route's error screen shows (or the content client's last good copy is served).
import 'server-only';
import { cache } from 'react';
import { fetchLoanBySlug, fetchLoans, type Loan } from '@/upstream/content';

export type LoanSlug = 'mortgage' | 'deffered' | 'tradein';

export const loadLoan = cache(async (slug: LoanSlug): Promise<Loan | null> => fetchLoanBySlug(slug));

export interface RatePreset {
  name: string;
  rate: number;
}

/** Every CMS loan programme, for the presets; null (and a log line) when the CMS cannot list them. Never rejects. */
export async function loadLoanList(): Promise<Loan[] | null> {
  try {
    return await fetchLoans();
  } catch (error) {
    console.warn(`[loans] programme list unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * The programmes with a rate: every CMS loan whose slug starts with "mortgage" (the mortgage page
 * itself and any programme editors add, e.g. "mortgage-family"), in the CMS order, the page's own
 * programme first. The list is a nicety: without it (`null`, the CMS could not list them), the page's own rate alone.
 */
export function ratePresets(own: Loan, loans: Loan[] | null): RatePreset[] {
  const programmes = [own, ...(loans ?? []).filter((loan) => loan.slug !== own.slug)].filter((loan) => loan.slug.startsWith('mortgage') && loan.percent !== null && loan.percent > 0);
  return programmes.map((loan) => ({ name: loan.name, rate: loan.percent! }));
}
