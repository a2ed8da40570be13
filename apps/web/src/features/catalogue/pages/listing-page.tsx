// The listing routes (/commercial, /parking, /store-room, /kupit-{n}-…) are one page with another
// kind: the route files bind the kind, its path and its fallback texts.
import type { Metadata } from 'next';
import { pageMetadata, pageTexts } from '@/platform/seo';
import { CatalogueListing } from '../components/catalogue-listing';
import type { CatalogueKind, CatalogueQuery, RoomOption } from '../data/catalogue-query';
import { listingQuery, loadListing, type PageSearchParams } from '../data/load-listing';
import { flatsListingTexts } from './flats-by-rooms';

export interface ListingRoute {
  kind: CatalogueKind;
  path: string;
  /** Used when the CMS Page list has no entry for the path. */
  fallback: { title: string; description: string };
  /** A flats listing by room count: the room option its URL stands for. */
  presetRooms?: RoomOption[];
}

/** Where a listing's heading and intro come from, and the address its breadcrumb and canonical link name. */
export interface ListingTexts {
  path: string;
  fallback: { title: string; description: string };
  /** Whether the CMS Page entry of `path` overrides the fallback (a heading made for a choice of rooms has none). */
  fromCms: boolean;
}

const ownTexts = (route: ListingRoute): ListingTexts => ({ path: route.path, fallback: route.fallback, fromCms: true });

/** The route's own texts; a by-rooms listing's follow the rooms it lists. */
function listingTexts(route: ListingRoute, query: CatalogueQuery): ListingTexts {
  return route.presetRooms ? flatsListingTexts(route.path, query.rooms) : ownTexts(route);
}

/** `searchParams`: a by-rooms listing's, whose title and canonical address follow the rooms listed. */
export async function listingMetadata(route: ListingRoute, searchParams?: Promise<PageSearchParams>): Promise<Metadata> {
  const texts = searchParams ? listingTexts(route, listingQuery(route.kind, await searchParams, route.presetRooms)) : ownTexts(route);
  return pageMetadata(texts.path, texts.fallback, { fromCms: texts.fromCms });
}

export async function ListingPage({ route, searchParams }: { route: ListingRoute; searchParams: Promise<PageSearchParams> }) {
  const query = listingQuery(route.kind, await searchParams, route.presetRooms);
  const source = listingTexts(route, query);
  const [texts, data] = await Promise.all([source.fromCms ? pageTexts(source.path, source.fallback) : source.fallback, loadListing(query)]);
  return (
    <CatalogueListing
      kind={route.kind}
      basePath={route.path}
      title={texts.title}
      intro={texts.description}
      crumbPath={source.path}
      data={data}
    />
  );
}
