// Favourites and compare against the live stack: units saved by their toggles, kept across a
// reload, counted in the header of another tab at once, the share link opening the same list in a
// fresh browser, removing one and all, a comparison with its differences, the pages without
// script, and the degraded runs (@sales-down, @cms-down).
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { sitemapPagePaths } from './sitemaps';

const salesUrl = process.env.E2E_SALES_DATA_URL ?? 'http://127.0.0.1:4011';
const salesToken = process.env.SALES_DATA_TOKEN ?? '';

interface SalesUnit {
  id: number;
  status: string;
  rooms_amount: number;
  studio: boolean;
  project_id: number;
  project_title: string;
}

async function salesUnits(request: APIRequestContext, filter: string, limit: number): Promise<SalesUnit[]> {
  const response = await request.get(`${salesUrl}/api/property/loaded?${filter}&limit=${limit}&sort=id`, { headers: { Authorization: `Bearer ${salesToken}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: SalesUnit[] }).data;
}

/** Two flats on sale with different room counts, and one sold flat. */
async function demoUnits(request: APIRequestContext) {
  const available = await salesUnits(request, 'filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE)', 50);
  const first = available[0];
  const second = available.find((unit) => unit.rooms_amount !== first.rooms_amount && unit.project_id === first.project_id) ?? available[1];
  const [sold] = await salesUnits(request, 'filter[type_purpose]=IN(residential)&filter[status]=IN(SOLD)', 1);
  expect(sold).toBeTruthy();
  return { first, second, sold };
}

const counter = (page: Page) => page.getByRole('banner').locator('[data-slot="favourites-counter"] a');
const cardTitles = (page: Page) => page.getByRole('list', { name: 'Сохранённые объекты' }).locator('h2');

async function freshPage(browser: Browser, baseURL: string | undefined, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test('units saved by their toggles stay after a reload, the header of another tab counts them at once, and the share link opens the same list elsewhere', async ({ page, context, browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const { first, second, sold } = await demoUnits(request);
  const ids = [first.id, second.id, sold.id];

  // The compare page of a shared link has a favourite toggle per unit: save all three there.
  await page.goto(`/favourite/compare?ids=${ids.join(',')}`);
  await expect(counter(page)).toHaveAccessibleName('Избранное');
  for (let i = 0; i < 3; i += 1) {
    const toggle = page.getByRole('button', { name: 'Добавить в избранное' }).first();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    // Wait for the press to show before the next: a second click on the same button would undo it.
    await expect(page.getByRole('button', { name: 'В избранном' })).toHaveCount(i + 1);
  }
  await expect(counter(page)).toHaveAccessibleName('Избранное, 3\u00a0объекта');

  // Another tab of the same browser: its header follows a change at once, without a reload.
  const other = await context.newPage();
  await other.goto('/our-projects');
  await expect(counter(other)).toHaveAccessibleName('Избранное, 3\u00a0объекта');
  await page.getByRole('button', { name: 'В избранном' }).last().click();
  await expect(counter(other)).toHaveAccessibleName('Избранное, 2\u00a0объекта');
  await expect(counter(page)).toHaveAccessibleName('Избранное, 2\u00a0объекта');
  await page.getByRole('button', { name: 'Добавить в избранное' }).click();
  await expect(counter(other)).toHaveAccessibleName('Избранное, 3\u00a0объекта');

  // /favourite without ids opens this browser's list, rendered on the server from the address.
  await other.close();
  await page.goto('/favourite');
  await expect(page).toHaveURL(`/favourite?ids=${ids.join(',')}`);
  await expect(cardTitles(page)).toHaveCount(3);
  const titles = await cardTitles(page).allTextContents();
  await expect(page.getByText('В списке 3\u00a0объекта')).toBeVisible();
  // The unit sold since: it says so and leads to the flats of its room count in its complex.
  const soldCard = page.getByRole('listitem').filter({ hasText: 'Эта квартира уже продана.' });
  await expect(soldCard).toHaveCount(1);
  const rooms = sold.studio ? 0 : Math.min(sold.rooms_amount, 4);
  await expect(soldCard.getByRole('link', { name: 'Похожие варианты' })).toHaveAttribute('href', `/kupit-${rooms}-komnatnuyu-kvartiru-ot-zastroishika?project=${sold.project_id}`);
  // After the in-page navigation to the list's address, once its metadata is in.
  await expect(page).toHaveTitle(/^Избранное/);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(cardTitles(page)).toHaveText(titles);
  await expect(page.getByRole('button', { name: 'Сохранить в избранное' })).toHaveCount(0);

  // The share link in a fresh browser: the same list, and the offer to keep it there.
  const shareUrl = page.url();
  const fresh = await freshPage(browser, baseURL);
  await fresh.page.goto(shareUrl);
  await expect(cardTitles(fresh.page)).toHaveText(titles);
  await expect(counter(fresh.page)).toHaveAccessibleName('Избранное');
  await fresh.page.getByRole('button', { name: 'Сохранить в избранное' }).click();
  await expect(counter(fresh.page)).toHaveAccessibleName('Избранное, 3\u00a0объекта');
  await expect(fresh.page.getByRole('button', { name: 'Сохранить в избранное' })).toHaveCount(0);
  // The pressed button is gone; the keyboard goes on from the page, not from the top of the document.
  await expect(fresh.page.locator('#main')).toBeFocused();
  await fresh.context.close();

  // Remove one (from the keyboard): gone from the page, the address and the counter, and still
  // gone after a reload; the keyboard goes on from the next unit, not from the top of the page.
  await page.getByRole('link', { name: `Убрать: ${titles[0]}` }).focus();
  await page.keyboard.press('Enter');
  await expect(cardTitles(page)).toHaveText(titles.slice(1));
  await expect(page.getByRole('list', { name: 'Сохранённые объекты' }).getByRole('listitem').first().locator(':focus')).toHaveCount(1);
  await expect(page).toHaveURL(`/favourite?ids=${ids.slice(1).join(',')}`);
  await expect(counter(page)).toHaveAccessibleName('Избранное, 2\u00a0объекта');
  await page.reload();
  await expect(cardTitles(page)).toHaveText(titles.slice(1));

  // Remove all: the empty state, and a way back from a slip, where the keyboard lands.
  await page.getByRole('button', { name: 'Очистить избранное' }).click();
  await expect(page.getByRole('heading', { name: 'В избранном пока пусто' })).toBeVisible();
  await expect(page).toHaveURL('/favourite');
  const restore = page.getByRole('button', { name: 'Вернуть список' });
  await expect(page.getByRole('status').filter({ hasText: 'Избранное очищено.' })).toBeVisible();
  await expect(restore).toBeFocused();
  await expectNoAxeViolations(page);
  await restore.click();
  await expect(cardTitles(page)).toHaveText(titles.slice(1));
  await expect(page.locator('#main')).toBeFocused();
  await expect(page).toHaveURL(`/favourite?ids=${ids.slice(1).join(',')}`);
  await expect(counter(page)).toHaveAccessibleName('Избранное, 2\u00a0объекта');

  // Cleared for good: the empty state with a way to the complexes.
  await page.getByRole('button', { name: 'Очистить избранное' }).click();
  await expect(page.getByRole('heading', { name: 'В избранном пока пусто' })).toBeVisible();
  await expect(page).toHaveURL('/favourite');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'В избранном пока пусто' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Вернуть список' })).toHaveCount(0);
  await expect(counter(page)).toHaveAccessibleName('Избранное');
  await expect(page.getByRole('link', { name: 'Перейти к проектам' })).toHaveAttribute('href', '/our-projects');
  await expect(page).toHaveTitle(/^Избранное/);
  await expectNoAxeViolations(page);
});

test("a listing card's heart saves its unit without leaving the listing, and a second press takes it back", async ({ page }) => {
  const listing = '/kupit-1-komnatnuyu-kvartiru-ot-zastroishika';
  await page.goto(listing);
  const card = page.locator('[data-unit-index="0"]');
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  // Each heart is named after its card's unit, so a screen reader's list of buttons tells them apart.
  const heart = page.getByRole('button', { name: `Добавить в избранное: ${title}`, exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // The heart is ready once the page has hydrated (before, it says so with aria-disabled).
  await expect(heart).not.toHaveAttribute('aria-disabled', 'true');
  await heart.click();
  await expect(card.getByRole('button', { name: `В избранном: ${title}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(counter(page)).toHaveAccessibleName('Избранное, 1\u00a0объект');
  // The press stays on the card: no navigation to the unit's page the card's link leads to.
  await expect(page).toHaveURL(listing);
  await expect(page.getByRole('button', { name: 'В избранном' })).toHaveCount(1);
  await expectNoAxeViolations(page);

  await counter(page).click();
  await expect(cardTitles(page)).toHaveText([title]);

  await page.goBack();
  await page.getByRole('button', { name: `В избранном: ${title}`, exact: true }).click();
  await expect(counter(page)).toHaveAccessibleName('Избранное');
});

test('the comparison puts the units side by side, marks what differs, and refuses a fifth unit', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { first, second } = await demoUnits(request);
  // Chosen on the favourites page with its «Сравнить» toggles.
  await page.goto(`/favourite?ids=${first.id},${second.id}`);
  for (let i = 0; i < 2; i += 1) await page.getByRole('button', { name: 'Сравнить' }).first().click();
  await expect(page.getByRole('button', { name: 'В сравнении' })).toHaveCount(2);
  await page.getByRole('link', { name: /^Сравнение/ }).click();
  await expect(page).toHaveURL(`/favourite/compare?ids=${first.id},${second.id}`);

  const table = page.getByRole('table', { name: 'Сравнение объектов' });
  await expect(table.locator('thead th')).toHaveCount(2);
  await expect(table.locator('thead th a').first()).toHaveAttribute('href', `/property/${first.id}`);
  const row = (key: string) => table.locator(`tbody tr[data-row="${key}"]`);
  await expect(row('price').getByRole('rowheader')).toHaveText(/^Цена/);
  await expect(row('price')).toHaveAttribute('data-differs', '');
  await expect(row('mortgage').locator('td')).toHaveText([/₽/, /₽/]);
  await expect(row('installment').locator('td')).toHaveCount(2);
  if (first.rooms_amount !== second.rooms_amount) await expect(row('rooms')).toHaveAttribute('data-differs', '');
  // «Только различия» hides the rows that agree (both in one complex).
  const complexRow = row('complex');
  if (first.project_id === second.project_id) {
    await expect(complexRow).toBeVisible();
    await page.getByRole('checkbox', { name: 'Только различия' }).check();
    await expect(complexRow).toBeHidden();
    await expect(row('price')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Только различия' }).uncheck();
  }
  await expect(page).toHaveTitle(/^Сравнение/);
  await expectNoAxeViolations(page);

  // A phone: the table scrolls sideways in its own region, two units a screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const region = page.getByRole('region', { name: 'Сравнение объектов' });
  const box = await region.boundingBox();
  expect(box && box.width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  // A tap on a unit's small plan opens its page, as a tap on its name does.
  const plan = (await table.locator('thead th img').first().boundingBox())!;
  await page.mouse.click(plan.x + plan.width / 2, plan.y + plan.height / 2);
  await expect(page).toHaveURL(`/property/${first.id}`);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The list is full at four: a fifth unit is refused with a way to the comparison.
  await page.evaluate(() => localStorage.setItem('novostroy:compare', JSON.stringify({ v: 1, ids: [1, 2, 3, 4] })));
  await page.goto(`/favourite?ids=${first.id}`);
  await page.getByRole('button', { name: 'Сравнить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'В сравнении уже 4 объекта' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Сравнить' })).toHaveAttribute('aria-pressed', 'false');

  // Remove from the comparison: one unit left, and the page asks for another.
  await page.evaluate((ids) => localStorage.setItem('novostroy:compare', JSON.stringify({ v: 1, ids })), [first.id, second.id]);
  await page.goto('/favourite/compare');
  await expect(page).toHaveURL(`/favourite/compare?ids=${first.id},${second.id}`);
  await page.getByRole('link', { name: /^Убрать из сравнения/ }).first().click();
  await expect(page).toHaveURL(`/favourite/compare?ids=${second.id}`);
  await expect(page.getByText('Добавьте ещё хотя бы один объект')).toBeVisible();
});

test('a unit compared from its page, without the heart, is found again: under its toggle and on the empty favourites page', async ({ page, request }) => {
  const { first } = await demoUnits(request);
  await page.goto(`/property/${first.id}`);
  // The header leads to the favourites only; the way to the comparison shows under the pressed toggle.
  await expect(page.getByRole('link', { name: /^Открыть сравнение/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Сравнить' }).click();
  await page.getByRole('link', { name: 'Открыть сравнение (1)' }).click();
  await expect(page).toHaveURL(`/favourite/compare?ids=${first.id}`);
  await expect(page.getByText('Добавьте ещё хотя бы один объект')).toBeVisible();

  // The heart was never pressed: the favourites page is empty, and says where the comparison is.
  await counter(page).click();
  await expect(page.getByRole('heading', { name: 'В избранном пока пусто' })).toBeVisible();
  await expect(page.getByText('В сравнении 1 объект.')).toBeVisible();
  await page.getByRole('link', { name: 'Открыть сравнение' }).click();
  await expect(page).toHaveURL(`/favourite/compare?ids=${first.id}`);
});

test('on a phone the unit page\u2019s heart and «Сравнить» change their words without moving any button of the toolbar', async ({ page, request }) => {
  const { first } = await demoUnits(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/property/${first.id}`);
  const toolbar = page.getByRole('group', { name: /^Действия с/ });
  const places = () => toolbar.evaluate((element) => [...element.children].map((child) => child.getBoundingClientRect().toJSON() as DOMRect));
  const before = await places();
  await toolbar.getByRole('button', { name: 'Добавить в избранное' }).click();
  await expect(toolbar.getByRole('button', { name: 'В избранном' })).toBeVisible();
  expect(await places()).toEqual(before);
  await toolbar.getByRole('button', { name: 'Сравнить' }).click();
  await expect(toolbar.getByRole('link', { name: 'Открыть сравнение (1)' })).toBeVisible();
  expect(await places()).toEqual(before);
  // The hidden words of the other state are not read out with the button's name.
  await expect(toolbar.getByRole('button', { name: 'В избранном', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test("on a phone a swipe down the comparison scrolls the page, and the units' names stay on top, following a swipe sideways", async ({ page, request }) => {
  const { first, second, sold } = await demoUnits(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/favourite/compare?ids=${first.id},${second.id},${sold.id}`);
  // The offer to keep a shared comparison sits at the bottom; it is not what this checks.
  const notNow = page.getByRole('button', { name: 'Не сейчас' });
  if (await notNow.isVisible()) await notNow.click();
  const region = page.getByRole('region', { name: 'Сравнение объектов' });
  const names = await region.locator('thead th > div > a').allTextContents();
  expect(names).toHaveLength(3);
  // The strip's copy of the first name; the table's stays the one for screen readers.
  const stuck = page.locator('[aria-hidden="true"] a', { hasText: names[0] }).first();
  await expect(stuck).toBeHidden();

  const regionBox = await region.boundingBox();
  await page.mouse.move(200, Math.min(800, regionBox!.y + 200));
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(600);
  expect(await region.evaluate((element) => element.scrollTop)).toBe(0);
  await expect(stuck).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const stuckBox = await stuck.boundingBox();
  expect(Math.abs(stuckBox!.y - (header!.y + header!.height))).toBeLessThan(2);

  // Over its column: the name and the column's cells start at the same x, before and after a swipe.
  const cell = region.locator('tbody tr[data-row="price"] td').first();
  const left = async () => [(await stuck.boundingBox())!.x, (await cell.boundingBox())!.x];
  const [nameX, cellX] = await left();
  expect(Math.abs(nameX - cellX)).toBeLessThan(2);
  await region.evaluate((element) => element.scrollBy({ left: 150, behavior: 'instant' }));
  await expect.poll(async () => (await left())[1]).toBeLessThan(cellX - 100);
  const [movedName, movedCell] = await left();
  expect(Math.abs(movedName - movedCell)).toBeLessThan(2);
  await expectNoAxeViolations(page);
});

test('without script a shared list reads in full, and a page without ids says where favourites live', async ({ browser, request, baseURL }) => {
  const { first, sold } = await demoUnits(request);
  const { context, page } = await freshPage(browser, baseURL, false);
  await page.goto(`/favourite?ids=${first.id},${sold.id}`);
  await expect(cardTitles(page)).toHaveCount(2);
  await expect(page.getByText('Эта квартира уже продана.')).toBeVisible();
  await page.goto(`/favourite/compare?ids=${first.id},${sold.id}`);
  await expect(page.getByRole('table', { name: 'Сравнение объектов' }).locator('thead th')).toHaveCount(2);
  await page.goto('/favourite');
  await expect(page.getByText(/Избранное хранится в этом браузере/)).toBeVisible();
  await context.close();
});

test("a shared list's first plan is fetched at once with high priority, the others as they near the screen", async ({ page, request }) => {
  const { first, second, sold } = await demoUnits(request);
  await page.goto(`/favourite?ids=${first.id},${second.id},${sold.id}`);
  const plans = page.getByRole('list', { name: 'Сохранённые объекты' }).locator('img[alt^="Планировка"]');
  await expect(plans).toHaveCount(3);
  await expect(plans.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(plans.first()).not.toHaveAttribute('loading', 'lazy');
  for (const plan of await plans.all().then((all) => all.slice(1))) {
    await expect(plan).toHaveAttribute('loading', 'lazy');
    await expect(plan).not.toHaveAttribute('fetchpriority', 'high');
  }
});

test('the favourites pages are noindex, with their own canonical URL, and not in the sitemap', async ({ page, request }) => {
  await page.goto('/favourite?ids=1,2');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/favourite$/);
  await page.goto('/favourite/compare?ids=1,2');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const paths = await sitemapPagePaths(request);
  expect(paths.length).toBeGreaterThan(0);
  expect(paths.filter((path) => path.startsWith('/favourite'))).toEqual([]);
});

test('@sales-down a shared list still answers, keeps its ids and says why no units show', async ({ page }) => {
  test.setTimeout(150_000);
  await expect(async () => {
    const response = await page.goto('/favourite?ids=11010305,11010309');
    expect(response?.status()).toBe(200);
    await expect(page.getByText(/временно недоступны/).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 120_000, intervals: [2000, 5000] });
  await expect(page.getByText('В списке 2\u00a0объекта').first()).toBeVisible();
  const compare = await page.goto('/favourite/compare?ids=11010305,11010309');
  expect(compare?.status()).toBe(200);
  await expect(page.getByText(/временно недоступны/).first()).toBeVisible();
});

test('@cms-down the favourites pages still answer with their own headings, never an error page', async ({ page }) => {
  const response = await page.goto('/favourite?ids=11010305');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Избранное');
  const compare = await page.goto('/favourite/compare?ids=11010305,11010309');
  expect(compare?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сравнение');
});
