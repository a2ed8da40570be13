import { describe, expect, it } from 'vitest';
import { buildListQuery, buildPropertyQuery, eqFilter, gteFilter, inFilter, lteFilter, type HouseQuery, type PropertyQuery } from './query';

describe('filter builders', () => {
  it('write the spec syntax', () => {
    expect(inFilter(['AVAILABLE', 'BOOKED'])).toBe('IN(AVAILABLE,BOOKED)');
    expect(eqFilter(12)).toBe('EQ(12)');
    expect(eqFilter(true)).toBe('EQ(true)');
    expect(gteFilter(5_000_000)).toBe('GTE(5000000)');
    expect(lteFilter(42.5)).toBe('LTE(42.5)');
  });

  it('refuse values the syntax cannot carry', () => {
    expect(() => eqFilter('a,b')).toThrow(RangeError);
    expect(() => eqFilter('(x)')).toThrow(RangeError);
    expect(() => eqFilter('')).toThrow(RangeError);
    expect(() => gteFilter(Number.NaN)).toThrow(RangeError);
    expect(() => inFilter([] as unknown as ['x'])).toThrow(RangeError);
  });
});

describe('buildPropertyQuery', () => {
  it("produces the spec's property query exactly", () => {
    const query = buildPropertyQuery({
      filter: {
        type_purpose: inFilter(['residential']),
        status: inFilter(['AVAILABLE', 'BOOKED']),
        project_id: eqFilter(1101),
      },
      sort: 'price_value',
      limit: 1,
    });
    expect(query).toBe('filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE,BOOKED)&filter[project_id]=EQ(1101)&sort=price_value&limit=1');
  });

  it('repeats a field for a range, joins sort keys and adds the offset', () => {
    const query = buildPropertyQuery({
      filter: { price_value: [gteFilter(5_000_000), lteFilter(9_000_000)], 'development_end.year': inFilter([2027, 2028]) },
      sort: ['-area_total', 'price_value'],
      limit: 20,
      offset: 40,
    });
    expect(query).toBe(
      'filter[price_value]=GTE(5000000)&filter[price_value]=LTE(9000000)&filter[development_end.year]=IN(2027,2028)&sort=-area_total,price_value&limit=20&offset=40',
    );
  });

  it('percent-encodes non-ASCII values but keeps the syntax readable', () => {
    expect(buildListQuery<{ district: { kind: 'string' } }>({ filter: { district: eqFilter('Центральный округ') } })).toBe(
      `filter[district]=EQ(${encodeURIComponent('Центральный округ')})`,
    );
  });

  it('rejects a limit out of range', () => {
    expect(() => buildPropertyQuery({ limit: 1001 })).toThrow(RangeError);
    expect(() => buildPropertyQuery({ offset: -1 })).toThrow(RangeError);
  });

  it('is an empty string for an empty query', () => {
    expect(buildPropertyQuery({})).toBe('');
  });

  it('types the values per field', () => {
    const ok: PropertyQuery = { filter: { status: inFilter(['SOLD']), floor: gteFilter(2), studio: eqFilter(false) } };
    const house: HouseQuery = { filter: { project_id: eqFilter(1101) }, sort: '-floors_count' };
    // @ts-expect-error status takes property statuses only
    const badStatus: PropertyQuery = { filter: { status: inFilter(['FREE']) } };
    // @ts-expect-error GTE makes a numeric filter, status is an enum
    const badOperator: PropertyQuery = { filter: { status: gteFilter(1) } };
    // @ts-expect-error a hand-written string is not a filter expression
    const handWritten: PropertyQuery = { filter: { status: 'IN(AVAILABLE)' } };
    // @ts-expect-error unknown sort field
    const badSort: PropertyQuery = { sort: '-colour' };
    expect([ok, house, badStatus, badOperator, handWritten, badSort]).toHaveLength(6);
  });
});
