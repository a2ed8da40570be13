// A short in-process cache of catalogue searches, shared by the listing pages and the API: one
// search per (kind, canonical query, units snapshot). The snapshot is the array fetchUnitsOnSale
// returns, which stays the same object until sales-data is read again (SALES_CACHE_SECONDS), so a
// new snapshot is a miss by itself and the old one's entries are dropped: nothing expires by clock.
// Bounded, least recently used first out. Results are shared: callers read them, never change them.
import type { Property } from '@novostroy/contracts';
import { catalogueSearchParams, type CatalogueKind, type CatalogueQuery } from './catalogue-query';
import { searchCatalogue, type CatalogueResult } from './search';

/** Enough for every filter state a busy minute brings; a result is about 20 KB with 24 units. */
export const SEARCH_CACHE_ENTRIES = 500;

export class SearchCache {
  private readonly entries = new Map<string, CatalogueResult>();
  private readonly snapshotIds = new WeakMap<readonly Property[], number>();
  /** The snapshot each kind was last searched in: entries of an older one can never be hit again. */
  private readonly currentSnapshot = new Map<CatalogueKind, number>();
  private lastSnapshotId = 0;

  constructor(
    private readonly maxEntries = SEARCH_CACHE_ENTRIES,
    private readonly search: typeof searchCatalogue = searchCatalogue,
  ) {}

  /** `searchCatalogue(units, query)`, computed once per snapshot and canonical query. */
  get(units: readonly Property[], query: CatalogueQuery): CatalogueResult {
    const snapshot = this.snapshotOf(query.kind, units);
    // A request still holding a snapshot older than the current one: answer it, keep nothing.
    if (snapshot < (this.currentSnapshot.get(query.kind) ?? 0)) return this.search(units, query);
    // `rooms=` and no rooms list the same flats; the key names the rooms a listing's address stands for.
    const key = `${query.kind}:${snapshot}?${catalogueSearchParams({ ...query, roomsCleared: false, presetRooms: [] }).toString()}`;
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used goes last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const result = this.search(units, query);
    this.entries.set(key, result);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return result;
  }

  get size(): number {
    return this.entries.size;
  }

  private snapshotOf(kind: CatalogueKind, units: readonly Property[]): number {
    let id = this.snapshotIds.get(units);
    if (id === undefined) {
      id = ++this.lastSnapshotId;
      this.snapshotIds.set(units, id);
    }
    const previous = this.currentSnapshot.get(kind);
    if (previous !== undefined && previous < id) {
      const stale = `${kind}:${previous}?`;
      for (const key of this.entries.keys()) if (key.startsWith(stale)) this.entries.delete(key);
    }
    if (previous === undefined || previous < id) this.currentSnapshot.set(kind, id);
    return id;
  }
}

const shared = new SearchCache();

/** The catalogue search through the process's shared cache (pages and API alike). */
export function cachedSearch(units: readonly Property[], query: CatalogueQuery): CatalogueResult {
  return shared.get(units, query);
}
