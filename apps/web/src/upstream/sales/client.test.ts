import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fake-server';
import { SALES_UNIT_TTL_MS, createSalesDataClient, facadeQuery, houseQuery, houseRendersQuery, houseUnitsQuery, minFlatPriceQuery, unitsOnSaleQuery } from './client';
import { salesFacade, salesFloorPlan, salesHouse, salesProject, salesProperty, salesRender } from './fixtures';

let server: FakeServer;
let logs: string[];
let clock: number;

beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  logs = [];
  clock = 1_000_000;
});

const TOKEN = 'sales-token-0123456789';
const client = (timeoutMs = 2000) =>
  createSalesDataClient({ baseUrl: server.url, token: TOKEN, timeoutMs, log: (m) => logs.push(m), now: () => clock });

describe('minFlatPriceQuery', () => {
  it('is exactly the spec §7 property-loaded query', () => {
    expect(minFlatPriceQuery(1101)).toBe(
      'filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE,BOOKED)&filter[project_id]=EQ(1101)&sort=price_value&limit=1',
    );
  });
});

describe('sales-data client', () => {
  it('reads the cheapest flat price with a bearer token', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [salesProperty({ price_value: 5_240_000 })], meta: { total: 40, limit: 1, offset: 0 } }));
    await expect(client().fetchMinFlatPrice(1101)).resolves.toBe(5_240_000);
    expect(server.requests[0]?.url).toBe(`/api/property/loaded?${minFlatPriceQuery(1101)}`);
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(logs).toEqual([]);
  });

  it('reads the cheapest flat of a room count, studios apart, as its own cached answer', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [salesProperty({ price_value: 6_100_000 })], meta: { total: 9, limit: 1, offset: 0 } }));
    const sales = client();
    await expect(sales.fetchMinFlatPrice(1101, 1)).resolves.toBe(6_100_000);
    const query = new URLSearchParams(server.requests[0]?.url.split('?')[1]);
    expect(query.get('filter[rooms_amount]')).toBe('IN(1)');
    expect(query.get('filter[studio]')).toBe('EQ(false)');
    expect(query.get('filter[project_id]')).toBe('EQ(1101)');
    await sales.fetchMinFlatPrice(1101);
    expect(server.requests).toHaveLength(2);
  });

  it('answers undefined, without a log line, when a project has no flat on sale', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [], meta: { total: 0, limit: 1, offset: 0 } }));
    await expect(client().fetchMinFlatPrice(1101)).resolves.toBeUndefined();
    expect(logs).toEqual([]);
  });

  it('reads statistics per project, every missing field 0', async () => {
    const partial = { amount_flat: 120, amount_flat_free: 37, min_price_flat: 4_100_000, max_price_car: null };
    server.handle((_req, res) =>
      sendJson(res, 200, {
        data: [salesProject({ id: 1101 }), { ...salesProject({ id: 1102 }), statistics: partial }, { ...salesProject({ id: 1103 }), statistics: undefined }],
        meta: { total: 3, limit: 1000, offset: 0 },
      }),
    );
    const statistics = await client().fetchProjectsStatistics();
    expect(server.requests[0]?.url).toBe('/api/project?limit=1000');
    expect(statistics?.get(1101)).toMatchObject({ profitId: 1101, district: 'Прикубанский округ', address: 'ул. Стахановская, 15' });
    expect(statistics?.get(1101)?.statistics.amount_flat_free).toBe(12);
    const second = statistics?.get(1102)?.statistics;
    expect(second).toMatchObject({ amount_flat: 120, amount_flat_free: 37, min_price_flat: 4_100_000, max_price_car: 0, amount_car: 0, min_area_flat: 0 });
    expect(Object.values(statistics?.get(1103)?.statistics ?? { x: 1 }).every((v) => v === 0)).toBe(true);
  });

  it('reads one project with its place, completion and statistics from one cached answer', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: { ...salesProject({ id: 1101 }), statistics: { amount_car: 40, amount_car_free: 21 } } }));
    const sales = client();
    const overview = await sales.fetchProjectOverview(1101);
    expect(server.requests[0]?.url).toBe('/api/project/1101');
    expect(overview).toMatchObject({ profitId: 1101, district: 'Прикубанский округ', released: false });
    expect(overview?.statistics).toMatchObject({ amount_car: 40, amount_car_free: 21, amount_flat: 0 });
    await expect(sales.fetchProjectStatistics(1101)).resolves.toEqual(overview?.statistics);
    expect(server.requests).toHaveLength(1);
  });

  it('yields undefined and logs once on HTTP 500', async () => {
    server.handle((_req, res) => sendJson(res, 500, { error: { status: 500, message: 'boom' } }));
    await expect(client().fetchMinFlatPrice(1101)).resolves.toBeUndefined();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('HTTP 500');
    expect(logs[0]).toContain('/api/property/loaded?filter[type_purpose]=IN(residential)');
  });

  it('yields undefined on a timeout', async () => {
    server.handle(() => {
      // never answers
    });
    await expect(client(200).fetchProjectsStatistics()).resolves.toBeUndefined();
    expect(logs).toEqual([expect.stringContaining('no answer within 200 ms')]);
  });

  it('yields undefined on an answer of the wrong shape, or not JSON', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [{ id: 1, price_value: 'cheap' }], meta: { total: 1, limit: 1, offset: 0 } }));
    await expect(client().fetchMinFlatPrice(1101)).resolves.toBeUndefined();
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html>');
    });
    await expect(client().fetchProjectStatistics(1101)).resolves.toBeUndefined();
    expect(logs).toHaveLength(2);
    expect(logs[0]).toContain('unexpected answer');
    expect(logs[1]).toContain('not JSON');
  });

  it('yields undefined when the service is not listening', async () => {
    const dead = createSalesDataClient({ baseUrl: 'http://127.0.0.1:9', token: TOKEN, timeoutMs: 2000, log: (m) => logs.push(m) });
    await expect(dead.fetchProjectsStatistics()).resolves.toBeUndefined();
    expect(logs).toHaveLength(1);
  });

  it('never writes the token into a log line', async () => {
    server.handle((_req, res) => sendJson(res, 502, {}));
    await client().fetchProjectsStatistics();
    await client().fetchMinFlatPrice(7);
    expect(logs.join('\n')).not.toContain(TOKEN);
  });

  it('reuses an answer for a minute and a failure for ten seconds', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [salesProperty({ price_value: 3_000_000 })], meta: { total: 1, limit: 1, offset: 0 } }));
    const sales = client();
    await sales.fetchMinFlatPrice(1101);
    clock += 59_000;
    await expect(sales.fetchMinFlatPrice(1101)).resolves.toBe(3_000_000);
    expect(server.requests).toHaveLength(1);

    // The service goes down: the cached price lasts until its minute is over; the first page
    // after it still gets the price (stale) while one request refreshes it, then pages degrade.
    server.handle((_req, res) => sendJson(res, 503, {}));
    clock += 2_000;
    await expect(sales.fetchMinFlatPrice(1101)).resolves.toBe(3_000_000);
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    await vi.waitFor(() => expect(sales.fetchMinFlatPrice(1101)).resolves.toBeUndefined());
    expect(server.requests).toHaveLength(2);
    clock += 9_000;
    await sales.fetchMinFlatPrice(1101);
    expect(server.requests).toHaveLength(2);
    clock += 2_000;
    await sales.fetchMinFlatPrice(1101);
    expect(server.requests).toHaveLength(3);
    // The same failure again is not logged again.
    expect(logs).toHaveLength(1);
  });

  it('logs an outage once per endpoint, and once more when the endpoint answers again', async () => {
    server.handle((_req, res) => sendJson(res, 503, {}));
    const sales = client();
    await Promise.all([1, 2, 3, 4, 5].map((id) => sales.fetchMinFlatPrice(id)));
    await sales.fetchProjectsStatistics();
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatch(/^\[sales-data\] GET \/api\/property\/loaded\?.* failed: HTTP 503/);
    expect(logs[1]).toMatch(/^\[sales-data\] GET \/api\/project\?limit=1000 failed: HTTP 503/);

    server.handle((_req, res) => sendJson(res, 500, {}));
    await sales.fetchMinFlatPrice(6);
    expect(logs).toHaveLength(3);

    server.handle((_req, res) => sendJson(res, 200, { data: [salesProperty({})], meta: { total: 1, limit: 1, offset: 0 } }));
    await sales.fetchMinFlatPrice(7);
    await sales.fetchMinFlatPrice(8);
    expect(logs.slice(3)).toEqual(['[sales-data] GET /api/property/loaded answers again']);
  });

  it('serves the last prices at once while sales-data hangs, with one refresh per key', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [salesProperty({ price_value: 4_000_000 })], meta: { total: 1, limit: 1, offset: 0 } }));
    const sales = client(1_000);
    await sales.fetchMinFlatPrice(1101);
    clock += 61_000;
    server.handle(() => undefined); // hung: no answer at all
    const started = performance.now();
    const answers = await Promise.all([1, 2, 3].map(() => sales.fetchMinFlatPrice(1101)));
    expect(answers).toEqual([4_000_000, 4_000_000, 4_000_000]);
    expect(performance.now() - started).toBeLessThan(200);
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    // The refresh times out: the failure replaces the stale copy, the page shows the note.
    await vi.waitFor(() => expect(sales.fetchMinFlatPrice(1101)).resolves.toBeUndefined(), { timeout: 3_000 });
    expect(server.requests).toHaveLength(2);
    expect(logs[0]).toContain('no answer within 1000 ms');
  });

  it('does not serve a unit stale: its page says the status as it is now', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: salesProperty({ id: 9, status: 'AVAILABLE' }) }));
    const sales = client();
    await expect(sales.fetchUnit(9)).resolves.toMatchObject({ status: 'AVAILABLE' });
    clock += SALES_UNIT_TTL_MS + 1;
    server.handle((_req, res) => sendJson(res, 200, { data: salesProperty({ id: 9, status: 'BOOKED' }) }));
    await expect(sales.fetchUnit(9)).resolves.toMatchObject({ status: 'BOOKED' });
  });

  it('shares one request between concurrent callers', async () => {
    server.handle((_req, res) => setTimeout(() => sendJson(res, 200, { data: [salesProperty({})], meta: { total: 1, limit: 1, offset: 0 } }), 50));
    const sales = client();
    await Promise.all([sales.fetchMinFlatPrice(5), sales.fetchMinFlatPrice(5), sales.fetchMinFlatPrice(5)]);
    expect(server.requests).toHaveLength(1);
  });
});

describe('units on sale', () => {
  it('reads every page of one type in id order and keeps them for the cache time', async () => {
    const total = 2300;
    server.handle((req, res) => {
      const offset = Number(new URL(req.url ?? '', 'http://x').searchParams.get('offset') ?? 0);
      const count = Math.max(0, Math.min(1000, total - offset));
      sendJson(res, 200, { data: Array.from({ length: count }, (_, i) => salesProperty({ id: offset + i + 1 })), meta: { total, limit: 1000, offset } });
    });
    const sales = client();
    const units = await sales.fetchUnitsOnSale('parking');
    expect(units).toHaveLength(total);
    expect(new Set(units?.map((u) => u.id)).size).toBe(total);
    expect(server.requests.map((r) => r.url)).toEqual([0, 1000, 2000].map((offset) => `/api/property/loaded?${unitsOnSaleQuery('parking', offset)}`));
    expect(unitsOnSaleQuery('parking', 1000)).toBe('filter[type_purpose]=IN(parking)&filter[status]=IN(AVAILABLE,BOOKED)&sort=id&limit=1000&offset=1000');
    await sales.fetchUnitsOnSale('parking');
    expect(server.requests).toHaveLength(3);
  });

  it('gives nothing rather than part of the inventory when a later page fails', async () => {
    server.handle((req, res) => {
      const offset = Number(new URL(req.url ?? '', 'http://x').searchParams.get('offset') ?? 0);
      if (offset > 0) return sendJson(res, 503, { error: { status: 503, message: 'busy' } });
      sendJson(res, 200, { data: Array.from({ length: 1000 }, (_, i) => salesProperty({ id: i + 1 })), meta: { total: 1500, limit: 1000, offset } });
    });
    await expect(client().fetchUnitsOnSale('residential')).resolves.toBeUndefined();
    expect(logs).toHaveLength(1);
  });
});

describe('one unit', () => {
  it('reads a unit, and answers null for an id the service does not know (without a log line)', async () => {
    server.handle((req, res) => (req.url === '/api/property/501' ? sendJson(res, 200, { data: salesProperty({ id: 501 }) }) : sendJson(res, 404, { error: { status: 404, message: 'no such unit' } })));
    const sales = client();
    await expect(sales.fetchUnit(501)).resolves.toMatchObject({ id: 501, number: '125' });
    await expect(sales.fetchUnit(999)).resolves.toBeNull();
    expect(logs).toEqual([]);
  });

  it('asks again after a few seconds, so a unit booked since the listing was shown says so', async () => {
    let status: 'AVAILABLE' | 'BOOKED' = 'AVAILABLE';
    server.handle((_req, res) => sendJson(res, 200, { data: salesProperty({ id: 501, status }) }));
    const sales = client();
    await expect(sales.fetchUnit(501)).resolves.toMatchObject({ status: 'AVAILABLE' });
    status = 'BOOKED';
    clock += SALES_UNIT_TTL_MS - 1;
    await expect(sales.fetchUnit(501)).resolves.toMatchObject({ status: 'AVAILABLE' });
    clock += 2;
    await expect(sales.fetchUnit(501)).resolves.toMatchObject({ status: 'BOOKED' });
    expect(server.requests).toHaveLength(2);
  });

  it('answers undefined when the service fails', async () => {
    server.handle((_req, res) => sendJson(res, 500, { error: { status: 500, message: 'down' } }));
    await expect(client().fetchUnit(501)).resolves.toBeUndefined();
    expect(logs).toHaveLength(1);
  });
});

describe('units by id and the monthly payment', () => {
  it('reads the saved units in one list call, sold ones included, leaving out ids the service does not know', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [salesProperty({ id: 3, status: 'SOLD' }), salesProperty({ id: 7 })], meta: { total: 2, limit: 1000, offset: 0 } }));
    const sales = client();
    const units = await sales.fetchUnitsByIds([7, 3, 99, 7]);
    expect(units?.map((unit) => [unit.id, unit.status])).toEqual([[3, 'SOLD'], [7, 'AVAILABLE']]);
    expect(server.requests[0]?.url).toBe('/api/property/loaded?filter[id]=IN(3,7,99)&sort=id&limit=1000');
    await expect(sales.fetchUnitsByIds([])).resolves.toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('asks for the monthly payment with only the values given, null for an unknown unit', async () => {
    const payment = { property_id: 501, price_value: 5_000_000, initial_payment: 1_000_000, initial_payment_percent: 20, loan_amount: 4_000_000, rate: 6, years: 20, months: 240, monthly_payment: 28_657, total_payment: 6_877_680, overpayment: 2_877_680 };
    server.handle((req, res) => (req.url?.startsWith('/api/monthly_payment/501') ? sendJson(res, 200, { data: payment }) : sendJson(res, 404, { error: { status: 404, message: 'Property 9 not found' } })));
    const sales = client();
    await expect(sales.fetchMonthlyPayment(501)).resolves.toMatchObject({ monthly_payment: 28_657 });
    await expect(sales.fetchMonthlyPayment(501, { rate: 0, years: 3 })).resolves.toMatchObject({ property_id: 501 });
    await expect(sales.fetchMonthlyPayment(9)).resolves.toBeNull();
    expect(server.requests.map((r) => r.url)).toEqual(['/api/monthly_payment/501', '/api/monthly_payment/501?rate=0&years=3', '/api/monthly_payment/9']);
  });
});

describe('houses, facades, floor plans and renders', () => {
  const list = <T>(data: T[]) => ({ data, meta: { total: data.length, limit: 50, offset: 0 } });

  it('reads one house by id, null for an id the service does not list, and keeps the answer', async () => {
    server.handle((req, res) => sendJson(res, 200, list(req.url?.includes('EQ(11011)') ? [salesHouse({})] : [])));
    const sales = client();
    await expect(sales.fetchHouse(11011)).resolves.toMatchObject({ id: 11011, title: 'Литер 1', floors: [-1, 1, 2, 3] });
    await expect(sales.fetchHouse(4242)).resolves.toBeNull();
    await sales.fetchHouse(11011);
    expect(server.requests.map((r) => r.url)).toEqual([`/api/houses?${houseQuery(11011)}`, `/api/houses?${houseQuery(4242)}`]);
    expect(houseQuery(11011)).toBe('filter[id]=EQ(11011)&limit=1');
    expect(logs).toEqual([]);
  });

  it('reads every unit of one type in one house, sold ones included', async () => {
    const units = [salesProperty({ id: 1, status: 'SOLD' }), salesProperty({ id: 2, status: 'AVAILABLE' }), salesProperty({ id: 3, status: 'BOOKED' })];
    server.handle((_req, res) => sendJson(res, 200, { data: units, meta: { total: 3, limit: 1000, offset: 0 } }));
    await expect(client().fetchHouseUnits(11011, 'residential')).resolves.toHaveLength(3);
    expect(server.requests[0]?.url).toBe(`/api/property/loaded?${houseUnitsQuery(11011, 'residential', 0)}`);
    expect(houseUnitsQuery(11011, 'residential', 0)).toBe('filter[house_id]=EQ(11011)&filter[type_purpose]=IN(residential)&sort=id&limit=1000&offset=0');
  });

  it('reads a facade with its floor polygons, null for a house without one', async () => {
    server.handle((req, res) => sendJson(res, 200, list(req.url?.includes('EQ(11011)') ? [salesFacade({})] : [])));
    const sales = client();
    const facade = await sales.fetchFacade(11011);
    expect(facade?.floors).toHaveLength(2);
    expect(facade).toMatchObject({ width: 220, height: 408 });
    await expect(sales.fetchFacade(5)).resolves.toBeNull();
    expect(server.requests[0]?.url).toBe(`/api/facades?${facadeQuery(11011)}`);
    expect(facadeQuery(11011)).toBe('filter[house_id]=EQ(11011)&limit=1');
  });

  it('reads a floor plan, and answers null (no log line) for a floor the house does not have', async () => {
    server.handle((req, res) =>
      req.url === '/api/floor/11011?floor=2' ? sendJson(res, 200, { data: salesFloorPlan({}) }) : sendJson(res, 404, { error: { status: 404, message: 'House 11011 has no floor 30' } }),
    );
    const sales = client();
    const plan = await sales.fetchFloorPlan(11011, 2);
    expect(plan?.units.map((unit) => unit.status)).toEqual(['AVAILABLE', 'SOLD']);
    await expect(sales.fetchFloorPlan(11011, 30)).resolves.toBeNull();
    expect(logs).toEqual([]);
  });

  it('reads the renders of one house', async () => {
    server.handle((_req, res) => sendJson(res, 200, list([salesRender({})])));
    await expect(client().fetchHouseRenders(11011)).resolves.toEqual([salesRender({})]);
    expect(server.requests[0]?.url).toBe(`/api/render?${houseRendersQuery(11011)}`);
  });

  it('answers undefined for each of them when the service fails or answers another shape', async () => {
    server.handle((_req, res) => sendJson(res, 503, { error: { status: 503, message: 'busy' } }));
    const sales = client();
    await expect(sales.fetchHouse(11011)).resolves.toBeUndefined();
    await expect(sales.fetchHouseUnits(11011, 'parking')).resolves.toBeUndefined();
    await expect(sales.fetchFacade(11011)).resolves.toBeUndefined();
    await expect(sales.fetchFloorPlan(11011, 2)).resolves.toBeUndefined();
    await expect(sales.fetchHouseRenders(11011)).resolves.toBeUndefined();
    server.handle((_req, res) => sendJson(res, 200, { data: { ...salesFloorPlan({}), width: 'wide' } }));
    await expect(client().fetchFloorPlan(11011, 3)).resolves.toBeUndefined();
    expect(logs.at(-1)).toContain('unexpected answer');
  });
});
