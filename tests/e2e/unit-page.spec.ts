// A unit's page against the live stack: what sales-data says about the unit (price, monthly
// payment, place in the house), similar units, the search engines' Offer, and the page of a unit
// sold since it was found.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoAxeViolations } from './axe';
import { demoComplexes } from './demo';
import { trackHydration } from './hydration';
import { setUnitStatus } from './sales-controls';

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
  plan_image: string;
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

  // The flat's complex: in the breadcrumbs between «Жилые комплексы» and the flat, and in its facts.
  const complex = demoComplexes.find((each) => each.profitId === unit.project_id)!;
  const crumbs = page.getByRole('navigation', { name: 'Путь по сайту' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Главная', 'Жилые комплексы', complex.title, /^2-комнатная квартира № /]);
  await expect(crumbs.getByRole('link', { name: complex.title })).toHaveAttribute('href', `/our-projects/${complex.slug}`);
  await expect(aside.getByRole('link', { name: complex.title })).toHaveAttribute('href', `/our-projects/${complex.slug}`);

  // The unit marked on its floor plan, its floor on the facade.
  await expect(page.getByRole('img', { name: new RegExp(`^Эта квартира: Квартира ${unit.number},`) })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^Этаж ${unit.floor}, секция \\d+: здесь эта квартира`) })).toBeVisible();
  // The unit's plan opens whole in a new tab, and the link says so to a screen reader.
  const planOpen = page.getByRole('link', { name: 'Открыть план в полном размере (откроется в новой вкладке)' });
  await expect(planOpen).toHaveAttribute('target', '_blank');
  await expect(planOpen).toHaveAttribute('href', unit.plan_image);
  // Under the plan, what its colours mean, the unit's own mark first.
  const placement = page.getByRole('region', { name: 'Где находится' });
  await expect(placement.getByRole('list', { name: 'Обозначения' }).getByRole('listitem')).toHaveText(['Эта квартира', 'Свободно', 'Забронировано', 'Продано']);

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

test('a unit of a house sales-data calls handed over says «Дом сдан», on its page and its card; another its completion quarter', async ({ page, request }) => {
  const released = await sales<Array<{ id: number }>>(request, '/api/houses?filter[released]=EQ(true)&limit=1000');
  const building = await sales<Array<{ id: number; development_end: { year: number; quarter: number } }>>(request, '/api/houses?filter[released]=EQ(false)&limit=1000');
  const onSaleIn = async (houses: Array<{ id: number }>) => {
    for (const house of houses) {
      const [unit] = await sales<SalesUnit[]>(request, `/api/property/loaded?filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE)&filter[house_id]=EQ(${house.id})&limit=1`);
      if (unit) return unit;
    }
    throw new Error('no flat on sale in those houses');
  };
  const completion = page.locator('dt', { hasText: 'Срок сдачи' }).locator('xpath=following-sibling::dd[1]');

  const handedOver = await onSaleIn(released);
  await page.goto(`/property/${handedOver.id}`);
  await expect(completion).toHaveText('Дом сдан');
  // Its card (the one of the listings, here in a shared favourites list).
  await page.goto(`/favourite?ids=${handedOver.id}`);
  await expect(page.locator('main li', { has: page.locator(`a[href="/property/${handedOver.id}"]`) }).first()).toContainText('Дом сдан');

  const unbuilt = await onSaleIn(building);
  const house = building.find((candidate) => candidate.id === unbuilt.house_id)!;
  await page.goto(`/property/${unbuilt.id}`);
  await expect(completion).toHaveText(new RegExp(`кв\\.\\s${house.development_end.year}$`));
});

test('a unit page’s description for search results writes its area the Russian way', async ({ page, request }) => {
  const { area_total: area } = await sales<{ area_total: number }>(request, '/api/property/11050260');
  await page.goto('/property/11050260');
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description).toContain(`, ${String(area).replace('.', ',')}\u00a0м², `);
});

test('a unit of the floor plan focused from the keyboard is outlined in the focus colour, not its status colour', async ({ page }) => {
  await page.goto('/property/11050260');
  const neighbour = page.locator('a[data-status="AVAILABLE"]').first();
  await neighbour.focus();
  await expect(neighbour).toBeFocused();
  const [stroke, focusColour] = await neighbour.evaluate((link) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--color-focus)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return [getComputedStyle(link.querySelector('polygon')!).stroke, colour];
  });
  expect(stroke).toBe(focusColour);
});

test('on a phone, «Где находится» opens a wide floor plan with the unit in view, not at the plan’s left edge', async ({ page, request }) => {
  // The storeroom farthest right on an underground floor: the plan is wider than a phone.
  const [first] = await sales<SalesUnit[]>(request, '/api/property/loaded?filter[type_purpose]=IN(storage)&filter[status]=IN(AVAILABLE)&sort=id&limit=1');
  const plan = await sales<{ width: number; units: Array<{ property_id: number; number: string; type_purpose: string; status: string; points: string }> }>(
    request,
    `/api/floor/${first.house_id}?floor=${first.floor}`,
  );
  const middle = (points: string) => {
    const xs = points.split(' ').map((pair) => Number(pair.split(',')[0]));
    return (Math.min(...xs) + Math.max(...xs)) / 2;
  };
  const storerooms = plan.units.filter((unit) => unit.type_purpose === 'storage' && unit.status === 'AVAILABLE');
  const far = storerooms.reduce((best, unit) => (middle(unit.points) > middle(best.points) ? unit : best));
  expect(middle(far.points) / plan.width).toBeGreaterThan(0.6);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/store-room/${far.property_id}`);
  const mark = page.getByRole('img', { name: new RegExp(`^Эта кладовая: Кладовая ${far.number},`) });
  // Measured where it is drawn: scrolling it into view here would do the page's work for it.
  await expect.poll(async () => {
    const box = (await mark.boundingBox())!;
    return box.x >= 0 && box.x + box.width <= 390;
  }, { message: 'the marked storeroom shows whole' }).toBe(true);
  // Scrolled away from its left edge, the plan shades that edge: more of the floor waits there.
  const planFrame = page.getByRole('group', { name: /^План: / }).locator('xpath=../..');
  await expect.poll(() => planFrame.evaluate((el) => getComputedStyle(el, '::before').opacity)).toBe('1');
  // The flat programme's monthly mortgage figure is not quoted for a storeroom; its price is.
  await expect(page.getByText(/₽\/мес\. в ипотеку/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Рассчитать ипотеку' })).toHaveCount(0);
});

test('a commercial premises is quoted the installment until its house is completed, the figure the installment calculator gives', async ({ page, request }) => {
  // A premises in a house still being built, two quarters or more from completion.
  const units = await sales<Array<SalesUnit & { development_end: { year: number; quarter: number } }>>(
    request,
    '/api/property/loaded?filter[type_purpose]=IN(commercial)&filter[status]=IN(AVAILABLE)&sort=id&limit=200',
  );
  const now = new Date();
  const monthsLeft = (end: { year: number; quarter: number }) => end.year * 12 + end.quarter * 3 - (now.getUTCFullYear() * 12 + now.getUTCMonth()) - 1;
  const unit = units.find((each) => monthsLeft(each.development_end) >= 6)!;
  expect(unit, 'a premises completing in six months or later').toBeTruthy();
  const months = monthsLeft(unit.development_end);
  // 30 % first, the rest in equal parts rounded up to the ruble.
  const monthly = Math.ceil((unit.price_value - Math.round(unit.price_value * 0.3)) / months);

  await page.goto(`/commercial/${unit.id}`);
  const aside = page.getByRole('complementary', { name: 'Характеристики' });
  await expect(aside.getByText(/в рассрочку$/)).toContainText(digits(monthly));
  await expect(aside.getByText(/^Взнос 30/)).toContainText(`затем ${months}`);
  await expect(aside.getByText(/в ипотеку/)).toHaveCount(0);
  await aside.getByRole('link', { name: 'Рассчитать рассрочку' }).click();
  await expect(page).toHaveURL(`/loan/deffered?property=${unit.id}`);
  // The calculator names what it prices.
  await expect(page.locator('#calculator').getByLabel('Стоимость помещения, ₽')).toHaveValue(digits(unit.price_value));
  await expect(page.locator('#calculator dt', { hasText: /^Ежемесячный платёж$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(digits(monthly));
});

test('on a phone, the facade opens with the unit’s floor in view', async ({ page }) => {
  // Литер 2 of «Истоки» has three sections: a flat of the middle one is right of a phone's column.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/property/11050260');
  const facade = page.getByRole('group', { name: /фасад/i }).locator('..');
  expect(await facade.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const mark = page.getByRole('img', { name: /секция 2: здесь эта квартира$/ });
  await expect.poll(async () => {
    const box = (await mark.boundingBox())!;
    return box.x >= 0 && box.x + box.width <= 390;
  }, { message: 'the marked floor shows whole' }).toBe(true);

  // A flat of the first section, on the narrowest phone: the section is wider than the view, and the
  // facade stays at its left edge, so the floor numbers drawn there show beside the mark's start.
  await page.setViewportSize({ width: 320, height: 640 });
  const hydrated = await trackHydration(page);
  await page.goto('/property/11050204');
  await hydrated();
  const first = page.getByRole('img', { name: /секция 1: здесь эта квартира$/ });
  await expect(first).toBeVisible();
  const box = (await first.boundingBox())!;
  expect(box.x).toBeGreaterThan(16);
  expect(box.x).toBeLessThan(160);
  expect(await facade.evaluate((element) => element.scrollLeft)).toBe(0);
});

test('the plan zooms under the pointer and fits back when it leaves', async ({ page }) => {
  await page.goto('/property/11010305');
  const frame = page.locator('[data-plan-viewer]');
  await frame.hover();
  await expect(frame).toHaveAttribute('data-plan-viewer', 'live');
  // The viewer's own chunk has arrived when its frame replaces the plain image.
  await expect(frame.locator('figure')).toBeVisible();
  const content = frame.locator('img').locator('..');
  // The viewer zooms on entering its frame: leave and come back once it is live.
  await page.mouse.move(0, 0);
  await frame.hover({ position: { x: 40, y: 40 } });
  await expect.poll(() => content.evaluate((node) => getComputedStyle(node).transform)).toMatch(/^matrix\(5, 0, 0, 5,/);
  await page.mouse.move(0, 0);
  await expect.poll(() => content.evaluate((node) => getComputedStyle(node).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
});

/** Clicks a PDF link, waits for the file the page saves, and returns its text as a PDF reader sees it. */
async function downloadPdfText(page: Page, name: string): Promise<{ filename: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('link', { name }).click()]);
  const bytes = new Uint8Array(await readFile((await download.path()) ?? ''));
  expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { filename: download.suggestedFilename(), text };
}

test('the unit’s PDF and its floor’s PDF download as real PDFs that name the unit', async ({ page, request }) => {
  const id = 11010305;
  const unit = await sales<SalesUnit>(request, `/api/property/${id}`);
  await page.goto(`/property/${id}`);
  const card = await downloadPdfText(page, 'Скачать PDF');
  expect(card.filename).toBe(`novostroy-unit-${id}.pdf`);
  expect(card.text).toContain(`№ ${unit.number} `);
  expect(card.text).toMatch(digits(unit.price_value));
  const floor = await downloadPdfText(page, 'План этажа в PDF');
  expect(floor.filename).toBe(`novostroy-floor-${unit.house_id}-${unit.floor}.pdf`);
  expect(floor.text).toContain(`№ ${unit.number}`);
  expect(floor.text).toContain(`${unit.floor} этаж`);
});

test('sending the unit to an e-mail address reaches sales-data with the unit', async ({ page, request }) => {
  const id = 11010305;
  const email = `buyer-${Date.now()}@example.ru`;
  await page.goto(`/property/${id}`);
  await page.getByRole('complementary', { name: 'Характеристики' }).getByRole('button', { name: 'Отправить на e-mail' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByText(`Отправили на адрес ${email}`, { exact: false })).toBeVisible({ timeout: 20_000 });
  // The outbox delivers it to sales-data's POST /api/send; sales-data lists what it received.
  await expect
    .poll(async () => (await sales<Array<{ email: string; property_ids?: number[] }>>(request, `/api/send?limit=1000`)).find((sent) => sent.email === email)?.property_ids, { timeout: 30_000 })
    .toEqual([id]);
});

test('a unit saved and compared from its page is in favourites and compare after a reload, and says so when sales-data sells it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [a, b] = await sales<SalesUnit[]>(request, '/api/property/loaded?filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE)&filter[project_id]=EQ(1102)&sort=id&limit=2');
  if (!a || !b) throw new Error('sales-data lists fewer than two flats on sale in complex 1102');
  for (const unit of [a, b]) {
    await page.goto(`/property/${unit.id}`);
    await page.getByRole('button', { name: 'Добавить в избранное', exact: true }).click();
    await page.getByRole('button', { name: 'Сравнить' }).click();
  }
  await page.reload();
  await expect(page.getByRole('button', { name: 'В избранном', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'В сравнении' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/favourite');
  await expect(page).toHaveURL(new RegExp(`ids=${a.id}(,|%2C)${b.id}`));
  await expect(page.getByRole('list', { name: 'Сохранённые объекты' }).locator('h2')).toHaveCount(2);
  await page.goto('/favourite/compare');
  await expect(page.getByRole('table')).toContainText(`№ ${a.number}`);

  try {
    await setUnitStatus(b.id, 'SOLD');
    await expect(async () => {
      await page.goto(`/property/${b.id}`);
      await expect(page.getByText('Эта квартира уже продана.')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(async () => {
      await page.goto('/favourite');
      const card = page.getByRole('list', { name: 'Сохранённые объекты' }).getByRole('listitem').filter({ hasText: `№ ${b.number}` });
      await expect(card.getByText('Продано').first()).toBeVisible({ timeout: 1000 });
      await expect(card.getByRole('link', { name: /Похожие варианты/ })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  } finally {
    await setUnitStatus(b.id, 'AVAILABLE');
  }
});
