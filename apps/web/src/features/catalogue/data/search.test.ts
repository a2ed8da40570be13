import { describe, expect, it } from 'vitest';
import type { Property } from '@novostroy/contracts';
import { salesProperty } from '@/upstream/sales/fixtures';
import { emptyCatalogueQuery, parseCatalogueQuery, type CatalogueQuery } from './catalogue-query';
import { roomOption, searchCatalogue } from './search';

let nextId = 1;
const unit = (overrides: Partial<Property>): Property => salesProperty({ id: nextId++, ...overrides });

// Two complexes, studios to four rooms, one booked, floors 1..16.
const units: Property[] = [
  unit({ studio: true, rooms_amount: 0, price_value: 3_500_000, area_total: 24, floor: 1, price_per_meter: 145_833 }),
  unit({ rooms_amount: 1, price_value: 5_200_000, area_total: 38, floor: 5 }),
  unit({ rooms_amount: 2, price_value: 7_900_000, area_total: 56, floor: 16, finishing: 'full' }),
  unit({ rooms_amount: 2, price_value: 8_100_000, area_total: 58, floor: 8, status: 'BOOKED' }),
  unit({ rooms_amount: 3, price_value: 11_000_000, area_total: 78, floor: 9, project_id: 1102, project_title: 'ЖК «Акварель»', house_id: 21, house_title: 'Литер 1', development_end: { year: 2028, quarter: 2 } }),
  unit({ rooms_amount: 5, price_value: 16_500_000, area_total: 121, floor: 12, project_id: 1102, project_title: 'ЖК «Акварель»', house_id: 21, house_title: 'Литер 1', development_end: { year: 2028, quarter: 2 } }),
  unit({ rooms_amount: 1, price_value: 4_900_000, area_total: 36, floor: 3, status: 'SOLD' }),
];

const query = (params: string): CatalogueQuery => parseCatalogueQuery('flats', new URLSearchParams(params)).query;
const ids = (result: ReturnType<typeof searchCatalogue>) => result.items.map((item) => item.id);

describe('searchCatalogue', () => {
  it('shows available units only by default, cheapest first; never a sold one', () => {
    const result = searchCatalogue(units, emptyCatalogueQuery('flats'));
    expect(ids(result)).toEqual([1, 2, 3, 5, 6]);
    expect(result.total).toBe(5);
    expect(result.facets.booked).toBe(1);
    expect(searchCatalogue(units, query('booked=1')).items.map((u) => u.status)).toContain('BOOKED');
    expect(searchCatalogue(units, query('booked=1')).items.some((u) => u.status === 'SOLD')).toBe(false);
  });

  it('narrows by rooms (4+ takes five rooms), price, area, complex, completion and floor position', () => {
    expect(ids(searchCatalogue(units, query('rooms=0,4')))).toEqual([1, 6]);
    expect(ids(searchCatalogue(units, query('price_from=5000000&price_to=11000000')))).toEqual([2, 3, 5]);
    expect(ids(searchCatalogue(units, query('area_from=50')))).toEqual([3, 5, 6]);
    expect(ids(searchCatalogue(units, query('project=1102')))).toEqual([5, 6]);
    expect(ids(searchCatalogue(units, query('year=2028&quarter=2')))).toEqual([5, 6]);
    expect(ids(searchCatalogue(units, query('not_first=1&not_last=1')))).toEqual([2, 5, 6]);
    expect(ids(searchCatalogue(units, query('finishing=full')))).toEqual([3]);
  });

  it('orders by the chosen key, ties by id', () => {
    expect(ids(searchCatalogue(units, query('sort=-area')))).toEqual([6, 5, 3, 2, 1]);
    expect(ids(searchCatalogue(units, query('sort=floor')))).toEqual([1, 2, 5, 6, 3]);
    expect(ids(searchCatalogue(units, query('sort=-completion'))).slice(0, 2)).toEqual([5, 6]);
  });

  it('counts each option with the other filters applied, not its own', () => {
    const result = searchCatalogue(units, query('rooms=2&project=1101'));
    // Rooms counted within ЖК 1101 (available): studio 1, one-room 1, two-room 1, three 0, 4+ 0.
    expect(result.facets.rooms.map((o) => [o.label, o.count])).toEqual([['Студия', 1], ['1', 1], ['2', 1], ['3', 0], ['4+', 0]]);
    // Complexes counted for two-room flats: 1101 has one, 1102 none.
    expect(result.facets.projects.map((o) => [o.value, o.count])).toEqual([[1102, 0], [1101, 1]]);
    expect(result.facets.finishing.map((o) => [o.value, o.count])).toEqual([['white_box', 0], ['full', 1]]);
  });

  it('pages the results and clamps a page past the end', () => {
    const paged = searchCatalogue(units, { ...emptyCatalogueQuery('flats'), pageSize: 2, page: 2 });
    expect(ids(paged)).toEqual([3, 5]);
    expect(paged.pageCount).toBe(3);
    expect(searchCatalogue(units, { ...emptyCatalogueQuery('flats'), pageSize: 2, page: 9 }).page).toBe(3);
  });

  it('shows the appended pages of «Показать ещё» after the first one, up to the last page', () => {
    const shown = searchCatalogue(units, { ...emptyCatalogueQuery('flats'), pageSize: 2, page: 1, pages: 2 });
    expect(ids(shown)).toEqual([1, 2, 3, 5]);
    expect([shown.page, shown.lastPage, shown.pageCount]).toEqual([1, 2, 3]);
    const past = searchCatalogue(units, { ...emptyCatalogueQuery('flats'), pageSize: 2, page: 2, pages: 5 });
    expect(ids(past)).toEqual([3, 5, 6]);
    expect([past.page, past.lastPage]).toEqual([2, 3]);
  });

  it('suggests the filters whose clearing alone gives results when nothing matches', () => {
    const result = searchCatalogue(units, query('rooms=3&price_to=6000000'));
    expect(result.total).toBe(0);
    // Without the price limit the one available three-room flat shows; without the room filter, two flats under 6 mln.
    expect(result.relaxations).toEqual([
      { group: 'rooms', total: 2 },
      { group: 'price', total: 1 },
    ]);
  });

  it('gives slider bounds over the units on sale of the chosen status, room options, complex and house', () => {
    expect(searchCatalogue(units, query('')).bounds).toEqual({ price: { from: 3_500_000, to: 16_500_000 }, area: { from: 24, to: 121 }, floor: { from: 1, to: 16 } });
    // Two-room flats, the booked one with them: their own prices, not the studio's or the five rooms'.
    expect(searchCatalogue(units, query('rooms=2&booked=1&price_from=8000000')).bounds).toEqual({ price: { from: 7_900_000, to: 8_100_000 }, area: { from: 56, to: 58 }, floor: { from: 8, to: 16 } });
    // One complex: its cheapest and dearest, not the other's.
    expect(searchCatalogue(units, query('project=1102')).bounds).toEqual({ price: { from: 11_000_000, to: 16_500_000 }, area: { from: 78, to: 121 }, floor: { from: 9, to: 12 } });
    expect(searchCatalogue(units, query('house=21')).bounds.price).toEqual({ from: 11_000_000, to: 16_500_000 });
    // A budget below the complex's cheapest stays the visitor's, inside the bounds.
    expect(searchCatalogue(units, query('project=1102&price_to=9000000')).bounds.price).toEqual({ from: 9_000_000, to: 16_500_000 });
  });
});

describe('roomOption', () => {
  it('is 0 for a studio and 4 for four rooms and more', () => {
    expect([roomOption({ studio: true, rooms_amount: 1 }), roomOption({ studio: false, rooms_amount: 4 }), roomOption({ studio: false, rooms_amount: 6 })]).toEqual([0, 4, 4]);
  });
});
