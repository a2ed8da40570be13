// The listing routes (/commercial, /parking, /store-room) are one page with another kind: the
// route files bind the kind, its path and its fallback texts.
import type { Metadata } from 'next';
import { pageMetadata, pageTexts } from '@/platform/seo';
import { CatalogueListing } from '../components/catalogue-listing';
import type { CatalogueKind, RoomOption } from '../data/catalogue-query';
import { loadListing, type PageSearchParams } from '../data/load-listing';

export interface ListingRoute {
  kind: CatalogueKind;
  path: string;
  /** Used when the CMS Page list has no entry for the path. */
  fallback: { title: string; description: string };
  /** A flats listing by room count: the room option its URL stands for. */
  presetRooms?: RoomOption[];
}

export function listingMetadata(route: ListingRoute): Promise<Metadata> {
  return pageMetadata(route.path, route.fallback);
}

export async function ListingPage({ route, searchParams }: { route: ListingRoute; searchParams: Promise<PageSearchParams> }) {
  const [texts, data] = await Promise.all([pageTexts(route.path, route.fallback), searchParams.then((params) => loadListing(route.kind, params, route.presetRooms))]);
  return <CatalogueListing kind={route.kind} basePath={route.path} title={texts.title} intro={texts.description} data={data} presetRooms={route.presetRooms} />;
}
