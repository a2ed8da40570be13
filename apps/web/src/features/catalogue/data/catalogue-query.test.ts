import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_KINDS, catalogueSearchParams, emptyCatalogueQuery, parseCatalogueQuery } from './catalogue-query';
import { expectedBadParameters, fuzzQuery } from './test-queries';

const parse = (query: string, kind: Parameters<typeof parseCatalogueQuery>[0] = 'flats') => parseCatalogueQuery(kind, new URLSearchParams(query));

describe('parseCatalogueQuery', () => {
  it('is the default listing without parameters: available units, cheapest first, page 1 of 24', () => {
    expect(parse('')).toEqual({ query: emptyCatalogueQuery('flats'), errors: {} });
  });

  it('reads every filter, repeated keys and comma lists alike', () => {
    const { query, errors } = parse(
      'rooms=0&rooms=2,4&price_from=5000000&price_to=9000000&area_from=35,5&area_to=80&floor_from=2&floor_to=12&project=1101,1102&house=11011&year=2027&quarter=4&finishing=white_box&finishing=full&not_first=1&not_last=true&booked=1&sort=-area&page=3&pages=2&limit=48&view=facade&level=5&utm_source=yandex',
    );
    expect(errors).toEqual({});
    expect(query).toEqual({
      kind: 'flats',
      rooms: [0, 2, 4],
      roomsCleared: false,
      price: { from: 5_000_000, to: 9_000_000 },
      area: { from: 35.5, to: 80 },
      floor: { from: 2, to: 12 },
      projects: [1101, 1102],
      houses: [11011],
      years: [2027],
      quarters: [4],
      finishing: ['white_box', 'full'],
      notFirstFloor: true,
      notLastFloor: true,
      includeBooked: true,
      sort: '-area',
      page: 3,
      pages: 2,
      pageSize: 48,
      view: 'facade',
      level: 5,
    });
  });

  it('names each bad value in Russian and keeps the rest of the query', () => {
    const { query, errors } = parse('rooms=7&rooms=1&price_from=дешево&sort=colour&page=0&limit=1000&quarter=5&finishing=luxury');
    expect(Object.keys(errors).sort()).toEqual(['finishing', 'limit', 'page', 'price_from', 'quarter', 'rooms', 'sort']);
    expect(errors.rooms).toBe('Комнатность — 0 (студия), 1, 2, 3 или 4 (четыре и больше).');
    expect(query.rooms).toEqual([1]);
    expect(query.price.from).toBeNull();
    expect(query.sort).toBe('price');
    expect(query.page).toBe(1);
  });

  it('refuses a single-valued parameter given twice', () => {
    expect(parse('price_from=1&price_from=2').errors.price_from).toBe('Параметр указан несколько раз: оставьте одно значение.');
  });

  it('swaps a range typed the wrong way round', () => {
    expect(parse('price_from=9000000&price_to=5000000').query.price).toEqual({ from: 5_000_000, to: 9_000_000 });
  });

  it('reads a price or an area typed with the spaces of "5 240 000"', () => {
    const { query, errors } = parse('price_from=5%C2%A0240%C2%A0000&price_to=9 000 000&area_from=54,5&area_to=1%20200');
    expect(errors).toEqual({});
    expect(query.price).toEqual({ from: 5_240_000, to: 9_000_000 });
    expect(query.area).toEqual({ from: 54.5, to: 1200 });
  });

  it('reads how many pages «Показать ещё» has appended, up to 20', () => {
    expect(parse('page=2&pages=3').query).toMatchObject({ page: 2, pages: 3 });
    expect(parse('pages=21').errors.pages).toBe('Сколько страниц показать сразу — целое число от 1 до 20.');
    expect(catalogueSearchParams(parse('pages=1').query).toString()).toBe('');
    expect(catalogueSearchParams(parse('pages=4').query).toString()).toBe('pages=4');
  });

  it('reads `rooms=` as every room option unticked, and writes it back', () => {
    for (const search of ['rooms=', 'rooms=&rooms=,']) {
      const { query, errors } = parse(search);
      expect(errors).toEqual({});
      expect(query).toMatchObject({ rooms: [], roomsCleared: true });
      expect(catalogueSearchParams(query).toString()).toBe('rooms=');
    }
    expect(parse('rooms=&rooms=2').query).toMatchObject({ rooms: [2], roomsCleared: false });
    expect(parse('rooms=7').query).toMatchObject({ rooms: [], roomsCleared: false });
    expect(parse('rooms=', 'parking').query.roomsCleared).toBe(false);
  });

  it('ignores the room filter outside the flats listing', () => {
    expect(parse('rooms=2&rooms=banana', 'parking')).toEqual({ query: emptyCatalogueQuery('parking'), errors: {} });
  });
});

describe('catalogueSearchParams', () => {
  it('writes one URL per filter state, defaults left out', () => {
    expect(catalogueSearchParams(emptyCatalogueQuery('flats')).toString()).toBe('');
    const { query } = parse('sort=-price&rooms=2,0&project=1102&booked=1&utm_source=x');
    expect(catalogueSearchParams(query).toString()).toBe('rooms=0&rooms=2&project=1102&booked=1&sort=-price');
  });

  it('round-trips any query it reads (fuzzed)', () => {
    const token = fc.oneof(
      fc.constantFrom('rooms', 'price_from', 'price_to', 'area_from', 'area_to', 'floor_to', 'project', 'year', 'quarter', 'finishing', 'sort', 'page', 'pages', 'booked', 'not_first', 'limit', 'view', 'level'),
      fc.string({ maxLength: 6 }),
    );
    const value = fc.oneof(fc.integer({ min: -20, max: 3000 }).map(String), fc.constantFrom('white_box', '-area', 'true', '1', '35,5', '', 'chess', 'table', '5 240 000', '12'), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(token, value), { maxLength: 12 }), (pairs) => {
        const params = new URLSearchParams(pairs);
        const { query } = parseCatalogueQuery('flats', params);
        const again = parseCatalogueQuery('flats', catalogueSearchParams(query));
        expect(again.errors).toEqual({});
        expect(again.query).toEqual(query);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the fuzz oracle (data/test-queries.ts)', () => {
  // The HTTP fuzz trusts this oracle; checked here in-process, it cannot drift from the parser unseen.
  it('names exactly the parameters the parser refuses, for every kind', () => {
    fc.assert(
      fc.property(fuzzQuery, fc.constantFrom(...CATALOGUE_KINDS), (query, kind) => {
        const { errors } = parseCatalogueQuery(kind, new URLSearchParams(query.search));
        expect(Object.keys(errors).sort()).toEqual(expectedBadParameters(kind, query));
      }),
      { numRuns: 2000 },
    );
  });
});
