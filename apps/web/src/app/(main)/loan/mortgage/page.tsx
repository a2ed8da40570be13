// /loan/mortgage: the mortgage programme and its annuity calculator (features/loans). With ?property=<id>, for one unit.
import type { Metadata } from 'next';
import { MortgagePage, loanMetadata, type SearchParams } from '@/features/loans/server';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return loanMetadata('mortgage');
}

export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <MortgagePage searchParams={searchParams} />;
}
