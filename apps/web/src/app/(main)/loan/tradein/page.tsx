// /loan/tradein: trade-in: how it works and the request (features/loans). With ?property=<id>, for one unit.
import type { Metadata } from 'next';
import { TradeinPage, loanMetadata, type SearchParams } from '@/features/loans/server';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return loanMetadata('tradein');
}

export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <TradeinPage searchParams={searchParams} />;
}
