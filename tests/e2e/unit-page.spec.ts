// A unit's page against the live stack: what sales-data says about the unit (price, monthly
// payment, place in the house), similar units, the search engines' Offer, and the page of a unit
// sold since it was found.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const salesUrl = process.env.E2E_SALES_DATA_URL ?? 'http://127.0.0.1:4011';
const salesToken = process.env.SALES_DATA_TOKEN ?? '';

interface SalesUnit {
  id: number;
  number: string;
  type_purpose: string;
  status: string;
  project_id: number;
  rooms_amount: number;
  studio: boolean;
  house_id: number;
  floor: number;
  price_value: number;
}

async function sales<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${salesUrl}${path}`, { headers: { Authorization: `Bearer ${salesToken}` } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** «28 657» as the page writes it: any kind of space between the groups of digits. */
const digits = (value: number) => new RegExp(value.toLocaleString('ru-RU').replace(/[\s\u00a0\u202f]/g, '[\\s\\u00a0\\u202f]'));

test('from a flats listing to a unit page: its price, monthly payment and place in the house, similar flats, the Offer; axe', async ({ page, request }) => {
  await page.goto('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika');
  await page.locator('main h2 a').first().click();
  await expect(page).toHaveURL(/\/property\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const unit = await sales<SalesUnit>(request, `/api/property/${id}`);
  const payment = await sales<{ monthly_payment: number }>(request, `/api/monthly_payment/${id}`);

  const aside = page.getByRole('complementary', { name: 'Характеристики' });
  await expect(aside.getByText(digits(unit.price_value)).first()).toBeVisible();
  await expect(aside.getByText(/в ипотеку/)).toContainText(digits(payment.monthly_payment));
  await expect(aside.getByRole('link', { name: 'Рассчитать ипотеку' })).toHaveAttribute('href', `/loan/mortgage?property=${id}`);

  // The unit marked on its floor plan, its floor on the facade.
  await expect(page.getByRole('img', { name: new RegExp(`^Это помещение: Квартира ${unit.number},`) })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^Этаж ${unit.floor}, секция \\d+: здесь это помещение`) })).toBeVisible();

  // Similar flats: same rooms, on sale, the unit's own complex first.
  const similar = page.getByRole('region', { name: 'Похожие варианты' });
  const links = similar.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const ids = (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))).map((href) => Number(href.split('/').pop()));
  expect(ids).not.toContain(id);
  const others = await Promise.all(ids.map((other) => sales<SalesUnit>(request, `/api/property/${other}`)));
  for (const other of others) {
    expect(other.rooms_amount).toBe(unit.rooms_amount);
    expect(other.status).not.toBe('SOLD');
  }
  expect(others[0]?.project_id).toBe(unit.project_id);

  const offers = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text)).filter((data) => data.offers);
  expect(offers).toHaveLength(1);
  expect(offers[0]['@type']).toEqual(['Apartment', 'Product']);
  expect(offers[0].offers).toMatchObject({ '@type': 'Offer', price: unit.price_value, priceCurrency: 'RUB', availability: 'https://schema.org/InStock' });

  await expectNoAxeViolations(page);
});

test('the plan zooms under the pointer and fits back when it leaves', async ({ page }) => {
  await page.goto('/property/11010305');
  const frame = page.locator('[data-plan-viewer]');
  await frame.hover();
  await expect(frame).toHaveAttribute('data-plan-viewer', 'live');
  const content = frame.locator('img').locator('..');
  // The viewer zooms on entering its frame: leave and come back once it is live.
  await page.mouse.move(0, 0);
  await frame.hover({ position: { x: 40, y: 40 } });
  await expect.poll(() => content.evaluate((node) => getComputedStyle(node).transform)).toMatch(/^matrix\(5, 0, 0, 5,/);
  await page.mouse.move(0, 0);
  await expect.poll(() => content.evaluate((node) => getComputedStyle(node).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
});
