// /store-room: the storage units on sale, filtered by the URL (features/catalogue).
import type { Metadata } from 'next';
import { ListingPage, listingMetadata, type ListingRoute, type PageSearchParams } from '@/features/catalogue';

export const dynamic = 'force-dynamic';

const route: ListingRoute = {
  kind: 'storage',
  path: '/store-room',
  fallback: { title: 'Кладовые', description: 'Кладовые помещения в жилых комплексах.' },
};

export function generateMetadata(): Promise<Metadata> {
  return listingMetadata(route);
}

export default function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ListingPage route={route} searchParams={searchParams} />;
}
