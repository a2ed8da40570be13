import { describe, expect, it } from 'vitest';
import { createListCache, listKey } from './list-cache';
import { applyListQuery, parseListQuery, type ListSpec } from './list-query';

interface Item {
  id: number;
  status: string;
  price: number;
}
const spec: ListSpec<Item, { id: { kind: 'integer' }; status: { kind: 'enum'; values: readonly ['AVAILABLE', 'BOOKED', 'SOLD'] }; price: { kind: 'integer' } }> = {
  fields: { id: { kind: 'integer' }, status: { kind: 'enum', values: ['AVAILABLE', 'BOOKED', 'SOLD'] }, price: { kind: 'integer' } },
  get: { id: (i) => i.id, status: (i) => i.status, price: (i) => i.price },
  defaultSort: ['id'],
};
const items: Item[] = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, status: i % 3 === 0 ? 'SOLD' : 'AVAILABLE', price: (i * 7919) % 1000 }));

describe('list cache', () => {
  it('answers every page exactly as the uncached query does', () => {
    const cache = createListCache<Item>(4);
    for (const query of ['filter[status]=IN(AVAILABLE)&sort=-price', 'filter[status]=IN(AVAILABLE)', 'sort=price,id&filter[price]=LTE(500)']) {
      for (const page of ['limit=50&offset=0', 'limit=50&offset=300', 'limit=1000&offset=0', 'limit=10&offset=900']) {
        const params = new URLSearchParams(`${query}&${page}`);
        const parsed = parseListQuery(params, spec);
        expect(cache.page(items, parsed, listKey(params), 0)).toEqual(applyListQuery(items, parsed));
      }
    }
  });

  it('keys a query by its filters and sort, not its page', () => {
    expect(listKey(new URLSearchParams('filter[status]=IN(AVAILABLE)&limit=10&offset=20'))).toBe(listKey(new URLSearchParams('limit=1000&filter[status]=IN(AVAILABLE)')));
    expect(listKey(new URLSearchParams('filter[status]=IN(AVAILABLE)'))).not.toBe(listKey(new URLSearchParams('filter[status]=IN(SOLD)')));
  });

  it('filters again once the version moves (a status changed), and keeps only the last few queries', () => {
    const cache = createListCache<Item>(2);
    const mutable = items.map((i) => ({ ...i }));
    const params = new URLSearchParams('filter[status]=IN(AVAILABLE)&limit=1000');
    const parsed = parseListQuery(params, spec);
    const before = cache.page(mutable, parsed, listKey(params), 0).meta.total;
    (mutable[1] as Item).status = 'SOLD';
    expect(cache.page(mutable, parsed, listKey(params), 0).meta.total).toBe(before);
    expect(cache.page(mutable, parsed, listKey(params), 1).meta.total).toBe(before - 1);
    for (const sort of ['id', '-id', 'price']) {
      const other = new URLSearchParams(`sort=${sort}`);
      cache.page(mutable, parseListQuery(other, spec), listKey(other), 1);
    }
    expect(cache.size).toBe(2);
  });
});
