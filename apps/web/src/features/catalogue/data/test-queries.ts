// Hostile catalogue query strings for the fuzz tests (fast-check), each with what the catalogue
// must make of it: which known parameters carry a value it has to refuse. The ranges below are
// spec §3's and docs/web.md's parameter table, written out again on purpose: they are the oracle the
// parser is checked against, not a copy of its code.
import fc from 'fast-check';
import type { CatalogueKind, CatalogueParameter } from './catalogue-query';

/** One `key=value` piece of a query string, as written in the URL. */
export interface QueryPiece {
  raw: string;
  /** The catalogue parameter the key names once decoded; null for any other key. */
  parameter: CatalogueParameter | null;
  /** The value once decoded, when the piece was written from one (null: hostile raw bytes). */
  value: string | null;
  /** Whether the value alone must be refused (out of range, not a number, not an option, ...). */
  bad: boolean;
}

export interface FuzzQuery {
  pieces: QueryPiece[];
  /** The query string, without "?". */
  search: string;
}

interface ParameterSpec {
  list: boolean;
  valid: fc.Arbitrary<string>;
  invalid: fc.Arbitrary<string>;
}

const RUBLES_MAX = 10_000_000_000;
const int = (min: number, max: number) => fc.integer({ min, max }).map(String);
const listOf = (item: fc.Arbitrary<string>) => fc.array(item, { minLength: 1, maxLength: 4 }).map((items) => items.join(','));

/** Values no reader accepts, whatever the parameter: never empty once trimmed. */
const junk: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '1e3',
    '0x10',
    '٣',
    '５',
    'undefined',
    'null',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '<script>alert(1)</script>',
    "' OR '1'='1",
    '💥',
    'много',
    '\u0000',
    '\u202e1',
    '%E0%A4%A',
    '%',
  ),
  // Any text at all, kept unreadable by a leading sign no reader takes.
  fc.string({ unit: 'binary', maxLength: 60 }).map((text) => `¤${text}`),
  // Very long values (up to about 2 KB).
  fc.integer({ min: 13, max: 2000 }).map((length) => '9'.repeat(length)),
  fc.integer({ min: 200, max: 2000 }).map((length) => 'x'.repeat(length)),
);

/** A whole number outside [min, max], including ones no 64-bit float holds exactly. */
const outside = (min: number, max: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.integer({ min: max + 1, max: max + 1_000_000 }).map(String),
    fc.bigInt({ min: 10n ** 12n, max: 10n ** 40n }).map(String),
    ...(min > -1_000_000_000_000 ? [fc.integer({ min: min - 1_000_000, max: min - 1 }).map(String)] : []),
    fc.constantFrom('1.5', '+5', '5 5', '--1', '1-'),
  );

const badWholeNumber = (min: number, max: number) => fc.oneof(outside(min, max), junk);

/** Rubles as the price inputs show them too: "5 240 000" (spaces between thousands are not part of the number). */
const rubles = fc.oneof(
  int(0, RUBLES_MAX),
  fc.integer({ min: 1000, max: RUBLES_MAX }).map((n) => String(n).replace(/\B(?=(\d{3})+$)/g, ' ')),
);
/** Only whole numbers in range read as rubles, whatever spaces stand between the digits. */
const badRubles = fc.oneof(outside(0, RUBLES_MAX).filter((value) => value !== '5 5'), junk);
const options = (values: readonly string[]) => fc.constantFrom(...values);
const badOption = (values: readonly string[]) =>
  fc.oneof(junk, fc.constantFrom(...values).map((value) => value.toUpperCase() === value ? `${value}x` : value.toUpperCase()), fc.constantFrom('colour', 'luxury', 'yes', 'on'));

/** 0…100000 with a dot or comma and at most two decimals, as the area filter reads it. */
const area = fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.constantFrom('', '.', ','), fc.integer({ min: 0, max: 99 })).map(([whole, mark, fraction]) => (mark ? `${whole}${mark}${fraction}` : String(whole)));
const badArea = fc.oneof(junk, fc.constantFrom('-1', '-0.5', '1.234', '100000.01', '100001', '1e5', '35,5,5', '.5'));

const flags = ['1', '0', 'true', 'false'] as const;
const sorts = ['price', '-price', 'price_per_meter', '-price_per_meter', 'area', '-area', 'floor', '-floor', 'completion', '-completion'] as const;

/** A list parameter's bad value: good items with one bad one among them. */
const badList = (good: fc.Arbitrary<string>, bad: fc.Arbitrary<string>) =>
  fc.tuple(fc.array(good, { maxLength: 2 }), bad, fc.array(good, { maxLength: 2 })).map(([before, item, after]) => [...before, item, ...after].join(','));

export const PARAMETER_SPECS: Record<CatalogueParameter, ParameterSpec> = {
  rooms: { list: true, valid: listOf(options(['0', '1', '2', '3', '4'])), invalid: badList(options(['0', '1', '2', '3', '4']), fc.oneof(badWholeNumber(0, 4), fc.constant('-0x'))) },
  price_from: { list: false, valid: rubles, invalid: badRubles },
  price_to: { list: false, valid: rubles, invalid: badRubles },
  area_from: { list: false, valid: area, invalid: badArea },
  area_to: { list: false, valid: area, invalid: badArea },
  floor_from: { list: false, valid: int(-10, 200), invalid: badWholeNumber(-10, 200) },
  floor_to: { list: false, valid: int(-10, 200), invalid: badWholeNumber(-10, 200) },
  project: { list: true, valid: listOf(int(1, 2_147_483_647)), invalid: badList(int(1, 2_147_483_647), badWholeNumber(1, 2_147_483_647)) },
  house: { list: true, valid: listOf(int(1, 2_147_483_647)), invalid: badList(int(1, 2_147_483_647), badWholeNumber(1, 2_147_483_647)) },
  year: { list: true, valid: listOf(int(2000, 2100)), invalid: badList(int(2000, 2100), badWholeNumber(2000, 2100)) },
  quarter: { list: true, valid: listOf(int(1, 4)), invalid: badList(int(1, 4), badWholeNumber(1, 4)) },
  finishing: { list: true, valid: listOf(options(['none', 'white_box', 'full'])), invalid: badList(options(['none', 'white_box', 'full']), badOption(['none', 'white_box', 'full'])) },
  not_first: { list: false, valid: options(flags), invalid: badOption(flags) },
  not_last: { list: false, valid: options(flags), invalid: badOption(flags) },
  booked: { list: false, valid: options(flags), invalid: badOption(flags) },
  sort: { list: false, valid: options(sorts), invalid: badOption(sorts) },
  page: { list: false, valid: int(1, 1000), invalid: badWholeNumber(1, 1000) },
  pages: { list: false, valid: int(1, 20), invalid: badWholeNumber(1, 20) },
  limit: { list: false, valid: int(1, 100), invalid: badWholeNumber(1, 100) },
  view: { list: false, valid: options(['cards', 'table', 'chess', 'facade']), invalid: badOption(['cards', 'table', 'chess', 'facade']) },
  level: { list: false, valid: int(-10, 200), invalid: badWholeNumber(-10, 200) },
};

const PARAMETERS = Object.keys(PARAMETER_SPECS) as CatalogueParameter[];

/** Every character as %XX: the same key to a server that decodes, unreadable to one that does not. */
const encodeEveryByte = (text: string) => [...new TextEncoder().encode(text)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** How a known key is written: plainly, every byte encoded, or with its case or brackets changed (then it is another key). */
const keyOf = (parameter: CatalogueParameter): fc.Arbitrary<{ raw: string; parameter: CatalogueParameter | null }> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant({ raw: parameter, parameter }) },
    { weight: 1, arbitrary: fc.constant({ raw: encodeEveryByte(parameter), parameter }) },
    { weight: 1, arbitrary: fc.constantFrom(`${parameter}[]`, `${parameter}[0]`, parameter.toUpperCase(), `${parameter} `).map((raw) => ({ raw: encodeURIComponent(raw), parameter: null })) },
  );

/** Spaces around a value are trimmed; written as %20 or +. */
const padded = (value: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom('', '', '', ' ', '  '), value, fc.constantFrom('', '', '', ' ')).map(([before, text, after]) => `${before}${text}${after}`);
const encodeValue = (value: string) => fc.constantFrom(encodeURIComponent(value), encodeURIComponent(value).replaceAll('%20', '+'));

/** Broken or odd %-encodings, written as they are: none decodes to a value any reader accepts. */
const HOSTILE_RAW = ['%E0%A4%A', '%', '%%', '%zz', '%C0%AE', '%FF', '%00', '%2', '%E0%A4', '%ED%A0%80', '%F0%9F%92', '==', '5%', '%35%'];

const knownPiece: fc.Arbitrary<QueryPiece> = fc.constantFrom(...PARAMETERS).chain((parameter) => {
  const spec = PARAMETER_SPECS[parameter];
  const decoded = fc.oneof(
    { weight: 5, arbitrary: padded(spec.valid).map((value) => ({ value, bad: false })) },
    { weight: 4, arbitrary: spec.invalid.map((value) => ({ value, bad: true })) },
    { weight: 1, arbitrary: fc.constantFrom('', ' ').map((value) => ({ value, bad: false })) },
  );
  const written = fc.oneof(
    { weight: 9, arbitrary: decoded.chain(({ value, bad }) => encodeValue(value).map((encoded) => ({ encoded, value, bad }))) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_RAW).map((encoded) => ({ encoded, value: null, bad: true })) },
  );
  return fc.tuple(keyOf(parameter), written).map(([key, { encoded, value, bad }]): QueryPiece => ({
    raw: `${key.raw}=${encoded}`,
    parameter: key.parameter,
    value,
    bad: key.parameter !== null && bad,
  }));
});

const knownNames = new Set<string>(PARAMETERS);

/** A key the catalogue does not own: random text, prototype names, tracking tags, broken encodings. */
const otherPiece: fc.Arbitrary<QueryPiece> = fc
  .tuple(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 20 }).filter((key) => !knownNames.has(key)).map(encodeURIComponent),
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'utm_source', 'yclid', '_rsc', 'q', ''),
      fc.constantFrom('%E0%A4%A', '%', '%zz', '%FF', 'rooms%5B%5D', '__proto__%5Bx%5D'),
    ),
    fc.oneof(fc.constantFrom('', '1', 'x', '%E0%A4%A', '%'), junk.map(encodeURIComponent)),
    fc.boolean(),
  )
  .map(([key, value, withValue]) => ({ raw: withValue ? `${key}=${value}` : key, parameter: null, value: null, bad: false }));

/** Under ~8 KB of query, so the URL stays within Node's 16 KB header limit whatever else is sent. */
const MAX_QUERY_LENGTH = 8000;

export const fuzzQuery: fc.Arbitrary<FuzzQuery> = fc
  .array(fc.oneof({ weight: 3, arbitrary: knownPiece }, { weight: 1, arbitrary: otherPiece }), { maxLength: 8 })
  .chain((pieces) =>
    // Sometimes a piece twice: a single-valued parameter given twice is refused, a list takes both.
    fc.boolean().map((repeat) => (repeat && pieces.length > 0 ? [...pieces, pieces[0]!] : pieces)),
  )
  .map((pieces) => ({ pieces, search: pieces.map((piece) => piece.raw).join('&') }))
  .filter((query) => query.search.length <= MAX_QUERY_LENGTH);

/**
 * The parameters a listing of `kind` must name as bad in `query`: a refused value, or a single
 * value given more than once. Rooms mean nothing outside the flats and are never refused there.
 */
export function expectedBadParameters(kind: CatalogueKind, query: FuzzQuery): CatalogueParameter[] {
  const bad = new Set<CatalogueParameter>();
  const given = new Map<CatalogueParameter, number>();
  for (const piece of query.pieces) {
    if (piece.parameter === null) continue;
    if (piece.bad) bad.add(piece.parameter);
    // A hostile raw value is never empty once decoded; an empty value is no value.
    if (piece.value === null || piece.value.trim() !== '') given.set(piece.parameter, (given.get(piece.parameter) ?? 0) + 1);
  }
  for (const [parameter, count] of given) if (!PARAMETER_SPECS[parameter].list && count > 1) bad.add(parameter);
  if (kind !== 'flats') bad.delete('rooms');
  return [...bad].sort();
}
