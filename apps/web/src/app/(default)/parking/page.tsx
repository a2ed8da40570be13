// /parking: the parking units on sale, filtered by the URL (features/catalogue).
import type { Metadata } from 'next';
import { ListingPage, listingMetadata, type ListingRoute, type PageSearchParams } from '@/features/catalogue';

export const dynamic = 'force-dynamic';

const route: ListingRoute = {
  kind: 'parking',
  path: '/parking',
  fallback: { title: 'Машино-места', description: 'Машино-места в подземных паркингах жилых комплексов.' },
};

export function generateMetadata(): Promise<Metadata> {
  return listingMetadata(route);
}

export default function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ListingPage route={route} searchParams={searchParams} />;
}
