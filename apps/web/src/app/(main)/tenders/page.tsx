// /tenders: the developer's contractor tenders and the participation request (features/tenders).
import type { Metadata } from 'next';
import { TendersPage, tenderTexts, type TendersSearchParams } from '@/features/tenders';
import { pageMetadata } from '@/platform/seo';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata(tenderTexts.path, tenderTexts.fallback);
}

export default function Page({ searchParams }: { searchParams: Promise<TendersSearchParams> }) {
  return <TendersPage searchParams={searchParams} />;
}
