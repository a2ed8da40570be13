// /favourite/compare: up to four saved units side by side.
import type { Metadata } from 'next';
import { ComparePage, compareMetadata, type SavedListSearchParams } from '@/features/favourites/server';

export function generateMetadata(): Promise<Metadata> {
  return compareMetadata();
}

export default function Page({ searchParams }: { searchParams: Promise<SavedListSearchParams> }) {
  return <ComparePage searchParams={searchParams} />;
}
