// /kupit-{n}-komnatnuyu-kvartiru-ot-zastroishika (rewritten here by next.config.ts): the flats on
// sale with n rooms (0 studios, 4 four and more). Any other n is the spec's route-validation 404.
// Other rooms ticked there change the heading and the title with the list (features/catalogue).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FLATS_BY_ROOMS, ListingPage, listingMetadata, type PageSearchParams } from '@/features/catalogue';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ rooms: string }>;
  searchParams: Promise<PageSearchParams>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const route = FLATS_BY_ROOMS[(await params).rooms];
  return route ? listingMetadata(route, searchParams) : {};
}

export default async function Page({ params, searchParams }: Props) {
  const route = FLATS_BY_ROOMS[(await params).rooms];
  if (!route) notFound();
  return <ListingPage route={route} searchParams={searchParams} />;
}
