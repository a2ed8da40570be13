// GET /api/catalogue/<kind>: the catalogue's search as JSON, for the listing's browser code and
// for anyone who filters the inventory. Every parameter is checked (400 naming each bad one in
// Russian); the units come from sales-data through the shared in-process snapshot, so a burst of
// filter changes costs sales-data one request per type and cache time, and a repeated filter state
// reuses the search of the listing page or of an earlier call (data/search-cache.ts).
import type { Property } from '@novostroy/contracts';
import { paths } from '@/lib/paths';
import { CATALOGUE_KINDS, TYPE_PURPOSE_OF, catalogueSearchParams, parseCatalogueQuery, type CatalogueKind } from '../data/catalogue-query';
import { cachedSearch } from '../data/search-cache';
import { catalogueTexts } from '../texts';

export interface CatalogueApiDependencies {
  /** Every AVAILABLE or BOOKED unit of the type; undefined when sales-data gives nothing. */
  unitsOnSale: (type: Property['type_purpose']) => Promise<readonly Property[] | undefined>;
}

/**
 * How long a browser or a shared cache (CDN, proxy) may reuse an answer, and serve it stale for a
 * little longer while it fetches a fresh one: sales figures are at most a minute old anyway.
 */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=30, s-maxage=30, stale-while-revalidate=30';

const isKind = (value: string): value is CatalogueKind => (CATALOGUE_KINDS as readonly string[]).includes(value);

function errorResponse(status: number, message: string, fields?: Record<string, string>, headers: Record<string, string> = {}) {
  return Response.json({ error: { status, message, ...(fields ? { fields } : {}) } }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

export async function handleCatalogueGet(kind: string, url: URL, deps: CatalogueApiDependencies): Promise<Response> {
  if (!isKind(kind)) return errorResponse(404, catalogueTexts.unknownKind);
  const { query, errors } = parseCatalogueQuery(kind, url.searchParams);
  if (Object.keys(errors).length > 0) return errorResponse(400, catalogueTexts.badQuery, errors);
  const units = await deps.unitsOnSale(TYPE_PURPOSE_OF[kind]);
  if (!units) return errorResponse(503, catalogueTexts.salesUnavailable, undefined, { 'Retry-After': '60' });
  const result = cachedSearch(units, query);
  return Response.json(
    {
      data: result.items.map((unit) => ({ ...unit, url: paths.unit(unit.type_purpose, unit.id) })),
      meta: { total: result.total, page: result.page, pageCount: result.pageCount, pageSize: query.pageSize, query: catalogueSearchParams(query).toString() },
      facets: result.facets,
      bounds: result.bounds,
      relaxations: result.relaxations,
    },
    { headers: { 'Cache-Control': CATALOGUE_CACHE_CONTROL } },
  );
}
