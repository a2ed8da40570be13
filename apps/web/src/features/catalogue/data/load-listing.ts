// Server data of a listing page: the visitor's URL read leniently (a stale shared link still
// opens), the units on sale of the kind, the search. Sales-data down -> result null (the page
// shows the note, never an error). The search is shared with the API through the search cache.
import 'server-only';
import { fetchUnitsOnSale } from '@/upstream/sales';
import { TYPE_PURPOSE_OF, parseCatalogueQuery, type CatalogueKind, type CatalogueQuery, type RoomOption } from './catalogue-query';
import type { CatalogueResult } from './search';
import { cachedSearch } from './search-cache';

export interface ListingData {
  query: CatalogueQuery;
  result: CatalogueResult | null;
}

export type PageSearchParams = Record<string, string | string[] | undefined>;

export function toUrlSearchParams(searchParams: PageSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, item);
  }
  return params;
}

/**
 * The listing's query from the visitor's URL. `presetRooms`: the room option a flats listing's URL
 * stands for (/kupit-2-…: [2]); the visitor's own `rooms` choice, when the URL has one, wins, and
 * `rooms=` (every option unticked) lists every flat.
 */
export function listingQuery(kind: CatalogueKind, searchParams: PageSearchParams, presetRooms: readonly RoomOption[] = []): CatalogueQuery {
  const parsed = parseCatalogueQuery(kind, toUrlSearchParams(searchParams)).query;
  if (kind !== 'flats' || presetRooms.length === 0) return parsed;
  return { ...parsed, presetRooms, rooms: parsed.rooms.length === 0 && !parsed.roomsCleared ? [...presetRooms] : parsed.rooms };
}

export async function loadListing(query: CatalogueQuery): Promise<ListingData> {
  const units = await fetchUnitsOnSale(TYPE_PURPOSE_OF[query.kind]);
  return { query, result: units ? cachedSearch(units, query) : null };
}
