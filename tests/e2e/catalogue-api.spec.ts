// GET /api/catalogue/<kind> against the live stack: each filter gives exactly what sales-data
// itself answers for the same filter, bad parameters are refused in Russian, and with sales-data
// stopped the API says so instead of failing.
import { expect, test, type APIRequestContext } from '@playwright/test';

const salesUrl = process.env.E2E_SALES_DATA_URL ?? 'http://127.0.0.1:4011';
const salesToken = process.env.SALES_DATA_TOKEN ?? '';

/** How many units sales-data counts for a raw filter (limit=0 answers only meta.total). */
async function salesTotal(request: APIRequestContext, filter: string): Promise<number> {
  const response = await request.get(`${salesUrl}/api/property/loaded?${filter}&limit=0`, { headers: { Authorization: `Bearer ${salesToken}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { meta: { total: number } }).meta.total;
}

async function catalogue(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { data: Array<{ id: number; url: string; status: string }>; meta: { total: number; pageCount: number } };
}

test('each catalogue filter gives exactly what sales-data counts for it', async ({ request }) => {
  const available = 'filter[status]=IN(AVAILABLE)';
  const cases: Array<[string, string]> = [
    ['/api/catalogue/flats', `filter[type_purpose]=IN(residential)&${available}`],
    ['/api/catalogue/flats?booked=1', 'filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE,BOOKED)'],
    ['/api/catalogue/flats?rooms=2', `filter[type_purpose]=IN(residential)&${available}&filter[rooms_amount]=IN(2)&filter[studio]=EQ(false)`],
    ['/api/catalogue/flats?rooms=0', `filter[type_purpose]=IN(residential)&${available}&filter[studio]=EQ(true)`],
    [
      '/api/catalogue/flats?price_from=5000000&price_to=8000000&project=1101&finishing=none',
      `filter[type_purpose]=IN(residential)&${available}&filter[price_value]=GTE(5000000)&filter[price_value]=LTE(8000000)&filter[project_id]=EQ(1101)&filter[finishing]=IN(none)`,
    ],
    ['/api/catalogue/flats?year=2027&floor_from=3&floor_to=9', `filter[type_purpose]=IN(residential)&${available}&filter[development_end.year]=IN(2027)&filter[floor]=GTE(3)&filter[floor]=LTE(9)`],
    ['/api/catalogue/parking', `filter[type_purpose]=IN(parking)&${available}`],
    ['/api/catalogue/storage?area_from=4', `filter[type_purpose]=IN(storage)&${available}&filter[area_total]=GTE(4)`],
    ['/api/catalogue/commercial', `filter[type_purpose]=IN(commercial)&${available}`],
  ];
  for (const [path, filter] of cases) {
    const expected = await salesTotal(request, filter);
    const answer = await catalogue(request, path);
    expect(answer.meta.total, path).toBe(expected);
    expect(answer.data.every((unit) => unit.status !== 'SOLD'), path).toBe(true);
  }
});

test('catalogue units link to their pages, and bad parameters are refused naming each in Russian', async ({ request }) => {
  const flats = await catalogue(request, '/api/catalogue/flats?limit=3');
  expect(flats.data.map((unit) => unit.url)).toEqual(flats.data.map((unit) => `/property/${unit.id}`));
  const bad = await request.get('/api/catalogue/flats?rooms=9&sort=colour');
  expect(bad.status()).toBe(400);
  const body = (await bad.json()) as { error: { message: string; fields: Record<string, string> } };
  expect(Object.keys(body.error.fields).sort()).toEqual(['rooms', 'sort']);
  expect(body.error.fields.rooms).toMatch(/Комнатность/);
  expect((await request.get('/api/catalogue/villas')).status()).toBe(404);
});

test('@sales-down the catalogue API answers 503 with a Russian message, not a failure', async ({ request }) => {
  test.setTimeout(150_000);
  await expect(async () => {
    const response = await request.get('/api/catalogue/flats');
    expect(response.status()).toBe(503);
    expect(response.headers()['retry-after']).toBe('60');
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/временно недоступны/);
  }).toPass({ timeout: 120_000, intervals: [2000, 5000] });
});
