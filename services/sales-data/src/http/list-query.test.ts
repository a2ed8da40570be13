import { propertyQueryFields } from '@novostroy/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { applyListQuery, parseListQuery, type ListSpec } from './list-query';

interface Item {
  id: number;
  status: 'AVAILABLE' | 'BOOKED' | 'SOLD';
  price: number;
  living: number | null;
  studio: boolean;
}

const fields = {
  id: { kind: 'integer' },
  status: propertyQueryFields.status,
  price: { kind: 'integer' },
  living: { kind: 'number' },
  studio: { kind: 'boolean' },
} as const;

const spec: ListSpec<Item, typeof fields> = {
  fields,
  defaultSort: ['id'],
  get: { id: (i) => i.id, status: (i) => i.status, price: (i) => i.price, living: (i) => i.living, studio: (i) => i.studio },
};

const items: Item[] = [
  { id: 1, status: 'SOLD', price: 300, living: 20, studio: false },
  { id: 2, status: 'AVAILABLE', price: 100, living: null, studio: true },
  { id: 3, status: 'BOOKED', price: 200, living: 15.5, studio: false },
  { id: 4, status: 'AVAILABLE', price: 200, living: 30, studio: false },
];

const run = (query: string) => applyListQuery(items, parseListQuery(new URLSearchParams(query), spec));
const ids = (query: string) => run(query).data.map((i) => i.id);

function rejection(query: string): HttpError {
  try {
    parseListQuery(new URLSearchParams(query), spec);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error(`expected ${query} to be rejected`);
}

describe('filters', () => {
  it('IN, EQ, GTE and LTE, AND-ed, also several on one field', () => {
    expect(ids('filter[status]=IN(AVAILABLE,BOOKED)')).toEqual([2, 3, 4]);
    expect(ids('filter[status]=EQ(AVAILABLE)&filter[price]=EQ(200)')).toEqual([4]);
    expect(ids('filter[price]=GTE(150)&filter[price]=LTE(250)')).toEqual([3, 4]);
    expect(ids('filter[studio]=EQ(true)')).toEqual([2]);
    expect(ids('filter[living]=GTE(15.5)')).toEqual([1, 3, 4]);
  });

  it('never matches a missing value', () => {
    expect(ids('filter[living]=LTE(100)')).toEqual([1, 3, 4]);
  });

  it('tolerates spaces around values and percent-encoding', () => {
    expect(ids('filter[status]=IN(%20AVAILABLE%20,%20SOLD)')).toEqual([1, 2, 4]);
    expect(ids('filter%5Bstatus%5D=IN%28BOOKED%29')).toEqual([3]);
  });
});

describe('sort, limit and offset', () => {
  it('sorts ascending, descending and by several keys, ties in source order', () => {
    expect(ids('sort=price')).toEqual([2, 3, 4, 1]);
    expect(ids('sort=-price')).toEqual([1, 3, 4, 2]);
    expect(ids('sort=price,-id')).toEqual([2, 4, 3, 1]);
  });

  it('sorts enums in declared order and puts missing values last both ways', () => {
    expect(ids('sort=status,id')).toEqual([2, 4, 3, 1]);
    expect(ids('sort=living')).toEqual([3, 1, 4, 2]);
    expect(ids('sort=-living')).toEqual([4, 1, 3, 2]);
  });

  it('pages with limit and offset and reports the total', () => {
    expect(run('sort=id&limit=2&offset=1')).toEqual({ data: [items[1], items[2]], meta: { total: 4, limit: 2, offset: 1 } });
    expect(run('limit=0').data).toEqual([]);
    expect(run('').meta).toEqual({ total: 4, limit: 50, offset: 0 });
  });
});

describe('malformed queries are 400s naming the parameter', () => {
  const cases: [string, string, RegExp][] = [
    ['unknown field', 'filter[colour]=EQ(red)', /unknown filter field "colour"/],
    ['unknown operator', 'filter[price]=NEQ(1)', /unknown operator "NEQ"/],
    ['lower-case operator', 'filter[price]=eq(1)', /unknown operator "eq"/],
    ['no operator', 'filter[price]=100', /no operator/],
    ['missing closing parenthesis', 'filter[status]=IN(AVAILABLE', /unbalanced parentheses/],
    ['extra closing parenthesis', 'filter[status]=IN(AVAILABLE))', /unbalanced parentheses/],
    ['nested parentheses', 'filter[status]=IN((AVAILABLE))', /unbalanced parentheses/],
    ['text after the parenthesis', 'filter[status]=IN(AVAILABLE)x', /text after the closing parenthesis/],
    ['empty value', 'filter[status]=IN()', /empty value/],
    ['empty list item', 'filter[status]=IN(AVAILABLE,)', /empty value/],
    ['empty expression', 'filter[status]=', /is empty/],
    ['bad enum value', 'filter[status]=IN(FREE)', /"FREE" is not one of AVAILABLE, BOOKED, SOLD/],
    ['text for a number', 'filter[price]=EQ(cheap)', /"cheap" is not an integer/],
    ['fraction for an integer', 'filter[price]=EQ(1.5)', /not an integer/],
    ['bad boolean', 'filter[studio]=EQ(yes)', /not true or false/],
    ['GTE on an enum', 'filter[status]=GTE(1)', /GTE works only on numeric fields/],
    ['EQ with two values', 'filter[price]=EQ(1,2)', /EQ takes exactly one value/],
    ['malformed key', 'filter[price=EQ(1)', /malformed filter parameter/],
    ['bare filter key', 'filter=EQ(1)', /malformed filter parameter/],
  ];
  it.each(cases)('%s', (_name, query, message) => {
    const error = rejection(query);
    expect(error.status).toBe(400);
    const key = [...new URLSearchParams(query).keys()][0] as string;
    expect(error.fields?.[key]).toMatch(message);
    expect(error.message).toContain(key);
  });

  it.each([
    ['limit above the maximum', 'limit=1001', 'limit'],
    ['negative limit', 'limit=-1', 'limit'],
    ['text limit', 'limit=all', 'limit'],
    ['negative offset', 'offset=-5', 'offset'],
    ['repeated limit', 'limit=1&limit=2', 'limit'],
    ['unknown sort field', 'sort=colour', 'sort'],
    ['empty sort key', 'sort=price,,id', 'sort'],
  ])('%s', (_name, query, parameter) => {
    const error = rejection(query);
    expect(error.status).toBe(400);
    expect(Object.keys(error.fields ?? {})).toEqual([parameter]);
  });

  it('lists every bad parameter at once', () => {
    const error = rejection('filter[colour]=EQ(1)&sort=x&limit=9999');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['filter[colour]', 'limit', 'sort']);
  });

  it('ignores parameters it does not own, such as access-token', () => {
    expect(ids('access-token=abc&utm_source=x')).toEqual([1, 2, 3, 4]);
  });
});
