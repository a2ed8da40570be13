// The URL a filter change leads to: the query as the form holds it, back on page 1 with one page
// shown (a new filter state starts its list anew). On a flats listing by room count
// (/kupit-2-…) the path already stands for its room option: ticking just that option again
// writes no `rooms`, and ticking none writes `rooms=`: every flat, with no option ticked (the path
// alone would bring its own option back).
import { catalogueSearchParams, type CatalogueQuery, type RoomOption } from './catalogue-query';

export function filterHref(basePath: string, query: CatalogueQuery, presetRooms: readonly RoomOption[] = []): string {
  const search = catalogueSearchParams({ ...query, presetRooms: query.kind === 'flats' ? presetRooms : [], page: 1, pages: 1 }).toString();
  return search ? `${basePath}?${search}` : basePath;
}
