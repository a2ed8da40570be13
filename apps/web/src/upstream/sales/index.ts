// The sales-data operations the pages use, bound to the process configuration.
import 'server-only';
import type { ProjectStatistics, Property, PropertyTypePurpose } from '@novostroy/contracts';
import { getConfig } from '@/lib/config';
import { createSalesDataClient, type SalesDataClient } from './client';
import type { SalesProjectOverview } from './statistics';

export type { ProjectStatistics, Property, PropertyStatus, PropertyTypePurpose } from '@novostroy/contracts';
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

export function fetchMinFlatPrice(profitId: number): Promise<number | undefined> {
  return salesData().fetchMinFlatPrice(profitId);
}
/** One unit by its sales-data id; null when there is no such unit, undefined when sales-data fails. */
export function fetchUnit(id: number): Promise<Property | null | undefined> {
  return salesData().fetchUnit(id);
}

/** Every AVAILABLE or BOOKED unit of one type, reused for SALES_CACHE_SECONDS; undefined when sales-data fails. */
export function fetchUnitsOnSale(type: PropertyTypePurpose): Promise<readonly Property[] | undefined> {
  return salesData().fetchUnitsOnSale(type);
}
export { deliverToSalesData } from './delivery';
