// The listings of commercial premises, parking places and storage rooms, and the unit pages they
// lead to, against the live stack: counts as sales-data gives them, filters kept in the URL,
// paging, the suggestion of an empty result, and the degraded pages with sales-data stopped.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { foundCount } from './found-count';

const salesUrl = process.env.E2E_SALES_DATA_URL ?? 'http://127.0.0.1:4011';
const salesToken = process.env.SALES_DATA_TOKEN ?? '';

async function salesUnits(request: APIRequestContext, filter: string, limit = 0) {
  const response = await request.get(`${salesUrl}/api/property/loaded?${filter}&limit=${limit}`, { headers: { Authorization: `Bearer ${salesToken}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { data: Array<{ id: number; type_purpose: string; project_id: number }>; meta: { total: number } };
}


test('the parking listing counts what sales-data has on sale, links each place to its page, and passes axe', async ({ page, request }) => {
  const expected = (await salesUnits(request, 'filter[type_purpose]=IN(parking)&filter[status]=IN(AVAILABLE)')).meta.total;
  const response = await page.goto('/parking');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Машино-места');
  expect(await foundCount(page)).toBe(expected);
  const links = page.locator('main h2 a');
  await expect(links).toHaveCount(24);
  expect(await links.first().getAttribute('href')).toMatch(/^\/parking\/\d+$/);
  // The first card's plan is the first screen's largest picture: fetched at once, high priority;
  // the others wait until they near the screen.
  const plans = page.locator('main img[alt^="Планировка"]');
  await expect(plans).toHaveCount(24);
  await expect(plans.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(plans.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(plans.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(page.locator('main img[alt^="Планировка"][fetchpriority="high"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('each flats listing by room count shows the flats sales-data counts for it; any other count is a 404', async ({ page, request }) => {
  const available = 'filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE)';
  const filters: Record<number, string> = {
    0: `${available}&filter[studio]=EQ(true)`,
    1: `${available}&filter[studio]=EQ(false)&filter[rooms_amount]=IN(1)`,
    2: `${available}&filter[studio]=EQ(false)&filter[rooms_amount]=IN(2)`,
    3: `${available}&filter[studio]=EQ(false)&filter[rooms_amount]=IN(3)`,
    4: `${available}&filter[studio]=EQ(false)&filter[rooms_amount]=GTE(4)`,
  };
  for (const [rooms, filter] of Object.entries(filters)) {
    const expected = (await salesUnits(request, filter)).meta.total;
    const response = await page.goto(`/kupit-${rooms}-komnatnuyu-kvartiru-ot-zastroishika`);
    expect(response?.status(), `rooms ${rooms}`).toBe(200);
    expect(await foundCount(page), `rooms ${rooms}`).toBe(expected);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '', 'http://x').pathname).toBe(`/kupit-${rooms}-komnatnuyu-kvartiru-ot-zastroishika`);
  }
  await expectNoAxeViolations(page);
  const unknown = await page.goto('/kupit-7-komnatnuyu-kvartiru-ot-zastroishika');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found: /kupit-7-komnatnuyu-kvartiru-ot-zastroishika');
});

test('ticking a second room option on a flats listing adds those flats, by keyboard too', async ({ page, request }) => {
  const available = 'filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE)&filter[studio]=EQ(false)';
  const expected = (await salesUnits(request, `${available}&filter[rooms_amount]=IN(1,2)`)).meta.total;
  await page.goto('/kupit-1-komnatnuyu-kvartiru-ot-zastroishika');
  const rooms = page.getByRole('group', { name: 'Комнаты' });
  await expect(rooms.getByRole('checkbox', { name: '1' })).toBeChecked();
  await rooms.getByRole('checkbox', { name: '2' }).focus();
  // The change applies at once (no button to press with script).
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/kupit-1-komnatnuyu-kvartiru-ot-zastroishika\?rooms=1&rooms=2/);
  await expect.poll(() => foundCount(page)).toBe(expected);
  await expect(rooms.getByRole('checkbox', { name: '2' })).toBeFocused();
});

test('a listing by room count keeps its own option out of its links, and they still list only those flats', async ({ page, request }) => {
  const LISTING = '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika';
  const expected = (await salesUnits(request, 'filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE)&filter[studio]=EQ(false)&filter[rooms_amount]=IN(2)')).meta.total;
  await page.goto(`${LISTING}?finishing=full`);
  await expect(page.getByRole('navigation', { name: 'Вид списка' }).getByRole('link', { name: 'Таблица' })).toHaveAttribute('href', `${LISTING}?finishing=full&view=table`);
  await page.goto(LISTING);
  const showMore = page.getByRole('link', { name: /^Показать ещё/ });
  await expect(showMore).toHaveAttribute('href', `${LISTING}?pages=2`);
  await page.goto(`${LISTING}?pages=2`);
  expect(await foundCount(page)).toBe(expected);
  await expect(page.getByRole('group', { name: 'Комнаты' }).getByRole('checkbox', { name: '2' })).toBeChecked();
});

test('a complex chosen in the filters narrows the listing as sales-data does, and the URL keeps it', async ({ page, request }) => {
  const projectId = (await salesUnits(request, 'filter[type_purpose]=IN(commercial)&filter[status]=IN(AVAILABLE)', 1)).data[0]?.project_id;
  expect(projectId).toBeDefined();
  const expected = (await salesUnits(request, `filter[type_purpose]=IN(commercial)&filter[status]=IN(AVAILABLE)&filter[project_id]=EQ(${projectId})`)).meta.total;
  await page.goto('/commercial');
  await page.getByLabel('Жилой комплекс').selectOption(String(projectId));
  await expect(page).toHaveURL(new RegExp(`/commercial\\?project=${projectId}`));
  await expect.poll(() => foundCount(page)).toBe(expected);
  await page.reload();
  expect(await foundCount(page)).toBe(expected);
  await expect(page.getByLabel('Жилой комплекс')).toHaveValue(String(projectId));
  // The count line names the complex, so it shows even with the filters folded away on a phone.
  const complex = (await page.getByLabel('Жилой комплекс').locator('option:checked').textContent())!.replace(/\s*\(\d+\)$/, '');
  await expect(page.getByRole('status').filter({ hasText: /^Найден/ })).toContainText(` в ${complex}`);
});

test('an empty result suggests the filter to clear, and the suggestion gives results', async ({ page }) => {
  await page.goto('/store-room?price_to=1');
  await expect(page.getByRole('heading', { name: 'Ничего не нашлось' })).toBeVisible();
  await page.getByRole('link', { name: /Без фильтра «Цена»/ }).click();
  expect(await foundCount(page)).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/store-room$/);
});

test('the chessboard and the facade say so too when nothing is found, rather than listing houses with none', async ({ page }) => {
  for (const view of ['chess', 'facade']) {
    await page.goto(`/parking?view=${view}&price_to=1`);
    await expect(page.getByRole('heading', { name: 'Ничего не нашлось' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Выберите дом' })).toHaveCount(0);
    await page.getByRole('link', { name: /Без фильтра «Цена»/ }).click();
    await expect(page).toHaveURL(new RegExp(`/parking\\?view=${view}$`));
    await expect(page.getByRole('heading', { name: 'Выберите дом' })).toBeVisible();
    expect(await foundCount(page)).toBeGreaterThan(0);
  }
});

test('page 2 of a listing is its own URL and shows other units', async ({ page }) => {
  await page.goto('/parking');
  const first = await page.locator('main h2 a').first().getAttribute('href');
  await page.getByRole('navigation', { name: 'Страницы результатов' }).getByRole('link', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/\/parking\?page=2$/);
  expect(await page.locator('main h2 a').first().getAttribute('href')).not.toBe(first);
});

test('the page links: numbers on a laptop; on a phone «←», where the list is and «→» in one row', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Страницы результатов' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/parking?page=3');
  await expect(nav.getByRole('link', { name: 'Страница 2' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Страница 3' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByText(/^Страница 3 из \d+$/)).toBeHidden();

  await page.setViewportSize({ width: 320, height: 640 });
  await expect(nav.getByRole('link', { name: 'Страница 2' })).toBeHidden();
  await expect(nav.getByText(/^Страница 3 из \d+$/)).toBeVisible();
  const steps = [nav.getByRole('link', { name: 'Назад' }), nav.getByRole('link', { name: 'Дальше' })];
  const boxes = await Promise.all(steps.map(async (step) => (await step.boundingBox())!));
  expect(boxes.every((box) => box.width >= 44 && box.height >= 44)).toBe(true);
  expect(Math.abs(boxes[0].y - boxes[1].y)).toBeLessThan(1);
  await steps[1].click();
  await expect(page).toHaveURL(/\/parking\?page=4$/);
  await expect(nav.getByText(/^Страница 4 из \d+$/)).toBeVisible();
});

test('in a row of unit cards the prices stand on one line, a discounted one\u2019s old price above it', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika');
  const cards = await page.locator('main article:has(h2 a[href^="/property/"])').evaluateAll((articles) =>
    articles.map((article) => {
      const value = [...article.querySelectorAll('span')].find((span) => !span.closest('s') && span.children.length === 0 && /₽$/.test(span.textContent ?? '') && Number(getComputedStyle(span).fontWeight) >= 700)!;
      const old = article.querySelector('s')?.getBoundingClientRect();
      const { top, bottom } = value.getBoundingClientRect();
      return { row: Math.round(article.getBoundingClientRect().top), price: { top, bottom }, old: old ? { bottom: old.bottom } : null };
    }),
  );
  const rows = new Map<number, typeof cards>();
  for (const card of cards) rows.set(card.row, [...(rows.get(card.row) ?? []), card]);
  const mixed = [...rows.values()].filter((row) => row.some((card) => card.old) && row.some((card) => !card.old));
  expect(mixed.length, 'a row with a discounted card beside one without (the demo has them)').toBeGreaterThan(0);
  for (const row of mixed) {
    const bottoms = row.map((card) => Math.round(card.price.bottom));
    expect(Math.max(...bottoms) - Math.min(...bottoms), `price lines ${bottoms.join(', ')}`).toBeLessThanOrEqual(1);
    for (const card of row.filter((each) => each.old)) expect(card.old!.bottom).toBeLessThanOrEqual(card.price.top + 1);
  }
});

test('a unit page shows the unit and takes a request; another type redirects, an unknown id is a 404', async ({ page, request }) => {
  await page.goto('/parking');
  const link = page.locator('main h2 a').first();
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Общая площадь')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Заявка на это машино-место' })).toBeVisible();
  await expectNoAxeViolations(page);

  const flat = (await salesUnits(request, 'filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE)', 1)).data[0];
  const wrongType = await request.get(`/parking/${flat?.id}`, { maxRedirects: 0 });
  expect(wrongType.status()).toBe(308);
  expect(new URL(wrongType.headers().location ?? '', 'http://x').pathname).toBe(`/property/${flat?.id}`);
  const missing = await page.goto('/store-room/999999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found');
});

test('a unit booked or sold since the listing was shown says so when opened; a sold one shows no price, is noindex and offers similar ones', async ({ page, request }) => {
  const booked = (await salesUnits(request, 'filter[type_purpose]=IN(residential)&filter[status]=IN(BOOKED)', 1)).data[0];
  const sold = (await salesUnits(request, 'filter[type_purpose]=IN(residential)&filter[status]=IN(SOLD)', 1)).data[0];
  expect(booked && sold).toBeTruthy();
  await page.goto(`/property/${booked?.id}`);
  await expect(page.getByText('Сейчас эта квартира забронирована.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Заявка на эту квартиру' })).toBeVisible();
  const soldPage = await page.goto(`/property/${sold?.id}`);
  expect(soldPage?.status()).toBe(200);
  await expect(page.getByText('Эта квартира уже продана.')).toBeVisible();
  // No price for it, out of the search results, and similar flats on sale instead.
  await expect(page.getByRole('complementary', { name: 'Характеристики' }).getByText(/₽/)).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { name: 'Похожие варианты в продаже' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Похожие варианты в продаже' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Заявка на эту квартиру' })).toHaveCount(0);
});

test('@sales-down a listing and a unit page still answer, say why there are no units, and keep the request form', async ({ page }) => {
  test.setTimeout(150_000);
  await expect(async () => {
    const response = await page.goto('/parking');
    expect(response?.status()).toBe(200);
    await expect(page.getByText(/временно недоступны/).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 120_000, intervals: [2000, 5000] });
  const unit = await page.goto('/property/11010305');
  expect(unit?.status()).toBe(200);
  await expect(page.getByText(/временно недоступны/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Данные о квартире загружаются', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Заявка на эту квартиру' })).toBeVisible();
});

test('@cms-down a listing and a unit page still answer with their own texts and the request form, never an error page', async ({ page }) => {
  // The CMS is stopped (and sales-data with it): the heading comes from the last Page list or the built-in text.
  const listing = await page.goto('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika');
  expect(listing?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Двухкомнатные квартиры от застройщика');
  await expect(page.getByText(/временно недоступны/).first()).toBeVisible();
  const unit = await page.goto('/parking/11010305');
  expect(unit?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Заявка на это машино-место' })).toBeVisible();
});
