import { describe, expect, it, vi } from 'vitest';
import type { Property } from '@novostroy/contracts';
import { salesProperty } from '@/upstream/sales/fixtures';
import { parseCatalogueQuery, type CatalogueKind } from './catalogue-query';
import { searchCatalogue } from './search';
import { SearchCache } from './search-cache';

const snapshot = (): Property[] =>
  Array.from({ length: 30 }, (_, i) => salesProperty({ id: 100 + i, rooms_amount: 1 + (i % 3), price_value: 4_000_000 + i * 100_000, area_total: 30 + i }));
const parking = [salesProperty({ id: 9001, type_purpose: 'parking', rooms_amount: 0, floor: -1, price_value: 900_000 })];

const query = (params: string, kind: CatalogueKind = 'flats') => parseCatalogueQuery(kind, new URLSearchParams(params)).query;

/** A cache over the real search, counting the searches it runs. */
function countingCache(maxEntries?: number) {
  const search = vi.fn(searchCatalogue);
  return { cache: new SearchCache(maxEntries, search), search };
}

describe('SearchCache', () => {
  it('searches a filter state once per snapshot, however its URL was written', () => {
    const { cache, search } = countingCache();
    const units = snapshot();
    const first = cache.get(units, query('rooms=2,1&price_to=9000000&sort=-area'));
    // The same filters: repeated keys instead of a list, another order, a tracking tag.
    const again = cache.get(units, query('sort=-area&rooms=1&rooms=2&utm_source=yandex&price_to=9000000'));
    expect(again).toBe(first);
    expect(search).toHaveBeenCalledTimes(1);
    expect(first).toEqual(searchCatalogue(units, query('rooms=1,2&price_to=9000000&sort=-area')));
  });

  it('keeps apart the flats of a listing by room count and every flat, though their links both leave the rooms out', () => {
    const { cache, search } = countingCache();
    const units = snapshot();
    const twoRooms = cache.get(units, { ...query('rooms=2'), presetRooms: [2] });
    const all = cache.get(units, query(''));
    expect(search).toHaveBeenCalledTimes(2);
    expect(twoRooms.items.every((unit) => unit.rooms_amount === 2)).toBe(true);
    expect(all.total).toBe(30);
    expect(cache.get(units, query('rooms=2'))).toBe(twoRooms);
  });

  it('searches again when the filters, the page or the kind differ', () => {
    const { cache, search } = countingCache();
    const units = snapshot();
    cache.get(units, query('rooms=1'));
    cache.get(units, query('rooms=1&page=2&limit=5'));
    cache.get(units, query('rooms=2'));
    expect(search).toHaveBeenCalledTimes(3);
    const parkingResult = cache.get(parking, query('', 'parking'));
    expect(parkingResult.items.map((unit) => unit.id)).toEqual([9001]);
    expect(cache.size).toBe(4);
  });

  it('misses on a new units snapshot, answers from it, and drops what the old one gave', () => {
    const { cache, search } = countingCache();
    const before = snapshot();
    cache.get(before, query('rooms=1'));
    cache.get(before, query('rooms=2'));
    cache.get(parking, query('', 'parking'));
    // Sales-data was read again: a unit sold since then is gone from the new snapshot.
    const after = snapshot().filter((unit) => unit.id !== 100);
    const fresh = cache.get(after, query('rooms=1'));
    expect(search).toHaveBeenCalledTimes(4);
    expect(fresh.items.map((unit) => unit.id)).not.toContain(100);
    expect(fresh.total).toBe(searchCatalogue(before, query('rooms=1')).total - 1);
    // The old flats entries are gone; the parking entry (its own snapshot) stays.
    expect(cache.size).toBe(2);
  });

  it('keeps nothing for a request still holding an older snapshot', () => {
    const { cache, search } = countingCache();
    const before = snapshot();
    const after = snapshot();
    cache.get(after, query('rooms=3'));
    const late = cache.get(before, query('rooms=3'));
    expect(late.items.map((unit) => unit.id)).toEqual(searchCatalogue(before, query('rooms=3')).items.map((unit) => unit.id));
    expect(search).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(1);
  });

  it('holds at most its bound, dropping the least recently used search first', () => {
    const { cache, search } = countingCache(3);
    const units = snapshot();
    for (const page of [1, 2, 3]) cache.get(units, query(`limit=5&page=${page}`));
    cache.get(units, query('limit=5&page=1')); // used again: now the most recent
    cache.get(units, query('limit=5&page=4')); // pushes out page 2, the least recently used
    expect(cache.size).toBe(3);
    expect(search).toHaveBeenCalledTimes(4);
    cache.get(units, query('limit=5&page=1'));
    expect(search).toHaveBeenCalledTimes(4);
    cache.get(units, query('limit=5&page=2'));
    expect(search).toHaveBeenCalledTimes(5);
    expect(cache.size).toBe(3);
  });
});
