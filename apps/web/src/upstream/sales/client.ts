// The sales-data client: typed GETs over the @novostroy/contracts schemas, with a bearer token,
// a timeout and a short in-process cache. Spec §7: any failure yields `undefined`, so a page
// degrades (no prices) instead of failing; it is logged once per endpoint and reason. An expired
// answer is served stale while one background request per key refreshes it, so a slow service
// never delays a page that has a copy (a page without one waits at most the timeout).
import 'server-only';
import {
  LIST_LIMIT_MAX,
  buildListQuery,
  buildPropertyQuery,
  eqFilter,
  facadeListResponseSchema,
  floorPlanResponseSchema,
  houseListResponseSchema,
  inFilter,
  monthlyPaymentResponseSchema,
  propertyListResponseSchema,
  propertyResponseSchema,
  renderListResponseSchema,
  salesDataPaths,
  type Facade,
  type FacadeQuery,
  type FloorPlan,
  type House,
  type HouseQuery,
  type MonthlyPayment,
  type MonthlyPaymentQuery,
  type ProjectStatistics,
  type Property,
  type PropertyTypePurpose,
  type Render,
  type RenderQuery,
} from '@novostroy/contracts';
import type { z } from 'zod';
import { TtlCache } from '@/lib/ttl-cache';
import {
  salesProjectListLenientSchema,
  salesProjectLenientSchema,
  toSalesProjectOverview,
  type SalesProjectOverview,
} from './statistics';

export interface SalesClientOptions {
  baseUrl: string;
  token: string;
  timeoutMs: number;
  /** How long a good answer is reused; the spec's prices and statuses may lag this much. */
  cacheTtlMs?: number;
  /** How long one unit's answer is reused: a unit page says the status as it is now, not as the listing saw it. */
  unitTtlMs?: number;
  /** How long a failure is reused, so a dead service is not asked again on every render. */
  failureTtlMs?: number;
  /**
   * How long after it expires a good answer may still be served while one background request
   * refreshes it (units and payments excepted: they say the status as it is now). A failed
   * refresh replaces it, so an outage still shows the note after one more page view.
   */
  staleMs?: number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
  now?: () => number;
}

export const SALES_CACHE_TTL_MS = 60_000;
export const SALES_FAILURE_TTL_MS = 10_000;
/** An answer older than its minute plus this is not served stale: the page waits for a fresh one. */
export const SALES_STALE_MS = 10 * 60_000;
/** A unit opened from a listing up to a minute old still shows a booking made since (issue: "booked since the page rendered"). */
export const SALES_UNIT_TTL_MS = 5_000;

export interface SalesDataClient {
  /** Every sales project with its statistics (GET /api/project), keyed by sales project id (= CMS Profit_id). */
  fetchProjectsStatistics(): Promise<ReadonlyMap<number, SalesProjectOverview> | undefined>;
  /** One project's statistics (GET /api/project/{id}). */
  fetchProjectStatistics(profitId: number): Promise<ProjectStatistics | undefined>;
  /** One project with where it is and when it is done (GET /api/project/{id}, the same cached answer). */
  fetchProjectOverview(profitId: number): Promise<SalesProjectOverview | undefined>;
  /**
   * The cheapest available or booked flat of a project (spec §7's property-loaded query), in
   * rubles; with `rooms`, of that room count and not a studio. Undefined when none or on failure.
   */
  fetchMinFlatPrice(profitId: number, rooms?: number): Promise<number | undefined>;
  /** One unit (GET /api/property/{id}); null when the service does not know the id, undefined on failure. */
  fetchUnit(id: number): Promise<Property | null | undefined>;
  /** The units with these ids, whatever their status, in id order; ids the service does not know are left out. */
  fetchUnitsByIds(ids: readonly number[]): Promise<readonly Property[] | undefined>;
  /** The mortgage payment of one unit (GET /api/monthly_payment/{id}), the service's defaults unless given. */
  fetchMonthlyPayment(id: number, query?: MonthlyPaymentQuery): Promise<MonthlyPayment | null | undefined>;
  /** Every AVAILABLE or BOOKED unit of one type (all pages of GET /api/property/loaded), by id. */
  fetchUnitsOnSale(type: PropertyTypePurpose): Promise<readonly Property[] | undefined>;
  /** One house (GET /api/houses?filter[id]=EQ(id)); null when the service lists no such house. */
  fetchHouse(id: number): Promise<House | null | undefined>;
  /** Every unit of one type in one house, sold ones included (the chessboard shows them as taken), by id. */
  fetchHouseUnits(houseId: number, type: PropertyTypePurpose): Promise<readonly Property[] | undefined>;
  /** The facade of a house with its floor polygons (GET /api/facades); null when the house has none. */
  fetchFacade(houseId: number): Promise<Facade | null | undefined>;
  /** One floor plan with its unit polygons (GET /api/floor/{houseId}?floor=N); null for an unknown house or floor (404). */
  fetchFloorPlan(houseId: number, floor: number): Promise<FloorPlan | null | undefined>;
  /** The illustrations of one house (GET /api/render?filter[house_id]=EQ(id)); empty when it has none. */
  fetchHouseRenders(houseId: number): Promise<readonly Render[] | undefined>;
  /** Every house of every project (GET /api/houses, one page of at most LIST_LIMIT_MAX), by id. */
  fetchAllHouses(): Promise<readonly House[] | undefined>;
  /**
   * One page of the AVAILABLE units of every type in id order, never cached (the listing feeds read
   * the whole inventory page by page and must see a sale at once); undefined when sales-data fails.
   */
  fetchAvailableUnitsPage(offset: number, limit?: number): Promise<{ units: readonly Property[]; total: number } | undefined>;
  clearCache(): void;
}

/** One page of the units on sale of one type, in a stable order (by id) so pages do not overlap. */
export function unitsOnSaleQuery(type: PropertyTypePurpose, offset: number): string {
  return buildPropertyQuery({
    filter: { type_purpose: inFilter([type]), status: inFilter(['AVAILABLE', 'BOOKED']) },
    sort: 'id',
    limit: LIST_LIMIT_MAX,
    offset,
  });
}

/** One page of every unit of one type in one house, whatever its status, in id order. */
export function houseUnitsQuery(houseId: number, type: PropertyTypePurpose, offset: number): string {
  return buildPropertyQuery({
    filter: { house_id: eqFilter(houseId), type_purpose: inFilter([type]) },
    sort: 'id',
    limit: LIST_LIMIT_MAX,
    offset,
  });
}

/** One page of every AVAILABLE unit, whatever its type, in id order (spec's filter[status]=IN(AVAILABLE)). */
export function availableUnitsPageQuery(offset: number, limit: number = LIST_LIMIT_MAX): string {
  return buildPropertyQuery({ filter: { status: inFilter(['AVAILABLE']) }, sort: 'id', limit: Math.min(Math.max(1, Math.trunc(limit)), LIST_LIMIT_MAX), offset });
}

/** The units with these ids (at most LIST_LIMIT_MAX), whatever their status, in id order. */
export function unitsByIdsQuery(ids: readonly [number, ...number[]]): string {
  return buildPropertyQuery({ filter: { id: inFilter(ids) }, sort: 'id', limit: LIST_LIMIT_MAX });
}

/** The query string of GET /api/monthly_payment/{id}: only the values given, in a stable order. */
export function monthlyPaymentQueryString(query: MonthlyPaymentQuery = {}): string {
  const params = new URLSearchParams();
  for (const name of ['rate', 'years', 'initial_payment', 'initial_payment_percent'] as const) {
    const value = query[name];
    if (value !== undefined) params.set(name, String(value));
  }
  return params.toString();
}

export const houseQuery = (id: number): string => buildListQuery({ filter: { id: eqFilter(id) }, limit: 1 } satisfies HouseQuery);
export const facadeQuery = (houseId: number): string => buildListQuery({ filter: { house_id: eqFilter(houseId) }, limit: 1 } satisfies FacadeQuery);
export const allHousesQuery = (): string => buildListQuery({ sort: 'id', limit: LIST_LIMIT_MAX } satisfies HouseQuery);
export const houseRendersQuery = (houseId: number): string => buildListQuery({ filter: { house_id: eqFilter(houseId) }, sort: 'id', limit: LIST_LIMIT_MAX } satisfies RenderQuery);

/**
 * More pages than any inventory has (100,000 units of one type at 1,000 a page, so the sitemap of
 * a 100,000-unit inventory is whole): a service whose meta.total keeps growing cannot loop us forever.
 */
const MAX_INVENTORY_PAGES = 100;

/**
 * Spec §7, exactly: the cheapest AVAILABLE or BOOKED residential unit of one project. With
 * `rooms`, the cheapest of that room count, studios apart (the project statistics have no
 * one-room minimum; the complex page asks for it this way).
 */
export function minFlatPriceQuery(profitId: number, rooms?: number): string {
  return buildPropertyQuery({
    filter: {
      type_purpose: inFilter(['residential']),
      status: inFilter(['AVAILABLE', 'BOOKED']),
      project_id: eqFilter(profitId),
      ...(rooms === undefined ? {} : { rooms_amount: inFilter([rooms]), studio: eqFilter(false) }),
    },
    sort: 'price_value',
    limit: 1,
  });
}

export function createSalesDataClient(options: SalesClientOptions): SalesDataClient {
  const fetchImpl = options.fetch ?? fetch;
  const log = options.log ?? ((message: string) => console.warn(message));
  const successTtl = options.cacheTtlMs ?? SALES_CACHE_TTL_MS;
  const failureTtl = options.failureTtlMs ?? SALES_FAILURE_TTL_MS;
  const cache = new TtlCache<unknown>({ now: options.now });

  // Path -> reason last logged: an outage is one log line per endpoint and reason (not one per
  // complex and request), and one more when the endpoint answers again.
  const reported = new Map<string, string>();

  /** One GET, parsed with `schema`; undefined (logged once) on any failure, null for a 404 when asked. */
  async function request<T>(path: string, query: string, schema: z.ZodType<T>, how: { notFoundIsAnswer: true }): Promise<T | null | undefined>;
  async function request<T>(path: string, query: string, schema: z.ZodType<T>): Promise<T | undefined>;
  async function request<T>(path: string, query: string, schema: z.ZodType<T>, how?: { notFoundIsAnswer: true }): Promise<T | null | undefined> {
    const target = query ? `${path}?${query}` : path;
    const fail = (reason: string) => {
      if (reported.get(path) !== reason) {
        reported.set(path, reason);
        // The token travels in a header and never appears in `target`.
        log(`[sales-data] GET ${target} failed: ${reason}; pages show no sales data (repeats of this failure are not logged)`);
      }
      return undefined;
    };
    try {
      const response = await fetchImpl(`${options.baseUrl}${target}`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${options.token}` },
        signal: AbortSignal.timeout(options.timeoutMs),
        // Our own short cache below decides freshness; Next's data cache would keep serving a
        // stale answer while the service is down.
        cache: 'no-store',
      });
      if (response.status === 404 && how?.notFoundIsAnswer) return null;
      if (!response.ok) return fail(`HTTP ${response.status}`);
      const parsed = schema.safeParse(await response.json());
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return fail(`unexpected answer (${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'})`);
      }
      if (reported.delete(path)) log(`[sales-data] GET ${path} answers again`);
      return parsed.data;
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      if (timedOut) return fail(`no answer within ${options.timeoutMs} ms`);
      if (error instanceof SyntaxError) return fail('the answer is not JSON');
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      return fail(`${error instanceof Error ? error.message : String(error)}${cause}`);
    }
  }

  const unitTtl = Math.min(options.unitTtlMs ?? SALES_UNIT_TTL_MS, successTtl);

  const staleMs = options.staleMs ?? SALES_STALE_MS;

  /** `unit`: one unit's status and payment, kept for unitTtl and never served stale. */
  function cached<T>(key: string, load: () => Promise<T | undefined>, kind: 'listing' | 'unit' = 'listing'): Promise<T | undefined> {
    const ttl = kind === 'unit' ? unitTtl : successTtl;
    // Only good answers of the listing-level keys are served stale; a failure never is.
    const stale = kind === 'unit' ? 0 : staleMs;
    return cache.get(key, load, (value) => (value === undefined ? failureTtl : ttl), {
      staleFor: (value) => (value === undefined ? 0 : stale),
    }) as Promise<T | undefined>;
  }

  function fetchProjectOverview(profitId: number): Promise<SalesProjectOverview | undefined> {
    return cached(`project-overview:${profitId}`, async () => {
      const body = await request(salesDataPaths.project(profitId), '', salesProjectLenientSchema);
      return body ? toSalesProjectOverview(body.data) : undefined;
    });
  }

  /** Every page of a unit list query; a half-read list would show wrong counts: all pages or nothing. */
  async function readAllUnits(pageQuery: (offset: number) => string): Promise<Property[] | undefined> {
    const units: Property[] = [];
    for (let page = 0; page < MAX_INVENTORY_PAGES; page += 1) {
      const body = await request(salesDataPaths.properties, pageQuery(units.length), propertyListResponseSchema);
      if (!body) return undefined;
      units.push(...body.data);
      if (body.data.length === 0 || units.length >= body.meta.total) break;
    }
    return units;
  }

  return {
    fetchProjectsStatistics() {
      return cached('projects-statistics', async () => {
        const body = await request(salesDataPaths.projects, buildListQuery({ limit: LIST_LIMIT_MAX }), salesProjectListLenientSchema);
        if (!body) return undefined;
        return new Map(body.data.map((project) => [project.id, toSalesProjectOverview(project)] as const));
      });
    },

    async fetchProjectStatistics(profitId) {
      return (await fetchProjectOverview(profitId))?.statistics;
    },

    fetchProjectOverview,

    async fetchMinFlatPrice(profitId, rooms) {
      // Cached as { price }: "no flat on sale" (null) is an answer and keeps the full TTL.
      const answer = await cached(`min-flat-price:${profitId}${rooms === undefined ? '' : `:${rooms}`}`, async () => {
        const body = await request(salesDataPaths.properties, minFlatPriceQuery(profitId, rooms), propertyListResponseSchema);
        return body ? { price: body.data[0]?.price_value ?? null } : undefined;
      });
      return answer?.price ?? undefined;
    },

    async fetchUnit(id) {
      // Cached as { unit }: "no such unit" (null) is an answer and keeps the full TTL.
      const answer = await cached(`unit:${id}`, async () => {
        const body = await request(salesDataPaths.property(id), '', propertyResponseSchema, { notFoundIsAnswer: true });
        return body === undefined ? undefined : { unit: body?.data ?? null };
      }, 'unit');
      return answer === undefined ? undefined : answer.unit;
    },

    async fetchUnitsByIds(ids) {
      const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0).sort((a, b) => a - b).slice(0, LIST_LIMIT_MAX);
      const [first, ...rest] = wanted;
      if (first === undefined) return [];
      return cached(`units:${wanted.join(',')}`, async () => {
        const body = await request(salesDataPaths.properties, unitsByIdsQuery([first, ...rest]), propertyListResponseSchema);
        return body?.data.filter((unit) => wanted.includes(unit.id));
      }, 'unit');
    },

    async fetchMonthlyPayment(id, query) {
      const search = monthlyPaymentQueryString(query);
      const answer = await cached(`monthly-payment:${id}?${search}`, async () => {
        const body = await request(salesDataPaths.monthlyPayment(id), search, monthlyPaymentResponseSchema, { notFoundIsAnswer: true });
        return body === undefined ? undefined : { payment: body?.data ?? null };
      }, 'unit');
      return answer === undefined ? undefined : answer.payment;
    },

    fetchUnitsOnSale(type) {
      return cached(`units-on-sale:${type}`, () => readAllUnits((offset) => unitsOnSaleQuery(type, offset)));
    },

    async fetchHouse(id) {
      // Cached as { house }: "no such house" (null) is an answer and keeps the full TTL.
      const answer = await cached(`house:${id}`, async () => {
        const body = await request(salesDataPaths.houses, houseQuery(id), houseListResponseSchema);
        return body ? { house: body.data.find((house) => house.id === id) ?? null } : undefined;
      });
      return answer === undefined ? undefined : answer.house;
    },

    fetchHouseUnits(houseId, type) {
      return cached(`house-units:${houseId}:${type}`, () => readAllUnits((offset) => houseUnitsQuery(houseId, type, offset)));
    },

    async fetchFacade(houseId) {
      const answer = await cached(`facade:${houseId}`, async () => {
        const body = await request(salesDataPaths.facades, facadeQuery(houseId), facadeListResponseSchema);
        return body ? { facade: body.data.find((facade) => facade.house_id === houseId) ?? null } : undefined;
      });
      return answer === undefined ? undefined : answer.facade;
    },

    async fetchFloorPlan(houseId, floor) {
      const answer = await cached(`floor:${houseId}:${floor}`, async () => {
        const body = await request(salesDataPaths.floor(houseId), `floor=${floor}`, floorPlanResponseSchema, { notFoundIsAnswer: true });
        return body === undefined ? undefined : { plan: body?.data ?? null };
      });
      return answer === undefined ? undefined : answer.plan;
    },

    fetchHouseRenders(houseId) {
      return cached(`renders:${houseId}`, async () => {
        const body = await request(salesDataPaths.renders, houseRendersQuery(houseId), renderListResponseSchema);
        return body?.data.filter((render) => render.house_id === houseId);
      });
    },

    fetchAllHouses() {
      return cached('houses', async () => {
        const body = await request(salesDataPaths.houses, allHousesQuery(), houseListResponseSchema);
        return body ? [...body.data].sort((a, b) => a.id - b.id) : undefined;
      });
    },

    async fetchAvailableUnitsPage(offset, limit) {
      const body = await request(salesDataPaths.properties, availableUnitsPageQuery(offset, limit), propertyListResponseSchema);
      return body ? { units: body.data, total: body.meta.total } : undefined;
    },

    clearCache() {
      cache.clear();
    },
  };
}
