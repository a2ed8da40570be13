// Pages through one long list without filtering and sorting it again for every page: the units on
// offer of a 100,000-unit inventory are about 47 pages of 1,000 (web's feeds read them all in a
// row), and each page alone took about 50 ms of filtering and sorting the whole list. The result
// of the last few queries (filters and sort, not limit and offset) is kept while the list's
// version (the inventory's status changes) stays the same; the answers are the same as without it.
import type { ListMeta } from '@novostroy/contracts';
import type { ParsedListQuery } from './list-query';

/** The query's identity without its page: every parameter but limit and offset, in the given order. */
export function listKey(params: URLSearchParams): string {
  return [...params]
    .filter(([name]) => name !== 'limit' && name !== 'offset')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

export interface ListCache<T> {
  /** The page of `query`, from the kept result of the same filters and sort when `version` is unchanged. */
  page(items: readonly T[], query: ParsedListQuery<T>, key: string, version: number): { data: T[]; meta: ListMeta };
  readonly size: number;
}

export function createListCache<T>(capacity: number): ListCache<T> {
  // Insertion order is recency: a hit moves its entry to the end, the first entry is the oldest.
  const entries = new Map<string, { version: number; matching: T[] }>();
  return {
    page(items, query, key, version) {
      let entry = entries.get(key);
      entries.delete(key);
      if (!entry || entry.version !== version) {
        // Stable sort: ties keep the source order, as applyListQuery does.
        entry = { version, matching: items.filter((item) => query.matches(item)).sort(query.compare) };
      }
      entries.set(key, entry);
      while (entries.size > capacity) entries.delete(entries.keys().next().value as string);
      const { matching } = entry;
      return { data: matching.slice(query.offset, query.offset + query.limit), meta: { total: matching.length, limit: query.limit, offset: query.offset } };
    },
    get size() {
      return entries.size;
    },
  };
}
