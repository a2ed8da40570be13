// The catalogue's filters against the live stack: each filter narrows the listing exactly as
// sales-data counts it, a change applies at once (the URL, the results, back and reload agree),
// the table view links to the units, «Показать ещё» appends and survives a reload, the phone's
// drawer, and the form without JavaScript.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { foundCount } from './found-count';
import { trackHydration } from './hydration';

const salesUrl = process.env.E2E_SALES_DATA_URL ?? 'http://127.0.0.1:4011';
const salesToken = process.env.SALES_DATA_TOKEN ?? '';

interface SalesUnit {
  id: number;
  floor: number;
  floors_total: number;
  house_id: number;
  project_id: number;
  development_end: { year: number; quarter: number };
}

async function sales(request: APIRequestContext, filter: string, limit = 0) {
  const response = await request.get(`${salesUrl}/api/property/loaded?${filter}&limit=${limit}`, { headers: { Authorization: `Bearer ${salesToken}` } });
  expect(response.status(), filter).toBe(200);
  return (await response.json()) as { data: SalesUnit[]; meta: { total: number } };
}

const total = async (request: APIRequestContext, filter: string) => (await sales(request, filter)).meta.total;

// One-room flats on sale: what /kupit-1-… lists before any other filter.
const ONE_ROOM = 'filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE)&filter[studio]=EQ(false)&filter[rooms_amount]=IN(1)';
const ONE_ROOM_PATH = '/kupit-1-komnatnuyu-kvartiru-ot-zastroishika';


/** The count once the results are no longer loading. */
async function settledCount(page: Page): Promise<number> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  return foundCount(page);
}

test('finishing, completion year and quarter apply on change as sales-data counts them; back and reload give the same results', async ({ page, request }) => {
  const year = (await sales(request, ONE_ROOM, 1)).data[0].development_end.year;
  const withFinishing = await total(request, `${ONE_ROOM}&filter[finishing]=IN(full)`);
  const withYear = await total(request, `${ONE_ROOM}&filter[finishing]=IN(full)&filter[development_end.year]=IN(${year})`);

  await page.goto(ONE_ROOM_PATH);
  // With script there is nothing to submit: each change applies.
  await expect(page.getByRole('button', { name: 'Показать', exact: true })).toBeHidden();
  await page.getByRole('group', { name: 'Отделка' }).getByRole('checkbox', { name: 'Чистовая', exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`${ONE_ROOM_PATH}\\?finishing=full$`));
  await expect.poll(() => settledCount(page)).toBe(withFinishing);
  // Focus stays on the option just ticked.
  await expect(page.getByRole('group', { name: 'Отделка' }).getByRole('checkbox', { name: 'Чистовая', exact: true })).toBeFocused();

  await page.getByRole('group', { name: 'Год сдачи' }).getByRole('checkbox', { name: String(year) }).check();
  await expect(page).toHaveURL(new RegExp(`\\?year=${year}&finishing=full$`));
  await expect.poll(() => settledCount(page)).toBe(withYear);

  const quarterBox = page.getByRole('group', { name: 'Квартал сдачи' }).getByRole('checkbox').and(page.locator(':not([disabled])')).first();
  const quarter = Number(await quarterBox.getAttribute('value'));
  const withQuarter = await total(request, `${ONE_ROOM}&filter[finishing]=IN(full)&filter[development_end.year]=IN(${year})&filter[development_end.quarter]=IN(${quarter})`);
  await quarterBox.check();
  await expect(page).toHaveURL(new RegExp(`year=${year}&quarter=${quarter}&finishing=full$`));
  await expect.poll(() => settledCount(page)).toBe(withQuarter);
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?year=${year}&finishing=full$`));
  await expect.poll(() => settledCount(page)).toBe(withYear);
  await expect(page.getByRole('group', { name: 'Квартал сдачи' }).getByRole('checkbox', { name: new RegExp(`^${['I', 'II', 'III', 'IV'][quarter - 1]}\\sкв`) })).not.toBeChecked();
  await page.reload();
  expect(await foundCount(page)).toBe(withYear);
  await expect(page.getByRole('group', { name: 'Год сдачи' }).getByRole('checkbox', { name: String(year) })).toBeChecked();
});

/** The canonical address in the HTML a search engine gets for a URL. */
async function servedCanonical(request: APIRequestContext, url: string): Promise<string> {
  const html = await (await request.get(url)).text();
  return new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '', url).pathname;
}

test('a filter ticked low in the sidebar applies without moving the page: the box stays under the pointer', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(ONE_ROOM_PATH);
  const box = page.getByRole('group', { name: 'Отделка' }).getByRole('checkbox', { name: 'Без отделки', exact: true });
  // The filter column scrolls on its own from 1024 px (it is taller than the window): the box is
  // reached by scrolling it, the page stays where it was.
  const column = page.locator('form', { has: box }).locator('xpath=../..');
  await box.scrollIntoViewIfNeeded();
  const columnScroll = await column.evaluate((element) => element.scrollTop);
  expect(columnScroll).toBeGreaterThan(300);
  const pageScroll = await page.evaluate(() => window.scrollY);
  // At the box's place on the screen, as a person's click (a locator click would scroll first).
  const place = (await box.boundingBox())!;
  await page.mouse.click(place.x + place.width / 2, place.y + place.height / 2);
  await expect(page).toHaveURL(new RegExp(`${ONE_ROOM_PATH}\\?finishing=none$`));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(box).toBeChecked();
  // Where it was on the screen (the browser's scroll anchoring may move the page for what changed
  // above it, never to the top).
  expect(Math.abs((await box.boundingBox())!.y - place.y)).toBeLessThanOrEqual(1);
  expect(await column.evaluate((element) => element.scrollTop)).toBe(columnScroll);
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
});

test('from 1024 px the filters stay beside the results as they scroll, and the column scrolls on its own', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(ONE_ROOM_PATH);
  const rooms = page.getByRole('group', { name: 'Комнаты' });
  const lastCard = page.getByRole('main').getByRole('article').last();
  await lastCard.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
  // Under the header, in the window, with the results far down the page.
  const header = (await page.locator('header').first().boundingBox())!;
  const roomsBox = (await rooms.boundingBox())!;
  expect(roomsBox.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(roomsBox.y + roomsBox.height).toBeLessThan(768);
  // The last filter is reached by scrolling the column, which does not move the page.
  const pageScroll = await page.evaluate(() => window.scrollY);
  const sort = page.getByRole('combobox', { name: 'Сортировка' });
  await sort.scrollIntoViewIfNeeded();
  await expect(sort).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
});

test('on a listing by room count, the heading, title and canonical address follow the rooms ticked, and focus stays on the box', async ({ page, request }) => {
  const rooms = page.getByRole('group', { name: 'Комнаты' });
  const heading = page.getByRole('heading', { level: 1 });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(ONE_ROOM_PATH);
  await expect(heading).toHaveText('Однокомнатные квартиры от застройщика');
  // The chips stay where they are as the heading changes (one line or two), under the pointer.
  const chipsTop = async () => Math.round((await rooms.boundingBox())!.y);
  const top = await chipsTop();

  await rooms.getByRole('checkbox', { name: /^Студия/ }).check();
  await expect(page).toHaveURL(new RegExp(`${ONE_ROOM_PATH}\\?rooms=0&rooms=1$`));
  await expect(heading).toHaveText('Студии и однокомнатные квартиры');
  await expect(page).toHaveTitle(/^Студии и однокомнатные квартиры/);
  await expect(page.getByRole('navigation', { name: 'Путь по сайту' }).getByText('Студии и однокомнатные квартиры')).toBeVisible();
  await expect(rooms.getByRole('checkbox', { name: /^Студия/ })).toBeFocused();
  expect(await servedCanonical(request, page.url())).toBe(ONE_ROOM_PATH);
  expect(await chipsTop()).toBe(top);

  // Four options: the shared «-комнатные» said once.
  await rooms.getByRole('checkbox', { name: '2', exact: true }).check();
  await rooms.getByRole('checkbox', { name: '3', exact: true }).check();
  await expect(heading).toHaveText('Студии, одно-, двух- и трёхкомнатные квартиры');
  expect(await chipsTop()).toBe(top);
  await rooms.getByRole('checkbox', { name: '3', exact: true }).uncheck();
  await rooms.getByRole('checkbox', { name: '2', exact: true }).uncheck();
  await expect(heading).toHaveText('Студии и однокомнатные квартиры');

  // Only studios left: the studios listing's own heading and canonical address, on the same page.
  await rooms.getByRole('checkbox', { name: '1', exact: true }).uncheck();
  await expect(page).toHaveURL(new RegExp(`${ONE_ROOM_PATH}\\?rooms=0$`));
  await expect(heading).toHaveText('Студии от застройщика');
  await expect(rooms.getByRole('checkbox', { name: '1', exact: true })).toBeFocused();
  expect(await chipsTop()).toBe(top);
  expect(await servedCanonical(request, page.url())).toBe('/kupit-0-komnatnuyu-kvartiru-ot-zastroishika');

  await page.goBack();
  await expect(heading).toHaveText('Студии и однокомнатные квартиры');
});

test('on a listing by room count, unticking its only option lists every flat with nothing ticked; the next option ticked is the only one', async ({ page, request }) => {
  const rooms = page.getByRole('group', { name: 'Комнаты' });
  const chips = rooms.getByRole('checkbox');
  await page.goto(ONE_ROOM_PATH);
  await expect(chips).toHaveCount(5);
  await rooms.getByRole('checkbox', { name: '1', exact: true }).uncheck();
  await expect(page).toHaveURL(new RegExp(`${ONE_ROOM_PATH}\\?rooms=$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Все квартиры от застройщика');
  for (const chip of await chips.all()) await expect(chip).not.toBeChecked();
  expect(await settledCount(page)).toBe(await total(request, 'filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE)'));
  // A reload (or a shared link) keeps that state.
  await page.reload();
  for (const chip of await chips.all()) await expect(chip).not.toBeChecked();

  await rooms.getByRole('checkbox', { name: '2', exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`${ONE_ROOM_PATH}\\?rooms=2$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Двухкомнатные квартиры от застройщика');
  await expect(rooms.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(rooms.getByRole('checkbox', { name: '2', exact: true })).toBeChecked();
});

test('boxes ticked faster than the results come stay as the visitor left them, and the list ends where they ended', async ({ page }) => {
  const rooms = page.getByRole('group', { name: 'Комнаты' });
  const box = (name: string) => rooms.getByRole('checkbox', { name, exact: true });
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto(ONE_ROOM_PATH);
  await expect(heading).toHaveText('Однокомнатные квартиры от застройщика');

  // The results of «2» ticked are held back until the visitor has made the next change.
  let release: () => void = () => {};
  const holdTwo = async () => {
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.searchParams.has('_rsc') && url.searchParams.getAll('rooms').join() === '1,2',
      async (route) => {
        await held;
        await route.continue().catch(() => {});
      },
    );
  };

  await holdTwo();
  await box('2').check();
  await box('3').check();
  release();
  await expect(page).toHaveURL(new RegExp(`${ONE_ROOM_PATH}\\?rooms=1&rooms=2&rooms=3$`));
  await expect(heading).toHaveText('Одно-, двух- и трёхкомнатные квартиры');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const name of ['1', '2', '3']) await expect(box(name)).toBeChecked();

  // Ticked and unticked again before its results came: the list is back where it was.
  await box('3').uncheck();
  await expect(page).toHaveURL(new RegExp(`${ONE_ROOM_PATH}\\?rooms=1&rooms=2$`));
  await box('2').uncheck();
  await expect(page).toHaveURL(new RegExp(`${ONE_ROOM_PATH}$`));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await holdTwo();
  await box('2').check();
  await box('2').uncheck();
  release();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${ONE_ROOM_PATH}$`));
  await expect(heading).toHaveText('Однокомнатные квартиры от застройщика');
  await expect(box('2')).not.toBeChecked();
  await expect(box('1')).toBeChecked();
});

test('«Цена до» typed below «от» makes the range between the two numbers, not «от» twice', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(ONE_ROOM_PATH);
  const from = page.getByRole('textbox', { name: 'Цена от' });
  const to = page.getByRole('textbox', { name: 'Цена до' });
  await from.fill('6000000');
  await from.press('Tab');
  await expect(page).toHaveURL(/\?price_from=6000000$/);
  await to.fill('5000000');
  await to.press('Tab');
  await expect(page).toHaveURL(/\?price_from=5000000&price_to=6000000$/);
  await expect(from).toHaveValue('5 000 000');
  await expect(to).toHaveValue('6 000 000');
});

test('a house chosen before the page\'s script has started is applied when it starts, not lost', async ({ page, request }) => {
  const houseId = (await sales(request, ONE_ROOM, 1)).data[0].house_id;
  // Hold the page's scripts back: the visitor is quicker than a slow phone.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(ONE_ROOM_PATH, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Дом').selectOption(String(houseId));
  expect(page.url()).not.toContain('house=');
  release();
  await expect(page).toHaveURL(new RegExp(`\\?house=${houseId}$`));
  await expect.poll(() => settledCount(page)).toBe(await total(request, `${ONE_ROOM}&filter[house_id]=EQ(${houseId})`));
});

test('a house, a floor range typed in and «не последний» narrow the flats as sales-data has them', async ({ page, request }) => {
  const houseId = (await sales(request, ONE_ROOM, 1)).data[0].house_id;
  await page.goto(ONE_ROOM_PATH);
  await page.getByLabel('Дом').selectOption(String(houseId));
  await expect(page).toHaveURL(new RegExp(`\\?house=${houseId}$`));
  await expect.poll(() => settledCount(page)).toBe(await total(request, `${ONE_ROOM}&filter[house_id]=EQ(${houseId})`));

  const floors = page.getByRole('group', { name: 'Этаж' });
  await floors.getByLabel('от').fill('5');
  await floors.getByLabel('от').press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?floor_from=5&house=${houseId}$`));
  await floors.getByLabel('до').fill('12');
  // Leaving the field applies it too.
  await floors.getByLabel('до').blur();
  await expect(page).toHaveURL(new RegExp(`\\?floor_from=5&floor_to=12&house=${houseId}$`));
  // Sales-data takes one condition per field: floors from 5 there, up to 12 here.
  const fromFive = await sales(request, `${ONE_ROOM}&filter[house_id]=EQ(${houseId})&filter[floor]=GTE(5)`, 1000);
  expect(fromFive.data).toHaveLength(fromFive.meta.total);
  const inRange = fromFive.data.filter((unit) => unit.floor <= 12);
  await expect.poll(() => settledCount(page)).toBe(inRange.length);

  // «Не первый» only where some flat on sale is on the first floor (in the demo, shops are).
  const onFirstFloor = await total(request, 'filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE)&filter[floor]=EQ(1)');
  await expect(floors.getByRole('checkbox', { name: 'Не первый' })).toHaveCount(onFirstFloor > 0 ? 1 : 0);
  await floors.getByRole('checkbox', { name: 'Не последний' }).check();
  await expect(page).toHaveURL(/&not_last=1$/);
  const notLast = inRange.filter((unit) => unit.floor !== unit.floors_total).length;
  await expect.poll(() => settledCount(page)).toBe(notLast);
});

test('price and area typed into the range filters narrow the flats as sales-data does', async ({ page, request }) => {
  await page.goto(ONE_ROOM_PATH);
  const price = page.getByRole('group', { name: 'Цена' });
  // The slider's code comes after the page (a lazy chunk). An open end is empty, its bound the
  // placeholder, written the Russian way with spaces between thousands.
  await expect(price.getByRole('slider', { name: 'Цена от' })).toBeVisible();
  await expect(price.getByRole('textbox', { name: 'Цена от' })).toHaveValue('');
  await expect(price.getByRole('textbox', { name: 'Цена от' })).toHaveAttribute('placeholder', /^\d{1,3}( \d{3})+$/);
  const area = page.getByRole('group', { name: 'Площадь' });
  await area.getByRole('textbox', { name: 'Площадь от' }).fill('40');
  await area.getByRole('textbox', { name: 'Площадь от' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`${ONE_ROOM_PATH}\\?area_from=40$`));
  await expect.poll(() => settledCount(page)).toBe(await total(request, `${ONE_ROOM}&filter[area_total]=GTE(40)`));

  await price.getByRole('textbox', { name: 'Цена до' }).fill('8000000');
  // The input shows the Russian way.
  await expect(price.getByRole('textbox', { name: 'Цена до' })).toHaveValue('8 000 000');
  await price.getByRole('textbox', { name: 'Цена до' }).blur();
  await expect(page).toHaveURL(/\?price_to=8000000&area_from=40$/);
  await expect.poll(() => settledCount(page)).toBe(await total(request, `${ONE_ROOM}&filter[area_total]=GTE(40)&filter[price_value]=LTE(8000000)`));
  await expect(price.getByRole('slider', { name: 'Цена до' })).toHaveAttribute('aria-valuenow', '8000000');
});

test('a price typed, then dropped by the back button, leaves the range: the field shows what the address says', async ({ page }) => {
  await page.goto(ONE_ROOM_PATH);
  const from = page.getByRole('group', { name: 'Цена' }).getByRole('textbox', { name: 'Цена от' });
  await expect(page.getByRole('slider', { name: 'Цена от' })).toBeVisible();
  const bound = await from.getAttribute('placeholder');
  const typed = Number(bound?.replace(/\D/g, '')) + 500_000;
  await from.fill(String(typed));
  await from.press('Enter');
  await expect(page).toHaveURL(new RegExp(`price_from=${typed}`));
  // Down the list and into a unit, so the filters are far out of view when the list comes back.
  await page.getByRole('link', { name: /^Показать ещё/ }).click();
  await page.locator('main li[data-unit-index="30"] h2 a').click();
  await expect(page).toHaveURL(/\/property\//);
  await page.goBack();
  await expect(page).toHaveURL(/pages=2/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${ONE_ROOM_PATH}$`));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('slider', { name: 'Цена от' })).toBeVisible();
  await expect(from).toHaveValue('');
  await expect(page.getByRole('slider', { name: 'Цена от' })).toHaveAttribute('aria-valuenow', String(Number(bound?.replace(/\D/g, ''))));
});

/** Holds back the range slider's code (Radix's slider module) until `release()`; `requested` once the page has asked for it. */
async function holdSliderCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { requested: false, release };
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('SliderThumb')) {
      state.requested = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return state;
}

/** Each box drawn inside a group, in page coordinates (scrolling aside; Radix's hidden form inputs draw none). */
const boxesOf = (group: Locator) =>
  group.evaluate((root) =>
    Array.from(root.querySelectorAll('*'), (element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 0 || rect.height > 0)
      .map((rect) => [rect.x, rect.y + window.scrollY, rect.width, rect.height].map((n) => n.toFixed(1)).join(' ')),
  );

/** How many pixels of two pictures of the same size differ by more than antialiasing does (a few levels of a channel). */
function pixelsApart(page: Page, first: Buffer, second: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: 'image/png' }));
        const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [x, y] = await Promise.all([pixels(a), pixels(b)]);
      if (x.length !== y.length) return Number.POSITIVE_INFINITY;
      let apart = 0;
      for (let i = 0; i < x.length; i += 4) if ([0, 1, 2, 3].some((channel) => Math.abs(x[i + channel] - y[i + channel]) > 8)) apart += 1;
      return apart;
    },
    [first.toString('base64'), second.toString('base64')] as const,
  );
}

test('the ranges are drawn before the slider\'s code comes, typed values apply, and the slider takes their place without moving a pixel', async ({ page }) => {
  const code = await holdSliderCode(page);
  await page.goto('/parking?price_from=1000000');
  await page.evaluate(() => document.fonts.ready);
  const price = page.getByRole('group', { name: 'Цена' });
  await expect.poll(() => code.requested).toBe(true);
  await expect(price.getByRole('slider')).toHaveCount(0);
  await expect(price.getByRole('textbox', { name: 'Цена от' })).toHaveValue('1 000 000');

  // Typed into the drawn range: applied as the real one would.
  const area = page.getByRole('group', { name: 'Площадь' });
  await area.getByRole('textbox', { name: 'Площадь до' }).fill('16');
  await area.getByRole('textbox', { name: 'Площадь до' }).press('Enter');
  await expect(page).toHaveURL(/\/parking\?price_from=1000000&area_to=16$/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The price's bounds are those of the new results now: drawn, then compared with the slider.
  await page.mouse.move(0, 0);
  const drawnBoxes = await boxesOf(price);
  const drawnPicture = await price.screenshot();

  code.release();
  await expect(price.getByRole('slider', { name: 'Цена от' })).toHaveAttribute('aria-valuenow', '1000000');
  await expect(area.getByRole('slider', { name: 'Площадь до' })).toHaveAttribute('aria-valuenow', '16');
  await page.mouse.move(0, 0);
  expect(await boxesOf(price)).toEqual(drawnBoxes);
  expect(await pixelsApart(page, drawnPicture, await price.screenshot()), 'pixels of the price range that changed when the slider came').toBe(0);
  // And it is the real one now: a key moves the thumb and applies.
  await price.getByRole('slider', { name: 'Цена от' }).press('ArrowRight');
  await expect(page).toHaveURL(/\/parking\?price_from=1050000&area_to=16$/);
  await expect(price.getByRole('textbox', { name: 'Цена от' })).toHaveValue('1 050 000');
  // (The comparison sees a change when there is one.)
  expect(await pixelsApart(page, drawnPicture, await price.screenshot())).toBeGreaterThan(0);
});

test('the table view lists the units with a link to each in its first cell', async ({ page }) => {
  await page.goto('/parking?view=table');
  const table = page.getByRole('table', { name: /Найдено \d+ машино-мест.*таблица/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Цена за м²' })).toBeVisible();
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(24);
  const link = rows.first().getByRole('rowheader').getByRole('link');
  expect(await link.getAttribute('href')).toMatch(/^\/parking\/\d+$/);
  await expectNoAxeViolations(page);
  // Changing a filter keeps the table.
  await page.getByLabel('Сортировка').selectOption('-price');
  await expect(page).toHaveURL(/\/parking\?sort=-price&view=table$/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(rows).toHaveCount(24);
  const title = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the table view fits a laptop whole; on a phone the price shows beside the unit at once, and the unit stays as the other figures scroll', async ({ page }) => {
  const FLATS_2 = '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika?view=table';
  const region = page.getByRole('region', { name: 'Таблица результатов, прокручивается по горизонтали' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(FLATS_2);
  // Every column of a flats table, the status last, without a sideways scroll.
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(FLATS_2);
  const name = region.getByRole('rowheader').first();
  const cells = region.getByRole('row').nth(1).getByRole('cell');
  await expect(region.getByRole('columnheader').nth(1)).toHaveText('Цена');
  await expect(cells.first()).toBeInViewport({ ratio: 1 });
  const perMeter = cells.nth(4);
  await expect(region.getByRole('columnheader').nth(5)).toHaveText('Цена за м²');
  await expect(perMeter).not.toBeInViewport({ ratio: 1 });
  const before = await name.boundingBox();
  await perMeter.scrollIntoViewIfNeeded();
  await expect(perMeter).toBeInViewport({ ratio: 1 });
  // The price per m² came into view; the unit it belongs to did not move away.
  expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect((await name.boundingBox())?.x).toBe(before?.x);
  await expect(name).toBeInViewport();
});

test('«Показать ещё» appends the next page, moves focus to it, and the URL reloads to the same list', async ({ page }) => {
  const hydrated = await trackHydration(page);
  await page.goto('/parking');
  const links = page.locator('main h2 a');
  await expect(links).toHaveCount(24);
  // Pressed earlier, the link is a plain link: the browser opens ?pages=2 as a new page.
  await hydrated();
  const first = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('link', { name: 'Показать ещё 24 машино-места' }).click();
  await expect(page).toHaveURL(/\/parking\?pages=2$/);
  await expect(links).toHaveCount(48);
  await expect(links.nth(24)).toBeFocused();
  // Appended, not a new page: the visitor is still down the list, at the first new unit.
  await expect(links.nth(24)).toBeInViewport();
  await expect(links.first()).not.toBeInViewport();
  const shown = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(shown.slice(0, 24)).toEqual(first);
  await page.reload();
  await expect(links).toHaveCount(48);
  expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(shown);
  // The page links go on after what is shown.
  await expect(page.getByRole('navigation', { name: 'Страницы результатов' }).getByRole('link', { name: 'Дальше' })).toHaveAttribute('href', '/parking?page=3');
});

test('«Показать ещё» stops at twenty pages at once with a line that says so and leads on', async ({ page }) => {
  const path = '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika';
  await page.goto(`${path}?pages=20`);
  await expect(page.locator('main h2 a')).toHaveCount(480);
  await expect(page.getByRole('link', { name: /^Показать ещё/ })).toHaveCount(0);
  await expect(page.getByText('Больше на одной странице не помещается: 480 квартир.')).toBeVisible();
  // The same address as the page links' «Дальше»: page 21 alone.
  const next = await page.getByRole('navigation', { name: 'Страницы результатов' }).getByRole('link', { name: 'Дальше' }).getAttribute('href');
  expect(next).toMatch(new RegExp(`^${path}\\?(rooms=2&)?page=21$`));
  await expect(page.getByRole('link', { name: 'Следующие — на странице 21' })).toHaveAttribute('href', next!);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open in a drawer with the number in use, apply inside it, and «Показать N» closes it; axe passes with it open', async ({ page, request }) => {
    await page.goto(`${ONE_ROOM_PATH}?finishing=full`);
    await expect(page.getByRole('form', { name: 'Фильтры' })).toBeHidden();
    const open = page.getByRole('button', { name: /^Фильтры/ });
    await expect(open).toHaveText(/выбрано 1/);
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Фильтры' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('group', { name: 'Комнаты' }).getByRole('checkbox', { name: '2' }).check();
    await expect(page).toHaveURL(/\?rooms=1&rooms=2&finishing=full$/);
    const expected = await total(request, 'filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE)&filter[studio]=EQ(false)&filter[rooms_amount]=IN(1,2)&filter[finishing]=IN(full)');
    const show = drawer.getByRole('button', { name: /^Показать \d+ квартир/ });
    await expect(show).toHaveText(new RegExp(`Показать ${expected}\\s`));
    // One way to reset: the footer's, beside «Показать» (the form's own is for the sidebar).
    await expect(drawer.getByRole('link', { name: /^Сбросить/ })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await show.click();
    await expect(drawer).toBeHidden();
    expect(await foundCount(page)).toBe(expected);
    await expect(open).toHaveText(/выбрано 2/);
  });

  test('the hidden sidebar loads none of the slider\'s code; the drawer opens focused on itself, its ranges sliders', async ({ page }) => {
    const code = await holdSliderCode(page);
    await page.goto('/parking', { waitUntil: 'networkidle' });
    expect(code.requested, 'the slider code was asked for with the sidebar hidden').toBe(false);
    code.release();
    await page.getByRole('button', { name: /^Фильтры/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Фильтры' });
    // Focus goes to the drawer itself, not to its first field (the price): no keyboard raised over it.
    await expect(drawer).toBeFocused();
    const from = drawer.getByRole('slider', { name: 'Цена от' });
    await expect(from).toBeVisible();
    await from.press('End');
    await expect(page).toHaveURL(/\/parking\?price_from=\d+$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form submits the filters as the listing URL', async ({ page, request }) => {
    await page.goto(ONE_ROOM_PATH);
    await page.getByRole('group', { name: 'Отделка' }).getByRole('checkbox', { name: 'Чистовая', exact: true }).check();
    await page.getByRole('textbox', { name: 'Площадь от' }).fill('40');
    await page.getByRole('button', { name: 'Показать', exact: true }).click();
    await expect(page).toHaveURL(/area_from=40/);
    expect(await foundCount(page)).toBe(await total(request, `${ONE_ROOM}&filter[finishing]=IN(full)&filter[area_total]=GTE(40)`));
  });
});
