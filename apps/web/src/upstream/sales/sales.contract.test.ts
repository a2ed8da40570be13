// Contract: web's sales-data client against the live service at SALES_DATA_URL.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectServiceUp, liveConfig } from '@/test/live-services';
import { fetchMinFlatPrice, fetchProjectStatistics, fetchProjectsStatistics, fetchUnitsOnSale } from './index';

beforeAll(async () => {
  await expectServiceUp('The sales-data service', `${liveConfig().salesData.url}/health`);
});

describe('sales-data service', () => {
  it('gives statistics for every project', async () => {
    const overviews = await fetchProjectsStatistics();
    expect(overviews, 'GET /api/project failed: see the log line above').toBeDefined();
    expect(overviews?.size).toBeGreaterThanOrEqual(15);
    for (const overview of overviews?.values() ?? []) {
      expect(overview.statistics.amount_flat).toBeGreaterThan(0);
      expect(overview.statistics.amount_flat_free).toBeLessThanOrEqual(overview.statistics.amount_flat);
      expect(overview.district.length).toBeGreaterThan(0);
    }
  });

  it('gives one project its statistics and a minimum flat price consistent with them', async () => {
    const overviews = await fetchProjectsStatistics();
    const [profitId, overview] = [...(overviews ?? new Map())].find(([, o]) => o.statistics.amount_flat_free > 0) ?? [];
    expect(profitId).toBeDefined();
    const statistics = await fetchProjectStatistics(profitId);
    expect(statistics).toEqual(overview?.statistics);
    const price = await fetchMinFlatPrice(profitId);
    expect(price).toBeGreaterThan(0);
    expect(price).toBe(overview?.statistics.min_price_flat);
  });

  it('answers undefined for an unknown project price (an empty list is not an error)', async () => {
    await expect(fetchMinFlatPrice(999_999)).resolves.toBeUndefined();
  });

  it('gives every available or booked unit of a type, each once, none sold', async () => {
    const overviews = await fetchProjectsStatistics();
    const freeStorage = [...(overviews?.values() ?? [])].reduce((sum, o) => sum + o.statistics.amount_store_room_free, 0);
    const units = await fetchUnitsOnSale('storage');
    expect(units, 'GET /api/property/loaded failed: see the log line above').toBeDefined();
    expect(new Set(units?.map((u) => u.id)).size).toBe(units?.length);
    expect(units?.every((u) => u.type_purpose === 'storage' && u.status !== 'SOLD')).toBe(true);
    // The statistics count AVAILABLE units as free; the list adds the booked ones.
    expect(units?.filter((u) => u.status === 'AVAILABLE')).toHaveLength(freeStorage);
  });
});
