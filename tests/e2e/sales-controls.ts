// Test controls of the sales-data service, for specs that watch the site react to a sale:
// setUnitStatus switches one unit straight in sales-data (PUT /api/test/property/{id}/status with
// SALES_DATA_TOKEN). The test stack of `npm test` starts sales-data with SALES_DATA_TEST_CONTROLS=1;
// the demo stack of `npm start` does not, and there the call fails with a message that says so.
//
// Web reuses a unit's answer for up to 5 s (SALES_UNIT_TTL_MS; lists for SALES_CACHE_SECONDS, 5 s
// in the test stack), so assert the page with a retrying expect (toPass / reload) after a switch,
// and put the unit back (setUnitStatus(id, 'AVAILABLE') in a finally or afterAll): later specs
// read the same inventory.
import { expect } from '@playwright/test';

export type UnitStatus = 'AVAILABLE' | 'BOOKED' | 'SOLD';

const salesUrl = () => process.env.E2E_SALES_DATA_URL ?? 'http://127.0.0.1:4011';

function salesToken(): string {
  const token = process.env.SALES_DATA_TOKEN;
  expect(token, 'SALES_DATA_TOKEN (set by npm test) authorises the sales-data test controls').toBeTruthy();
  return token ?? '';
}

/** The unit's status and price as sales-data has them now (GET /api/property/{id}). */
export async function salesUnit(id: number): Promise<{ id: number; status: UnitStatus; price_value: number; number: string }> {
  const response = await fetch(`${salesUrl()}/api/property/${id}`, { headers: { Authorization: `Bearer ${salesToken()}` } });
  expect(response.status, `sales-data GET /api/property/${id}`).toBe(200);
  return ((await response.json()) as { data: { id: number; status: UnitStatus; price_value: number; number: string } }).data;
}

/** Switches one unit's status in sales-data; every sales-data answer (lists, statistics, floor plans) agrees at once. */
export async function setUnitStatus(id: number, status: UnitStatus): Promise<void> {
  const response = await fetch(`${salesUrl()}/api/test/property/${id}/status`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${salesToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  if (response.status === 404 && (await response.clone().text()).includes('No such endpoint')) {
    throw new Error(`sales-data at ${salesUrl()} has no test controls: start it with SALES_DATA_TEST_CONTROLS=1 (npm test does)`);
  }
  expect(response.status, `sales-data PUT /api/test/property/${id}/status ${status}: ${await response.text()}`).toBe(200);
}
