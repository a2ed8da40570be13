// Parses and applies the list query syntax (filter[field]=IN(a,b)|EQ(v)|GTE(n)|LTE(n), sort,
// limit, offset) against a field table from the contract. Every malformed part becomes a 400
// naming the parameter; nothing in here can throw anything else.
import { FILTER_OPERATORS, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, type FieldKind, type FilterOperator, type ListMeta, type QueryFields } from '@novostroy/contracts';
import { badRequest, describeFields } from './errors';

export type FieldValue = string | number | boolean | null | undefined;

/** How to read each queryable field from an item. */
export type FieldGetters<T, F extends QueryFields> = { readonly [K in keyof F]: (item: T) => FieldValue };

export interface ListSpec<T, F extends QueryFields> {
  fields: F;
  get: FieldGetters<T, F>;
  defaultSort: readonly string[];
}

export interface ParsedListQuery<T> {
  // Function properties rather than methods: callers pass them on (items.sort(query.compare)).
  matches: (item: T) => boolean;
  compare: (a: T, b: T) => number;
  limit: number;
  offset: number;
}

type Scalar = string | number | boolean;
type Condition = { op: 'IN'; values: Set<Scalar> } | { op: 'EQ'; value: Scalar } | { op: 'GTE' | 'LTE'; value: number };

const FILTER_KEY = /^filter\[([^[\]]+)\]$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;
const MAX_OFFSET = 1_000_000;

function kindName(kind: FieldKind): string {
  return kind.kind === 'enum' ? `one of ${kind.values.join(', ')}` : kind.kind === 'integer' ? 'an integer' : kind.kind === 'number' ? 'a number' : kind.kind === 'boolean' ? 'true or false' : 'a text value';
}

function parseScalar(raw: string, kind: FieldKind): Scalar | { error: string } {
  const value = raw.trim();
  if (value === '') return { error: 'an empty value' };
  const bad = { error: `"${value}" is not ${kindName(kind)}` };
  switch (kind.kind) {
    case 'integer':
      return INTEGER.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : bad;
    case 'number':
      return NUMBER.test(value) ? Number(value) : bad;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : bad;
    case 'enum':
      return kind.values.includes(value) ? value : bad;
    case 'string':
      return value;
  }
}

/** Reads `OP(args)`; returns the condition or an error message. */
function parseExpression(expression: string, kind: FieldKind): Condition | string {
  const text = expression.trim();
  if (text === '') return 'is empty; expected e.g. IN(a,b) or EQ(v)';
  const open = text.indexOf('(');
  const opens = (text.match(/\(/g) ?? []).length;
  const closes = (text.match(/\)/g) ?? []).length;
  if (open === -1 && closes === 0) return `"${text}" has no operator; expected e.g. IN(a,b) or EQ(v)`;
  if (opens !== 1 || closes !== 1 || open === -1 || text.indexOf(')') < open) return `"${text}" has unbalanced parentheses; expected OPERATOR(values)`;
  if (!text.endsWith(')')) return `"${text}" has text after the closing parenthesis`;
  const operator = text.slice(0, open).trim();
  if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) return `unknown operator "${operator}"; use ${FILTER_OPERATORS.join(', ')} (upper case)`;
  const op = operator as FilterOperator;
  const args = text.slice(open + 1, -1).split(',');
  if (op !== 'IN' && args.length !== 1) return `${op} takes exactly one value, got ${args.length}`;
  if ((op === 'GTE' || op === 'LTE') && kind.kind !== 'integer' && kind.kind !== 'number') return `${op} works only on numeric fields; this field takes ${kindName(kind)}`;
  const values: Scalar[] = [];
  for (const arg of args) {
    const parsed = parseScalar(arg, kind);
    if (typeof parsed === 'object') return `${text}: ${parsed.error}`;
    values.push(parsed);
  }
  if (op === 'IN') return { op, values: new Set(values) };
  const value = values[0] as Scalar;
  return op === 'EQ' ? { op, value } : { op, value: value as number };
}

function test(condition: Condition, value: FieldValue): boolean {
  if (value === null || value === undefined) return false;
  switch (condition.op) {
    case 'IN':
      return condition.values.has(value);
    case 'EQ':
      return value === condition.value;
    case 'GTE':
      return typeof value === 'number' && value >= condition.value;
    case 'LTE':
      return typeof value === 'number' && value <= condition.value;
  }
}

const missing = (value: FieldValue): value is null | undefined => value === null || value === undefined;

/** Ascending order of two present values. */
function compareValues(a: Scalar, b: Scalar): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function single(params: URLSearchParams, name: string, errors: Record<string, string>): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) errors[name] = `${name} is given ${values.length} times; give it once`;
  return values[0];
}

function parseCount(raw: string | undefined, name: string, fallback: number, max: number, errors: Record<string, string>): number {
  if (raw === undefined) return fallback;
  const value = raw.trim();
  if (!/^\d+$/.test(value) || Number(value) > max) {
    errors[name] = `${name} must be an integer from 0 to ${max}, got "${raw}"`;
    return fallback;
  }
  return Number(value);
}

export function parseListQuery<T, F extends QueryFields>(params: URLSearchParams, spec: ListSpec<T, F>): ParsedListQuery<T> {
  const errors: Record<string, string> = {};
  const fieldNames = Object.keys(spec.fields);
  const conditions: { field: string; condition: Condition }[] = [];

  for (const [key, value] of params) {
    if (!key.startsWith('filter')) continue;
    const match = FILTER_KEY.exec(key);
    if (!match) {
      errors[key] = `malformed filter parameter "${key}"; expected filter[field]=OPERATOR(values)`;
      continue;
    }
    const field = match[1] as string;
    const kind = spec.fields[field];
    if (!kind) {
      errors[key] = `unknown filter field "${field}"; filterable fields: ${fieldNames.join(', ')}`;
      continue;
    }
    const condition = parseExpression(value, kind);
    if (typeof condition === 'string') errors[key] ??= condition;
    else conditions.push({ field, condition });
  }

  const sortRaw = single(params, 'sort', errors);
  const sortKeys: { field: string; direction: 1 | -1; rank?: readonly string[] }[] = [];
  const sortList = sortRaw === undefined ? spec.defaultSort : sortRaw.split(',');
  for (const raw of sortList) {
    const item = raw.trim();
    const descending = item.startsWith('-');
    const field = descending ? item.slice(1) : item;
    if (field === '' || !(field in spec.fields)) {
      errors.sort = field === '' ? `sort has an empty key in "${sortRaw}"` : `unknown sort field "${field}"; sortable fields: ${fieldNames.join(', ')}`;
      break;
    }
    const kind = spec.fields[field];
    // Enums sort in their declared order (AVAILABLE, BOOKED, SOLD), not alphabetically.
    sortKeys.push({ field, direction: descending ? -1 : 1, ...(kind?.kind === 'enum' ? { rank: kind.values } : {}) });
  }

  const limit = parseCount(single(params, 'limit', errors), 'limit', LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, errors);
  const offset = parseCount(single(params, 'offset', errors), 'offset', 0, MAX_OFFSET, errors);

  if (Object.keys(errors).length > 0) throw badRequest(describeFields('Invalid query', errors), errors);

  const getters = spec.get as Record<string, (item: T) => FieldValue>;
  const read = (field: string, item: T) => (getters[field] as (item: T) => FieldValue)(item);
  return {
    matches: (item) => conditions.every(({ field, condition }) => test(condition, read(field, item))),
    compare: (a, b) => {
      for (const { field, direction, rank } of sortKeys) {
        const x = rank ? rank.indexOf(String(read(field, a))) : read(field, a);
        const y = rank ? rank.indexOf(String(read(field, b))) : read(field, b);
        // Units without a value (area_living of a parking place) go last in either direction.
        if (missing(x) || missing(y)) {
          if (missing(x) && missing(y)) continue;
          return missing(x) ? 1 : -1;
        }
        const order = compareValues(x, y);
        if (order !== 0) return order * direction;
      }
      return 0;
    },
    limit,
    offset,
  };
}

/** Filters, sorts (stable: ties keep the source order) and pages the items. */
export function applyListQuery<T>(items: readonly T[], query: ParsedListQuery<T>): { data: T[]; meta: ListMeta } {
  const matching = items.filter((item) => query.matches(item));
  matching.sort(query.compare);
  return { data: matching.slice(query.offset, query.offset + query.limit), meta: { total: matching.length, limit: query.limit, offset: query.offset } };
}

export function listQuery<T, F extends QueryFields>(items: readonly T[], params: URLSearchParams, spec: ListSpec<T, F>) {
  return applyListQuery(items, parseListQuery(params, spec));
}
