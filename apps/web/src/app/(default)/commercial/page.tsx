// /commercial: the commercial units on sale, filtered by the URL (features/catalogue).
import type { Metadata } from 'next';
import { ListingPage, listingMetadata, type ListingRoute, type PageSearchParams } from '@/features/catalogue';

export const dynamic = 'force-dynamic';

const route: ListingRoute = {
  kind: 'commercial',
  path: '/commercial',
  fallback: { title: 'Коммерческая недвижимость от застройщика', description: 'Помещения свободного назначения на первых этажах жилых комплексов.' },
};

export function generateMetadata(): Promise<Metadata> {
  return listingMetadata(route);
}

export default function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ListingPage route={route} searchParams={searchParams} />;
}
