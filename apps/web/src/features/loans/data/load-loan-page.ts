// What a loan page needs, asked for in one round: the CMS programme, the frame, the unit of
// ?property= (sales-data) and, for the mortgage calculator's presets, the list of programmes. None
// of them needs another, so none waits for another. A missing programme is a 404; a CMS failure of
// the programme throws (the route's error screen); the unit and the list degrade on their own.
import 'server-only';
import { notFound } from 'next/navigation';
import { loadFrame } from '@/platform/frame';
import { resolveLoanUnit } from './loan-unit';
import { loadLoan, loadLoanList, ratePresets, type LoanSlug } from './resolve-loan';

export type SearchParams = Record<string, string | string[] | undefined>;

export async function loadLoanPage(slug: LoanSlug, searchParams: Promise<SearchParams>, { presets = false } = {}) {
  const query = await searchParams;
  const [loan, frame, loanUnit, loans] = await Promise.all([
    loadLoan(slug),
    loadFrame(),
    resolveLoanUnit(query.property),
    presets ? loadLoanList() : Promise.resolve(null),
  ]);
  if (!loan) notFound();
  return { loan, query, loanUnit, consentVersion: frame.privacyPolicyVersion, phone: frame.phones[0] ?? null, presets: presets ? ratePresets(loan, loans) : [] };
}
