// The PDF downloads web serves from sales-data (features/documents): real PDFs as attachments that
// no cache keeps, Russian errors, never the sales-data token; with sales-data stopped, a 503 that
// says to try again. Also checks that the test stack's sales-data takes the test controls the
// unit and favourites specs rely on (tests/e2e/sales-controls.ts).
import { expect, test } from '@playwright/test';
import { salesUnit, setUnitStatus } from './sales-controls';

// Demo inventory (fixed by its fingerprint test): a discounted 2-room flat, a storage room, its house.
const FLAT = 11010067;
const STORAGE = 11010001;
const HOUSE = 11011;

const salesToken = () => process.env.SALES_DATA_TOKEN ?? '';

test('a unit card, a floor map and a favourites list download as PDFs without the token', async ({ request }) => {
  const downloads = [
    { url: `/api/pdf/${FLAT}`, file: `novostroy-unit-${FLAT}.pdf` },
    { url: `/api/pdf/${HOUSE}/-1`, file: `novostroy-floor-${HOUSE}--1.pdf` },
    { url: `/api/pdf/${HOUSE}/3`, file: `novostroy-floor-${HOUSE}-3.pdf` },
    { url: `/api/property/loaded/pdf?ids=${FLAT},${STORAGE}`, file: 'novostroy-izbrannoe.pdf' },
  ];
  for (const { url, file } of downloads) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toBe(`attachment; filename="${file}"`);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1'), url).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(5_000);
    if (salesToken().length >= 16) expect(body.includes(salesToken()), `token in ${url}`).toBe(false);
  }
});

test('unknown units and floors are a Russian 404, bad addresses a Russian 400', async ({ request }) => {
  const cases = [
    { url: '/api/pdf/42', status: 404, message: 'Такого помещения нет, PDF не подготовлен.' },
    { url: `/api/pdf/${HOUSE}/77`, status: 404, message: 'Такого дома или этажа нет, PDF не подготовлен.' },
    { url: '/api/pdf/abc', status: 400, message: 'Неверный номер помещения в адресе PDF.' },
    { url: '/api/property/loaded/pdf?ids=1,,2', status: 400, message: 'Укажите номера помещений через запятую, например ids=11010001,11010002.' },
  ];
  for (const { url, status, message } of cases) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  }
});

test('the test stack lets a spec switch a unit in sales-data and back', async () => {
  expect((await salesUnit(STORAGE)).status).toBe('AVAILABLE');
  try {
    await setUnitStatus(STORAGE, 'SOLD');
    expect((await salesUnit(STORAGE)).status).toBe('SOLD');
  } finally {
    await setUnitStatus(STORAGE, 'AVAILABLE');
  }
  expect((await salesUnit(STORAGE)).status).toBe('AVAILABLE');
});

test('@sales-down a PDF is a Russian 503 «try again», not an error page', async ({ request }) => {
  const response = await request.get(`/api/pdf/${FLAT}`);
  expect(response.status()).toBe(503);
  expect(response.headers()['retry-after']).toBe('60');
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Не удалось подготовить PDF. Попробуйте через минуту.');
});
