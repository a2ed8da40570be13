// /favourite (spec §2): the units saved in this browser, or a list shared by its link.
import type { Metadata } from 'next';
import { FavouritesPage, favouritesMetadata, type SavedListSearchParams } from '@/features/favourites/server';

export function generateMetadata(): Promise<Metadata> {
  return favouritesMetadata();
}

export default function Page({ searchParams }: { searchParams: Promise<SavedListSearchParams> }) {
  return <FavouritesPage searchParams={searchParams} />;
}
