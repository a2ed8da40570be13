// The list query syntax of the sales-data API, typed: filter[field]=IN(a,b) | EQ(v) | GTE(n) | LTE(n),
// sort=field,-field, limit, offset. The field tables below are what the service accepts per list,
// and the builders make it impossible for a client to hand-write (and misspell) the syntax.
import { FINISHINGS, LEAD_FORMS, PROPERTY_STATUSES, PROPERTY_TYPE_PURPOSES } from './vocabulary';

export const FILTER_OPERATORS = ['IN', 'EQ', 'GTE', 'LTE'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 1000;

/** How a field's filter values are read: GTE/LTE work only on integer and number fields. */
export type FieldKind =
  | { readonly kind: 'integer' }
  | { readonly kind: 'number' }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'string' }
  | { readonly kind: 'enum'; readonly values: readonly string[] };

export type QueryFields = Readonly<Record<string, FieldKind>>;

const integer = { kind: 'integer' } as const;
const number = { kind: 'number' } as const;
const boolean = { kind: 'boolean' } as const;
const string = { kind: 'string' } as const;
const oneOf = <const V extends readonly string[]>(values: V) => ({ kind: 'enum', values }) as const;

/** GET /api/property/loaded and /api/property/loaded/pdf. */
export const propertyQueryFields = {
  id: integer,
  number: string,
  type_purpose: oneOf(PROPERTY_TYPE_PURPOSES),
  status: oneOf(PROPERTY_STATUSES),
  project_id: integer,
  house_id: integer,
  section: integer,
  floor: integer,
  rooms_amount: integer,
  studio: boolean,
  area_total: number,
  area_living: number,
  area_kitchen: number,
  price_value: integer,
  price_per_meter: integer,
  price_old: integer,
  finishing: oneOf(FINISHINGS),
  'development_end.year': integer,
  'development_end.quarter': integer,
} as const satisfies QueryFields;

/** GET /api/project. */
export const projectQueryFields = {
  id: integer,
  slug: string,
  district: string,
  released: boolean,
  houses_count: integer,
  'completion.year': integer,
  'completion.quarter': integer,
} as const satisfies QueryFields;

/** GET /api/houses and GET /api/development-end (which groups the matching houses by year). */
export const houseQueryFields = {
  id: integer,
  project_id: integer,
  number: integer,
  released: boolean,
  sections_count: integer,
  floors_count: integer,
  'development_end.year': integer,
  'development_end.quarter': integer,
} as const satisfies QueryFields;

/** GET /api/facades. */
export const facadeQueryFields = {
  id: integer,
  house_id: integer,
  project_id: integer,
} as const satisfies QueryFields;

/** GET /api/render. */
export const renderQueryFields = {
  id: integer,
  project_id: integer,
  house_id: integer,
} as const satisfies QueryFields;

/** GET /api/square-meter. */
export const squareMeterQueryFields = {
  project_id: integer,
  type_purpose: oneOf(PROPERTY_TYPE_PURPOSES),
  amount: integer,
  avg_price_per_meter: integer,
} as const satisfies QueryFields;

/** GET /api/amo-crm/leads. */
export const leadQueryFields = {
  form: oneOf(LEAD_FORMS),
  project_id: integer,
  property_id: integer,
  received_at: string,
} as const satisfies QueryFields;

/** GET /api/send. */
export const sendRequestQueryFields = {
  project_id: integer,
  email: string,
  received_at: string,
} as const satisfies QueryFields;

/** Default order of each list when `sort` is absent. */
export const DEFAULT_SORT = {
  property: ['id'],
  project: ['id'],
  house: ['id'],
  facade: ['id'],
  render: ['id'],
  squareMeter: ['project_id', 'type_purpose'],
  lead: ['-received_at'],
  sendRequest: ['-received_at'],
} as const;

export type FilterScalar = string | number | boolean;

/** The value type a field's filters take: numbers, booleans, strings or the enum's members. */
export type FieldValue<K extends FieldKind> = K extends { kind: 'integer' | 'number' }
  ? number
  : K extends { kind: 'boolean' }
    ? boolean
    : K extends { kind: 'enum'; values: readonly (infer V)[] }
      ? V
      : string;

declare const filterValueType: unique symbol;
/** A filter expression such as `IN(AVAILABLE,BOOKED)`, branded with the type of its values. */
export type FilterExpression<V extends FilterScalar> = string & { readonly [filterValueType]: V };

function scalarText(value: FilterScalar): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`filter value must be a finite number, got ${value}`);
    return String(value);
  }
  const text = String(value);
  // These characters are the syntax itself; a value cannot carry them.
  if (text.length === 0 || /[(),]/.test(text)) throw new RangeError(`filter value ${JSON.stringify(text)} is empty or contains ( ) or ,`);
  return text;
}

/** `IN(a,b,…)`: the field equals one of the values. */
export function inFilter<const V extends FilterScalar>(values: readonly [V, ...V[]]): FilterExpression<V> {
  if (values.length === 0) throw new RangeError('IN needs at least one value');
  return `IN(${values.map(scalarText).join(',')})` as FilterExpression<V>;
}

/** `EQ(v)`: the field equals the value. */
export function eqFilter<const V extends FilterScalar>(value: V): FilterExpression<V> {
  return `EQ(${scalarText(value)})` as FilterExpression<V>;
}

/** `GTE(n)`: numeric fields only; our extension of the spec's syntax. */
export function gteFilter(value: number): FilterExpression<number> {
  return `GTE(${scalarText(value)})` as FilterExpression<number>;
}

/** `LTE(n)`: numeric fields only; our extension of the spec's syntax. */
export function lteFilter(value: number): FilterExpression<number> {
  return `LTE(${scalarText(value)})` as FilterExpression<number>;
}

export type SortKey<F extends QueryFields> = (keyof F & string) | `-${keyof F & string}`;

/** A list query for the fields F; several filters (also several on one field) are AND-ed. */
export interface ListQuery<F extends QueryFields> {
  filter?: { [K in keyof F]?: FilterExpression<FieldValue<F[K]>> | readonly FilterExpression<FieldValue<F[K]>>[] };
  sort?: SortKey<F> | readonly SortKey<F>[];
  limit?: number;
  offset?: number;
}

export type PropertyQuery = ListQuery<typeof propertyQueryFields>;
export type ProjectQuery = ListQuery<typeof projectQueryFields>;
export type HouseQuery = ListQuery<typeof houseQueryFields>;
export type FacadeQuery = ListQuery<typeof facadeQueryFields>;
export type RenderQuery = ListQuery<typeof renderQueryFields>;
export type SquareMeterQuery = ListQuery<typeof squareMeterQueryFields>;
export type LeadQuery = ListQuery<typeof leadQueryFields>;

// Parentheses and commas stay readable (they are legal in a query string); everything else is encoded.
const encodeExpression = (expression: string) => encodeURIComponent(expression).replace(/%2C/gi, ',');

/**
 * The query string (without "?") for a list query, in a stable order: filters as given, then
 * sort, limit, offset. The spec's example comes out exactly as
 * `filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE,BOOKED)&filter[project_id]=EQ(1101)&sort=price_value&limit=1`.
 */
export function buildListQuery<F extends QueryFields>(query: ListQuery<F>): string {
  const parts: string[] = [];
  for (const [field, expressions] of Object.entries(query.filter ?? {})) {
    if (expressions === undefined) continue;
    const list: readonly string[] = typeof expressions === 'string' ? [expressions] : (expressions as readonly string[]);
    for (const expression of list) parts.push(`filter[${field}]=${encodeExpression(expression)}`);
  }
  if (query.sort !== undefined) {
    const keys: readonly string[] = typeof query.sort === 'string' ? [query.sort] : query.sort;
    if (keys.length > 0) parts.push(`sort=${keys.join(',')}`);
  }
  if (query.limit !== undefined) {
    if (!Number.isInteger(query.limit) || query.limit < 0 || query.limit > LIST_LIMIT_MAX) throw new RangeError(`limit must be an integer 0–${LIST_LIMIT_MAX}`);
    parts.push(`limit=${query.limit}`);
  }
  if (query.offset !== undefined) {
    if (!Number.isInteger(query.offset) || query.offset < 0) throw new RangeError('offset must be a non-negative integer');
    parts.push(`offset=${query.offset}`);
  }
  return parts.join('&');
}

/** The query string of a property list query (GET /api/property/loaded). */
export function buildPropertyQuery(query: PropertyQuery): string {
  return buildListQuery(query);
}
