// The sales-data operations the pages use, bound to the process configuration.
import 'server-only';
import { cache } from 'react';
import { salesDataPaths, type Facade, type FloorPlan, type House, type MonthlyPayment, type MonthlyPaymentQuery, type ProjectStatistics, type Property, type PropertyTypePurpose, type Render } from '@novostroy/contracts';
import { getConfig } from '@/lib/config';
import { createSalesDataClient, type SalesDataClient } from './client';
import { createSalesPdfFetcher, unitsPdfQuery, type SalesPdfFetcher, type SalesPdfResult } from './pdf';
import type { SalesProjectOverview } from './statistics';

export type { Facade, FacadeFloor, FloorPlan, FloorPlanUnit, House, MonthlyPayment, ProjectStatistics, Property, PropertyStatus, PropertyTypePurpose, Render } from '@novostroy/contracts';
export { emptyProjectStatistics, type SalesProjectOverview } from './statistics';

let client: SalesDataClient | undefined;

function salesData(): SalesDataClient {
  if (!client) {
    const config = getConfig();
    client = createSalesDataClient({
      baseUrl: config.salesData.url,
      token: config.salesData.token,
      timeoutMs: config.upstreamTimeoutMs,
      cacheTtlMs: config.salesData.cacheTtlMs,
    });
  }
  return client;
}

export function fetchProjectsStatistics(): Promise<ReadonlyMap<number, SalesProjectOverview> | undefined> {
  return salesData().fetchProjectsStatistics();
}

export function fetchProjectStatistics(profitId: number): Promise<ProjectStatistics | undefined> {
  return salesData().fetchProjectStatistics(profitId);
}

export function fetchProjectOverview(profitId: number): Promise<SalesProjectOverview | undefined> {
  return salesData().fetchProjectOverview(profitId);
}

export function fetchMinFlatPrice(profitId: number, rooms?: number): Promise<number | undefined> {
  return salesData().fetchMinFlatPrice(profitId, rooms);
}
/** One unit by its sales-data id; null when there is no such unit, undefined when sales-data fails. */
export function fetchUnit(id: number): Promise<Property | null | undefined> {
  return salesData().fetchUnit(id);
}

/** Every AVAILABLE or BOOKED unit of one type, reused for SALES_CACHE_SECONDS; undefined when sales-data fails. */
export function fetchUnitsByIds(ids: readonly number[]): Promise<readonly Property[] | undefined> {
  return salesData().fetchUnitsByIds(ids);
}

export function fetchMonthlyPayment(id: number, query?: MonthlyPaymentQuery): Promise<MonthlyPayment | null | undefined> {
  return salesData().fetchMonthlyPayment(id, query);
}

export function fetchUnitsOnSale(type: PropertyTypePurpose): Promise<readonly Property[] | undefined> {
  return salesData().fetchUnitsOnSale(type);
}

/** One house; null when sales-data has no such house, undefined when it fails. */
export function fetchHouse(id: number): Promise<House | null | undefined> {
  return salesData().fetchHouse(id);
}

/** Every unit of one type in one house, sold ones included; undefined when sales-data fails. */
export function fetchHouseUnits(houseId: number, type: PropertyTypePurpose): Promise<readonly Property[] | undefined> {
  return salesData().fetchHouseUnits(houseId, type);
}

/** A house's facade with one polygon per floor and section; null when it has none, undefined when sales-data fails. */
export function fetchFacade(houseId: number): Promise<Facade | null | undefined> {
  return salesData().fetchFacade(houseId);
}

/** One floor plan with a polygon per unit; null for an unknown house or floor, undefined when sales-data fails. */
export function fetchFloorPlan(houseId: number, floor: number): Promise<FloorPlan | null | undefined> {
  return salesData().fetchFloorPlan(houseId, floor);
}

/** The illustrations of one house; undefined when sales-data fails. */
export function fetchHouseRenders(houseId: number): Promise<readonly Render[] | undefined> {
  return salesData().fetchHouseRenders(houseId);
}
/** Every house of every project; undefined when sales-data fails. */
export function fetchAllHouses(): Promise<readonly House[] | undefined> {
  return salesData().fetchAllHouses();
}

/**
 * The houses sales-data calls handed over (`released`), from the cached house list: their units say
 * «Дом сдан», not a completion quarter long past. Empty without sales-data (the quarter shows).
 * Made once a request: a listing's cards each ask.
 */
export const fetchReleasedHouseIds = cache(async (): Promise<ReadonlySet<number>> => {
  const houses = await fetchAllHouses();
  return new Set(houses?.filter((house) => house.released).map((house) => house.id));
});

/** Thrown by availableUnitPages when a page does not come: a half-read inventory is no inventory. */
export class SalesDataUnavailableError extends Error {
  constructor(offset: number) {
    super(`sales-data did not answer the AVAILABLE units from offset ${offset}`);
    this.name = 'SalesDataUnavailableError';
  }
}

/**
 * Every AVAILABLE unit of every type, one page (at most LIST_LIMIT_MAX units, by id) at a time,
 * read fresh: whoever iterates keeps only one page in memory. Throws SalesDataUnavailableError
 * when a page fails; stops at meta.total, at an empty page, or after `maxPages`.
 */
export async function* availableUnitPages(options: { pageSize?: number; maxPages?: number } = {}): AsyncGenerator<readonly Property[]> {
  const maxPages = options.maxPages ?? 10_000;
  let offset = 0;
  for (let page = 0; page < maxPages; page += 1) {
    const answer = await salesData().fetchAvailableUnitsPage(offset, options.pageSize);
    if (!answer) throw new SalesDataUnavailableError(offset);
    if (answer.units.length === 0) return;
    yield answer.units;
    offset += answer.units.length;
    if (offset >= answer.total) return;
  }
}

export { deliverToSalesData } from './delivery';
export type { SalesPdfResult } from './pdf';

let pdfFetcher: SalesPdfFetcher | undefined;

/**
 * One PDF document from sales-data (its path, e.g. salesDataPaths.propertyPdf(id), and query),
 * read whole within 20 s and never cached; the token stays on the server.
 */
export function fetchSalesPdf(path: string, query?: string): Promise<SalesPdfResult> {
  if (!pdfFetcher) {
    const config = getConfig();
    pdfFetcher = createSalesPdfFetcher({ baseUrl: config.salesData.url, token: config.salesData.token });
  }
  return pdfFetcher(path, query);
}

/** One unit's card (GET /api/pdf/{id}). */
export function fetchUnitPdf(id: number): Promise<SalesPdfResult> {
  return fetchSalesPdf(salesDataPaths.propertyPdf(id));
}

/** One floor's map (GET /api/pdf/{houseId}/{floor}); floor -1 is the underground level. */
export function fetchFloorPdf(houseId: number, floor: number): Promise<SalesPdfResult> {
  return fetchSalesPdf(salesDataPaths.floorPdf(houseId, floor));
}

/** A price list of these units in id order (GET /api/property/loaded/pdf?filter[id]=IN(...)&sort=id&limit=100); at most 100 ids. */
export function fetchUnitsPdf(ids: readonly number[]): Promise<SalesPdfResult> {
  return fetchSalesPdf(salesDataPaths.propertiesPdf, unitsPdfQuery(ids));
}
