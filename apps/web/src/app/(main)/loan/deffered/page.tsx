// /loan/deffered: the installment plan (spelled so in the spec route) and its calculator (features/loans). With ?property=<id>, for one unit.
import type { Metadata } from 'next';
import { DefferedPage, loanMetadata, type SearchParams } from '@/features/loans/server';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return loanMetadata('deffered');
}

export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <DefferedPage searchParams={searchParams} />;
}
