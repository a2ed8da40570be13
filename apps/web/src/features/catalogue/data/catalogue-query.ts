// The catalogue's filter state and its one URL form. The listing pages and GET /api/catalogue/<kind>
// read the same parameters through `parseCatalogueQuery`, and links are written by
// `catalogueSearchParams`, so the URL, the page and the API cannot disagree. A page drops what it
// cannot read (a shared link with a stale value still opens); the API answers 400 naming it.
//
// «Показать ещё» (show more) is `pages`: how many pages, from `page` on, the list shows at once.
// Appending the next page adds one to `pages` (page 1, pages 3: units 1-72 of 24 a page), so the
// URL after appending reloads to the very same list, and page links stay plain pages for no-JS.
// It is capped (PAGES_MAX) so one URL never asks for more than a few hundred units.
import type { Finishing, PropertyTypePurpose } from '@novostroy/contracts';
import { catalogueTexts } from '../texts';

/** The four listings of spec §2, in URL words. */
export const CATALOGUE_KINDS = ['flats', 'commercial', 'parking', 'storage'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const TYPE_PURPOSE_OF: Record<CatalogueKind, PropertyTypePurpose> = {
  flats: 'residential',
  commercial: 'commercial',
  parking: 'parking',
  storage: 'storage',
};

/** Spec §3 room options: Студия (0), 1, 2, 3, 4+ (4). */
export const ROOM_OPTIONS = [0, 1, 2, 3, 4] as const;
export type RoomOption = (typeof ROOM_OPTIONS)[number];

export const FINISHING_OPTIONS = ['none', 'white_box', 'full'] as const satisfies readonly Finishing[];

export const SORT_OPTIONS = ['price', '-price', 'price_per_meter', '-price_per_meter', 'area', '-area', 'floor', '-floor', 'completion', '-completion'] as const;
export type CatalogueSort = (typeof SORT_OPTIONS)[number];

/**
 * How a listing shows its results: cards (default), a table, the chessboard of one house (floors x
 * units by status) or its facade -> floor plan. The last two need one house (`house`); `level` is
 * the floor whose plan the facade view opens.
 */
export const VIEW_OPTIONS = ['cards', 'table', 'chess', 'facade'] as const;
export type CatalogueView = (typeof VIEW_OPTIONS)[number];

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;
/** At most this many pages at once through «Показать ещё» (480 units of 24). */
export const PAGES_MAX = 20;
/** No real listing has more pages; a larger number is a typo or a probe. */
const PAGE_MAX = 1000;

export interface NumberRange {
  from: number | null;
  to: number | null;
}

/** A range as a slider shows it: an open end at its bound, each end kept within [min, max]. */
export function rangeBetween(range: NumberRange, min: number, max: number): [number, number] {
  const within = (value: number) => Math.min(max, Math.max(min, value));
  return [within(range.from ?? min), within(range.to ?? max)];
}

export interface CatalogueQuery {
  kind: CatalogueKind;
  rooms: RoomOption[];
  /**
   * Every room option unticked on a flats listing by room count (/kupit-2-…), which lists every
   * flat: without it the address would bring its own option back. Written `rooms=` in the URL.
   */
  roomsCleared: boolean;
  /**
   * The room option a flats listing's own address stands for (/kupit-2-…: [2]). Its links leave
   * those rooms out of the URL, and write `rooms=` when no option is ticked.
   */
  presetRooms?: readonly RoomOption[];
  price: NumberRange;
  area: NumberRange;
  floor: NumberRange;
  projects: number[];
  houses: number[];
  years: number[];
  quarters: number[];
  finishing: Finishing[];
  notFirstFloor: boolean;
  notLastFloor: boolean;
  /** AVAILABLE only by default; BOOKED joins on request (spec §4). SOLD never shows. */
  includeBooked: boolean;
  sort: CatalogueSort;
  page: number;
  /** How many pages from `page` on the list shows at once (the «Показать ещё» appends). */
  pages: number;
  pageSize: number;
  view: CatalogueView;
  /** The floor plan the facade view shows; null: the facade itself. */
  level: number | null;
}

export function emptyCatalogueQuery(kind: CatalogueKind): CatalogueQuery {
  return {
    kind,
    rooms: [],
    roomsCleared: false,
    price: { from: null, to: null },
    area: { from: null, to: null },
    floor: { from: null, to: null },
    projects: [],
    houses: [],
    years: [],
    quarters: [],
    finishing: [],
    notFirstFloor: false,
    notLastFloor: false,
    includeBooked: false,
    sort: 'price',
    page: 1,
    pages: 1,
    pageSize: PAGE_SIZE_DEFAULT,
    view: 'cards',
    level: null,
  };
}

type Reader<T> = (value: string) => T | undefined;

const wholeNumber =
  (min: number, max: number): Reader<number> =>
  (value) => {
    if (!/^-?\d{1,12}$/.test(value)) return undefined;
    const n = Number(value);
    return n >= min && n <= max ? n : undefined;
  };

/** Spaces between thousands ("5 240 000", as the price inputs show it) are not part of a number. */
const withoutSpaces = (value: string) => value.replace(/[\s\u00a0\u202f]/g, '');

/** Whole rubles, with or without the spaces of "5 240 000". */
const rubles =
  (max: number): Reader<number> =>
  (value) =>
    wholeNumber(0, max)(withoutSpaces(value));

/** Decimal with a dot or a comma ("54,5"), as a Russian visitor may type it. */
const decimal =
  (min: number, max: number): Reader<number> =>
  (raw) => {
    const value = withoutSpaces(raw);
    if (!/^\d{1,12}([.,]\d{1,2})?$/.test(value)) return undefined;
    const n = Number(value.replace(',', '.'));
    return n >= min && n <= max ? n : undefined;
  };

const oneOf =
  <V extends string | number>(options: readonly V[]): Reader<V> =>
  (value) =>
    options.find((option) => String(option) === value);

const flag: Reader<boolean> = (value) => (value === '1' || value === 'true' ? true : value === '0' || value === 'false' ? false : undefined);

const RUBLES_MAX = 10_000_000_000;

/** Every parameter the catalogue reads: its reader, whether it repeats, and the Russian message of a bad value. */
const PARAMETERS = {
  rooms: { read: oneOf(ROOM_OPTIONS), list: true },
  price_from: { read: rubles(RUBLES_MAX), list: false },
  price_to: { read: rubles(RUBLES_MAX), list: false },
  area_from: { read: decimal(0, 100_000), list: false },
  area_to: { read: decimal(0, 100_000), list: false },
  floor_from: { read: wholeNumber(-10, 200), list: false },
  floor_to: { read: wholeNumber(-10, 200), list: false },
  project: { read: wholeNumber(1, 2_147_483_647), list: true },
  house: { read: wholeNumber(1, 2_147_483_647), list: true },
  year: { read: wholeNumber(2000, 2100), list: true },
  quarter: { read: wholeNumber(1, 4), list: true },
  finishing: { read: oneOf(FINISHING_OPTIONS), list: true },
  not_first: { read: flag, list: false },
  not_last: { read: flag, list: false },
  booked: { read: flag, list: false },
  sort: { read: oneOf(SORT_OPTIONS), list: false },
  page: { read: wholeNumber(1, PAGE_MAX), list: false },
  pages: { read: wholeNumber(1, PAGES_MAX), list: false },
  limit: { read: wholeNumber(1, PAGE_SIZE_MAX), list: false },
  view: { read: oneOf(VIEW_OPTIONS), list: false },
  level: { read: wholeNumber(-10, 200), list: false },
} as const satisfies Record<string, { read: Reader<unknown>; list: boolean }>;

export type CatalogueParameter = keyof typeof PARAMETERS;

export interface ParsedCatalogueQuery {
  query: CatalogueQuery;
  /** Parameter -> Russian message, for every parameter that had a value it could not read. */
  errors: Partial<Record<CatalogueParameter, string>>;
}

/**
 * Each value of a parameter. A list takes "a,b" and a repeated key alike (a GET form repeats the
 * key); a single value keeps its comma, which is the decimal comma of "35,5".
 */
function valuesOf(params: URLSearchParams, name: string, list: boolean): string[] {
  return params
    .getAll(name)
    .flatMap((value) => (list ? value.split(',') : [value]))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/**
 * Reads the catalogue parameters of a URL. Parameters it does not own (utm_*, yclid, ...) are
 * ignored; a bad value is left out of the query and named in `errors`.
 */
export function parseCatalogueQuery(kind: CatalogueKind, params: URLSearchParams): ParsedCatalogueQuery {
  const errors: ParsedCatalogueQuery['errors'] = {};
  const read = <K extends CatalogueParameter>(name: K): Array<NonNullable<ReturnType<(typeof PARAMETERS)[K]['read']>>> => {
    const spec = PARAMETERS[name];
    const raw = valuesOf(params, name, spec.list);
    if (!spec.list && raw.length > 1) {
      errors[name] = catalogueTexts.parameterErrors.repeated;
      return [];
    }
    const values: Array<NonNullable<ReturnType<(typeof PARAMETERS)[K]['read']>>> = [];
    for (const value of raw) {
      const parsed = (spec.read as Reader<unknown>)(value);
      if (parsed === undefined) errors[name] = catalogueTexts.parameterErrors[name];
      else values.push(parsed as NonNullable<ReturnType<(typeof PARAMETERS)[K]['read']>>);
    }
    return values;
  };
  const single = <K extends CatalogueParameter>(name: K) => read(name)[0] ?? null;
  const range = (from: 'price_from' | 'area_from' | 'floor_from', to: 'price_to' | 'area_to' | 'floor_to'): NumberRange => {
    const low = single(from);
    const high = single(to);
    // "от 9 до 5 млн" is read as 5 to 9: the visitor meant a range, not an empty result.
    return low !== null && high !== null && low > high ? { from: high, to: low } : { from: low, to: high };
  };

  // Rooms mean nothing outside the flats listing; they are ignored there, not refused.
  const rooms = kind === 'flats' ? unique(read('rooms')).sort() : [];
  const query: CatalogueQuery = {
    kind,
    rooms,
    roomsCleared: kind === 'flats' && params.has('rooms') && valuesOf(params, 'rooms', true).length === 0,
    price: range('price_from', 'price_to'),
    area: range('area_from', 'area_to'),
    floor: range('floor_from', 'floor_to'),
    projects: unique(read('project')),
    houses: unique(read('house')),
    years: unique(read('year')).sort(),
    quarters: unique(read('quarter')).sort(),
    finishing: unique(read('finishing')),
    notFirstFloor: single('not_first') ?? false,
    notLastFloor: single('not_last') ?? false,
    includeBooked: single('booked') ?? false,
    sort: single('sort') ?? 'price',
    page: single('page') ?? 1,
    pages: single('pages') ?? 1,
    pageSize: single('limit') ?? PAGE_SIZE_DEFAULT,
    view: single('view') ?? 'cards',
    level: single('level'),
  };
  if (kind !== 'flats') delete errors.rooms;
  return { query, errors };
}

/** The rooms ticked are the very option the listing's own address stands for (/kupit-2-… with 2). */
export function roomsArePreset({ rooms, presetRooms = [] }: Pick<CatalogueQuery, 'rooms' | 'presetRooms'>): boolean {
  return presetRooms.length > 0 && rooms.length === presetRooms.length && rooms.every((room) => presetRooms.includes(room));
}

/**
 * The URL parameters of a query, defaults left out, in a fixed order: one filter state has one
 * URL, so it can be shared, cached and compared. On a listing by room count the rooms its address
 * stands for are left out (`presetRooms`).
 */
export function catalogueSearchParams(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = emptyCatalogueQuery(query.kind);
  const list = (name: string, values: ReadonlyArray<string | number>) => {
    for (const value of values) params.append(name, String(value));
  };
  const number = (name: string, value: number | null) => {
    if (value !== null) params.set(name, String(value));
  };
  if (!roomsArePreset(query)) list('rooms', query.rooms);
  if (query.rooms.length === 0 && (query.roomsCleared || (query.presetRooms ?? []).length > 0)) params.set('rooms', '');
  number('price_from', query.price.from);
  number('price_to', query.price.to);
  number('area_from', query.area.from);
  number('area_to', query.area.to);
  number('floor_from', query.floor.from);
  number('floor_to', query.floor.to);
  list('project', query.projects);
  list('house', query.houses);
  list('year', query.years);
  list('quarter', query.quarters);
  list('finishing', query.finishing);
  if (query.notFirstFloor) params.set('not_first', '1');
  if (query.notLastFloor) params.set('not_last', '1');
  if (query.includeBooked) params.set('booked', '1');
  if (query.sort !== defaults.sort) params.set('sort', query.sort);
  if (query.page !== defaults.page) params.set('page', String(query.page));
  if (query.pages !== defaults.pages) params.set('pages', String(query.pages));
  if (query.pageSize !== defaults.pageSize) params.set('limit', String(query.pageSize));
  if (query.view !== defaults.view) params.set('view', query.view);
  number('level', query.level);
  return params;
}
