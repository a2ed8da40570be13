import { describe, expect, it } from 'vitest';
import {
  applyProjectFilters,
  filterCatalogue,
  filterOptions,
  filtersQuery,
  isFiltered,
  parseProjectFilters,
  type ProjectFilters,
} from './project-filters';

const card = (slug: string, released: boolean, completionYear: number | null) => ({ slug, released, completionYear });

// As the catalogue builds them: a released complex never has a completion year.
const CARDS = [
  card('a', false, 2027),
  card('b', true, null),
  card('c', false, 2026),
  card('d', false, 2027),
  card('e', true, null),
  card('f', false, null), // under construction, no sales figures for it
];

const slugs = (cards: readonly { slug: string }[]) => cards.map((c) => c.slug);
const OPTIONS = filterOptions(CARDS);

describe('filterOptions', () => {
  it('offers both statuses with their counts and the years of complexes under construction, ascending', () => {
    expect(OPTIONS).toEqual({
      statuses: [
        { value: 'building', count: 4 },
        { value: 'released', count: 2 },
      ],
      years: [
        { value: 2026, count: 1 },
        { value: 2027, count: 2 },
      ],
    });
  });

  it('counts the options of each filter among the complexes the other filter lets through, keeping every option', () => {
    expect(filterOptions(CARDS, { statuses: ['released'], years: [] })).toEqual({
      statuses: [
        { value: 'building', count: 4 },
        { value: 'released', count: 2 },
      ],
      years: [
        { value: 2026, count: 0 },
        { value: 2027, count: 0 },
      ],
    });
    expect(filterOptions(CARDS, { statuses: [], years: [2027] }).statuses).toEqual([
      { value: 'building', count: 2 },
      { value: 'released', count: 0 },
    ]);
    expect(filterCatalogue(CARDS, { status: 'building', year: '2026' }).options).toEqual({
      statuses: [
        { value: 'building', count: 1 },
        { value: 'released', count: 0 },
      ],
      years: [
        { value: 2026, count: 1 },
        { value: 2027, count: 2 },
      ],
    });
  });

  it('offers no year without sales data (no completion years known)', () => {
    expect(filterOptions(CARDS.map((c) => ({ ...c, completionYear: null }))).years).toEqual([]);
  });
});

describe('parseProjectFilters', () => {
  it('reads one or several values of each parameter, in the options order, each once', () => {
    expect(parseProjectFilters({ status: 'released' }, OPTIONS)).toEqual({ statuses: ['released'], years: [] });
    expect(parseProjectFilters({ status: ['released', 'building', 'released'], year: ['2027', '2026', '2027'] }, OPTIONS)).toEqual({
      statuses: ['building', 'released'],
      years: [2026, 2027],
    });
  });

  it('ignores unknown and malformed values: ?year=abc&status=zzz means no filter', () => {
    const filters = parseProjectFilters({ year: 'abc', status: 'zzz' }, OPTIONS);
    expect(filters).toEqual({ statuses: [], years: [] });
    expect(isFiltered(filters)).toBe(false);
    for (const year of ['2027.5', '1e3', '', ' ', '-2027', '2030', '0x7eb', '２０２７']) {
      expect(parseProjectFilters({ year }, OPTIONS).years, year).toEqual([]);
    }
    expect(parseProjectFilters({ status: ['Released', 'building '], other: 'x' }, OPTIONS)).toEqual({ statuses: ['building'], years: [] });
  });

  it('ignores a year when the page offers none (sales data down)', () => {
    expect(parseProjectFilters({ year: '2027', status: 'building' }, { ...OPTIONS, years: [] })).toEqual({ statuses: ['building'], years: [] });
  });
});

describe('applyProjectFilters', () => {
  const apply = (filters: Partial<ProjectFilters>) => slugs(applyProjectFilters(CARDS, { statuses: [], years: [], ...filters }));

  it('keeps everything, in order, without a filter or with both statuses', () => {
    expect(apply({})).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(apply({ statuses: ['building', 'released'] })).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('narrows by status', () => {
    expect(apply({ statuses: ['building'] })).toEqual(['a', 'c', 'd', 'f']);
    expect(apply({ statuses: ['released'] })).toEqual(['b', 'e']);
  });

  it('narrows by completion year; a released complex or one without a known year has none', () => {
    expect(apply({ years: [2027] })).toEqual(['a', 'd']);
    expect(apply({ years: [2026, 2027] })).toEqual(['a', 'c', 'd']);
    expect(apply({ statuses: ['building'], years: [2026] })).toEqual(['c']);
    expect(apply({ statuses: ['released'], years: [2027] })).toEqual([]);
  });
});

describe('filterCatalogue and filtersQuery', () => {
  it('gives the same list for the same query, and the query back in canonical form', () => {
    const result = filterCatalogue(CARDS, { year: ['2027', 'abc'], status: 'building' });
    expect(slugs(result.cards)).toEqual(['a', 'd']);
    expect(filtersQuery(result.filters)).toBe('status=building&year=2027');
    expect(filtersQuery({ statuses: [], years: [] })).toBe('');
    expect(slugs(filterCatalogue(CARDS, {}).cards)).toEqual(slugs(CARDS));
  });
});
