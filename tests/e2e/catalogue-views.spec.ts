// The listing's chessboard and facade -> floor plan views against the live stack: a buyer reaches a
// unit's page from each by mouse and by keyboard alone, sold units are shown but never offered,
// unknown houses and floors are explained, and the views degrade with sales-data stopped.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const salesUrl = process.env.E2E_SALES_DATA_URL ?? 'http://127.0.0.1:4011';
const salesToken = process.env.SALES_DATA_TOKEN ?? '';
const FLATS_2 = '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika';

interface SalesUnit {
  id: number;
  number: string;
  status: string;
  house_id: number;
  project_id: number;
  section: number;
  floor: number;
  rooms_amount: number;
}

async function sales<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${salesUrl}${path}`, { headers: { Authorization: `Bearer ${salesToken}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** An available two-room flat whose floor the facade offers (something free on it), as sales-data has it. */
async function availableTwoRoomFlat(request: APIRequestContext): Promise<SalesUnit> {
  const { data } = await sales<{ data: SalesUnit[] }>(
    request,
    '/api/property/loaded?filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE)&filter[studio]=EQ(false)&filter[rooms_amount]=IN(2)&sort=id&limit=1',
  );
  const [unit] = data;
  if (!unit) throw new Error('sales-data has no available two-room flat');
  return unit;
}

const NBSP = /[\s\u00a0]/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The accessible name of a flat's cell or polygon: «Квартира 10, 2 комнаты, 60 м², 8 705 000 ₽, свободна». */
const flatName = (unit: SalesUnit) => new RegExp(`^Квартира ${escape(unit.number)}, 2${NBSP.source}комнаты, .+${NBSP.source}м², .+${NBSP.source}₽, свободна$`);

/** Tabs through the page until the focused element satisfies `wanted` (href or aria-label); fails after `limit` presses. */
async function tabUntil(page: Page, wanted: (focused: { href: string | null; label: string | null }) => boolean, limit = 600) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => ({ href: document.activeElement?.getAttribute('href') ?? null, label: document.activeElement?.getAttribute('aria-label') ?? null }));
    if (wanted(focused)) return;
  }
  throw new Error(`nothing wanted got the focus within ${limit} presses of Tab`);
}

async function expectUnitPage(page: Page, unit: SalesUnit) {
  await expect(page).toHaveURL(new RegExp(`/property/${unit.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`2-комнатная квартира № ${unit.number}`);
}

test.describe('chessboard', () => {
  test('a buyer picks a house, sees its flats by floor and section with the sold ones inert, and opens one by mouse; axe passes', async ({ page, request }) => {
    const unit = await availableTwoRoomFlat(request);
    const { data: all } = await sales<{ data: SalesUnit[] }>(request, `/api/property/loaded?filter[house_id]=EQ(${unit.house_id})&filter[type_purpose]=IN(residential)&limit=1000`);

    await page.goto(FLATS_2);
    await page.getByRole('navigation', { name: 'Вид списка' }).getByRole('link', { name: 'Шахматка' }).click();
    await expect(page).toHaveURL(new RegExp(`${FLATS_2}\\?view=chess$`));
    await expect(page.getByRole('link', { name: 'Шахматка' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Выберите дом' })).toBeVisible();
    await page.locator(`main a[href*="house=${unit.house_id}&"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`house=${unit.house_id}&view=chess`));
    // The filters name the picked house's complex, not «Все комплексы».
    await expect(page.getByLabel('Жилой комплекс')).toHaveValue(String(unit.project_id));

    const board = page.getByRole('region', { name: 'Шахматка дома' });
    // Every flat of the house is there: one link per flat on sale, a bare cell per sold one.
    const onSale = all.filter((u) => u.status !== 'SOLD').length;
    const sold = all.filter((u) => u.status === 'SOLD').length;
    await expect(board.getByRole('link')).toHaveCount(onSale);
    await expect(board.getByText('Продана', { exact: true })).toHaveCount(sold);
    const floorsOfSection = [...new Set(all.filter((u) => u.section === unit.section).map((u) => u.floor))].sort((a, b) => b - a);
    await expect(board.getByRole('list', { name: `Этаж ${floorsOfSection[0]}` }).first()).toBeVisible();
    // The legend counts each flat once («Свободно» are the free 2-room flats, not the free 1-room
    // ones «Не подходит под фильтры» counts too), so its figures add up to the house's flats.
    const legend = page.locator('div').filter({ has: page.getByRole('heading', { name: 'Обозначения' }) }).last().getByRole('listitem');
    const figures = Object.fromEntries((await legend.allTextContents()).map((text) => [text.split(' · ')[0].trim(), Number(text.split(' · ')[1])]));
    expect(Object.values(figures).reduce((sum, n) => sum + n, 0)).toBe(all.length);
    expect(figures['Свободно']).toBe(await board.locator('li[data-status="AVAILABLE"]:not([data-dimmed])').count());
    expect(figures['Не подходит под фильтры']).toBeGreaterThan(0);

    await expectNoAxeViolations(page);

    const cell = board.getByRole('link', { name: flatName(unit) });
    await expect(cell).toHaveAttribute('href', `/property/${unit.id}`);
    await cell.click();
    await expectUnitPage(page, unit);
  });

  test('by keyboard alone: Tab reaches the flat, its area and price show on focus, Enter opens it', async ({ page, request }) => {
    const unit = await availableTwoRoomFlat(request);
    await page.goto(`${FLATS_2}?rooms=2&house=${unit.house_id}&view=chess`);
    const cell = page.getByRole('region', { name: 'Шахматка дома' }).getByRole('link', { name: flatName(unit) });
    const popover = cell.locator('[aria-hidden="true"]').last();
    await expect(popover).toBeHidden();
    await tabUntil(page, (focused) => focused.href === `/property/${unit.id}`);
    await expect(cell).toBeFocused();
    await expect(popover).toBeVisible();
    await expect(popover).toContainText('₽');
    await expect(popover).toContainText('м²');
    await page.keyboard.press('Enter');
    await expectUnitPage(page, unit);
  });

  test('«Пропустить схему» takes the keyboard past the board\u2019s cells in one press', async ({ page, request }) => {
    const unit = await availableTwoRoomFlat(request);
    await page.goto(`${FLATS_2}?house=${unit.house_id}&view=chess`);
    const board = page.getByRole('region', { name: 'Шахматка дома' });
    const skip = page.getByRole('link', { name: 'Пропустить схему' });
    await expect(skip).toHaveCSS('opacity', '0');
    await tabUntil(page, (focused) => focused.href?.startsWith('#') === true && focused.href !== '#main' && focused.label === null);
    await expect(skip).toBeFocused();
    await expect(skip).toHaveCSS('opacity', '1');
    // Without it the board's cells come next: one Tab stop per flat on sale.
    expect(await board.getByRole('link').count()).toBeGreaterThan(10);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await board.evaluate((region) => region.contains(document.activeElement))).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
    // The stop after it lies below the board.
    const below = await page.evaluate(() => document.activeElement!.getBoundingClientRect().top + window.scrollY);
    const boardBox = await board.evaluate((region) => region.getBoundingClientRect().bottom + window.scrollY);
    expect(below).toBeGreaterThanOrEqual(boardBox);
  });

  test('the hint says hover to a mouse and tap to a touch screen (and under a unit page’s plan)', async ({ browser, baseURL, request }) => {
    const unit = await availableTwoRoomFlat(request);
    const path = `${FLATS_2}?rooms=2&house=${unit.house_id}&view=chess`;
    for (const [options, shown, hidden] of [
      [{}, /^Наведите курсор/, /^Коснитесь/],
      [{ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } }, /^Коснитесь/, /^Наведите курсор/],
    ] as const) {
      const context = await browser.newContext({ ...options, baseURL });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByText(shown)).toBeVisible();
      // On the flats listing a cell opens «страницу квартиры», not a generic «помещения».
      await expect(page.getByText(shown)).toContainText('страницу квартиры');
      await expect(page.getByText(hidden)).toBeHidden();
      await page.goto(`/property/${unit.id}`);
      await expect(page.getByText(shown)).toBeVisible();
      await expect(page.getByText(hidden)).toBeHidden();
      await context.close();
    }
  });

  test('the board scrolls sideways inside itself on a phone, never the page', async ({ page, request }) => {
    const { data: houses } = await sales<{ data: Array<{ id: number; sections_count: number }> }>(request, '/api/houses?filter[sections_count]=GTE(3)&limit=1');
    await page.setViewportSize({ width: 390, height: 844 });
    const [house] = houses;
    if (!house) throw new Error('sales-data has no house of three sections or more');
    await page.goto(`${FLATS_2}?house=${house.id}&view=chess`);
    const board = page.getByRole('region', { name: 'Шахматка дома' });
    await expect(board).toBeVisible();
    expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A shade at the right edge says more sections wait there; at the end of the scroll it is gone,
    // and the left edge has one instead.
    const shade = (edge: '::before' | '::after' = '::after') => board.evaluate((el, pseudo) => getComputedStyle(el.parentElement!, pseudo).opacity, edge);
    await expect.poll(() => shade()).toBe('1');
    expect(await shade('::before')).toBe('0');
    await board.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => shade()).toBe('0');
    await expect.poll(() => shade('::before')).toBe('1');
    // A board that fits shows none: one section on a laptop's width.
    const { data: small } = await sales<{ data: Array<{ id: number }> }>(request, '/api/houses?filter[sections_count]=EQ(1)&limit=1');
    if (!small[0]) throw new Error('sales-data has no house of one section');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${FLATS_2}?house=${small[0].id}&view=chess`);
    await expect(board).toBeVisible();
    expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    expect(await shade()).toBe('0');
  });

  test('on a laptop a house of several sections narrows its cells to fit its column; a phone keeps them whole and scrolls', async ({ page, request }) => {
    const { data: houses } = await sales<{ data: Array<{ id: number }> }>(request, '/api/houses?filter[sections_count]=GTE(3)&limit=50');
    const [first] = houses;
    if (!first) throw new Error('sales-data has no house of three sections or more');
    const board = page.getByRole('region', { name: 'Шахматка дома' });
    const measure = () =>
      board.evaluate((element) => {
        const style = getComputedStyle(element);
        const sections = Number(style.getPropertyValue('--chess-sections'));
        const across = Number(style.getPropertyValue('--chess-across'));
        const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
        // What the board takes besides its cells: its padding, each section's floor numbers, the
        // gaps between sections and between cells (house-views.module.css).
        const besides = rem * (2 * 1 + sections * (1.75 + 0.5) + (sections - 1) * 2 + (across - sections) * 0.25);
        return {
          overflow: element.scrollWidth - element.clientWidth,
          fitsAt28: across * 28 + besides <= element.parentElement!.parentElement!.clientWidth,
          cells: [...element.querySelectorAll('li[data-status]')].map((cell) => Math.round(cell.getBoundingClientRect().width * 10) / 10),
        };
      });
    await page.setViewportSize({ width: 1366, height: 900 });
    let fitted = 0;
    for (const house of houses) {
      await page.goto(`${FLATS_2}?house=${house.id}&view=chess`);
      const { overflow, fitsAt28, cells } = await measure();
      expect(Math.min(...cells), `house ${house.id}: cells no narrower than 28 px`).toBeGreaterThanOrEqual(28);
      expect(Math.max(...cells)).toBeLessThanOrEqual(40);
      if (fitsAt28) {
        fitted += 1;
        expect(overflow, `house ${house.id} fits its column`).toBeLessThanOrEqual(0);
      } else {
        // Too wide even at 28 px: the narrowest cells, and the board scrolls as on a phone.
        expect(new Set(cells), `house ${house.id}`).toEqual(new Set([28]));
      }
    }
    expect(fitted, 'some house of three sections or more fits at 1366 px').toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${FLATS_2}?house=${first.id}&view=chess`);
    const phone = await measure();
    expect(phone.overflow).toBeGreaterThan(0);
    expect(new Set(phone.cells)).toEqual(new Set([40]));
  });
});

test.describe('facade -> floor plan', () => {
  test('a buyer chooses a floor on the facade, then the flat on its plan, by mouse; axe passes on both', async ({ page, request }) => {
    const unit = await availableTwoRoomFlat(request);
    await page.goto(`${FLATS_2}?house=${unit.house_id}`);
    await page.getByRole('navigation', { name: 'Вид списка' }).getByRole('link', { name: 'Фасад' }).click();
    await expect(page).toHaveURL(new RegExp(`house=${unit.house_id}&view=facade$`));
    // A two-room listing's facade counts the free two-room flats of each floor section, as sales-data has them.
    const { data: onFloor } = await sales<{ data: Array<SalesUnit & { studio: boolean }> }>(
      request,
      `/api/property/loaded?filter[type_purpose]=IN(residential)&filter[house_id]=EQ(${unit.house_id})&filter[floor]=EQ(${unit.floor})&limit=1000`,
    );
    const freeTwoRooms = onFloor.filter((flat) => flat.section === unit.section && flat.status === 'AVAILABLE' && !flat.studio && flat.rooms_amount === 2).length;
    const floorLink = page.getByRole('link', { name: `Этаж ${unit.floor}, секция ${unit.section}: по фильтрам свободно ${freeTwoRooms}`, exact: true });
    await expect(floorLink).toBeVisible();
    await expect(page.getByRole('list', { name: 'Обозначения' }).getByText('Есть свободные по фильтрам')).toBeVisible();
    await expectNoAxeViolations(page);

    await floorLink.click();
    await expect(page).toHaveURL(new RegExp(`house=${unit.house_id}&view=facade&level=${unit.floor}$`));
    await expect(page.getByRole('heading', { name: `План: этаж ${unit.floor}` })).toBeVisible();
    const plan = await sales<{ data: { units: Array<{ property_id: number; status: string }> } }>(request, `/api/floor/${unit.house_id}?floor=${unit.floor}`);
    const drawing = page.getByRole('group', { name: `План: этаж ${unit.floor}` });
    // A link per unit on sale; sold ones are drawn but offer nothing.
    await expect(drawing.getByRole('link')).toHaveCount(plan.data.units.filter((u) => u.status !== 'SOLD').length);
    await expectNoAxeViolations(page);

    await drawing.getByRole('link', { name: flatName(unit) }).click();
    await expectUnitPage(page, unit);
  });

  test('the floor plan shades the flats the filters leave out, as the chessboard does, and says so in its legend', async ({ page, request }) => {
    const unit = await availableTwoRoomFlat(request);
    await page.goto(`${FLATS_2}?house=${unit.house_id}&view=facade&level=${unit.floor}`);
    const onFloor = await sales<{ data: Array<SalesUnit & { studio: boolean }> }>(
      request,
      `/api/property/loaded?filter[type_purpose]=IN(residential)&filter[house_id]=EQ(${unit.house_id})&filter[floor]=EQ(${unit.floor})&limit=1000`,
    );
    const drawing = page.getByRole('group', { name: `План: этаж ${unit.floor}` });
    const onSale = onFloor.data.filter((flat) => flat.status !== 'SOLD');
    const twoRooms = (flat: SalesUnit & { studio: boolean }) => !flat.studio && flat.rooms_amount === 2;
    for (const flat of onSale) {
      const link = drawing.locator(`a[href="/property/${flat.id}"]`);
      if (twoRooms(flat)) await expect(link).not.toHaveAttribute('data-dimmed');
      else await expect(link).toHaveAttribute('data-dimmed', 'true');
    }
    const legend = page.getByRole('list', { name: 'Обозначения' });
    if (onSale.some((flat) => !twoRooms(flat))) await expect(legend.getByText('Не подходит под фильтры')).toBeVisible();
    else await expect(legend.getByText('Не подходит под фильтры')).toHaveCount(0);
  });

  test('by keyboard alone: Tab to the floor, Enter, Tab to the flat, Enter', async ({ page, request }) => {
    const unit = await availableTwoRoomFlat(request);
    await page.goto(`${FLATS_2}?rooms=2&house=${unit.house_id}&view=facade`);
    await tabUntil(page, (focused) => focused.label?.startsWith(`Этаж ${unit.floor}, секция ${unit.section}: по фильтрам свободно`) ?? false);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`level=${unit.floor}$`));
    await tabUntil(page, (focused) => focused.href === `/property/${unit.id}`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(flatName(unit));
    await page.keyboard.press('Enter');
    await expectUnitPage(page, unit);
  });

  test('«Пропустить схему» takes the keyboard past the facade\u2019s floors in one press', async ({ page, request }) => {
    const unit = await availableTwoRoomFlat(request);
    await page.goto(`${FLATS_2}?house=${unit.house_id}&view=facade`);
    const skip = page.getByRole('link', { name: 'Пропустить схему' });
    await expect(skip).toHaveCSS('opacity', '0');
    // The page's own «Перейти к содержанию» (#main) comes first.
    await tabUntil(page, (focused) => focused.href?.startsWith('#') === true && focused.href !== '#main' && focused.label === null);
    await expect(skip).toBeFocused();
    await expect(skip).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // Past the drawing: the focus is on none of its floors.
    const drawing = page.getByRole('group', { name: /^Фасад/ });
    expect(await drawing.evaluate((group) => group.contains(document.activeElement))).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  });

  test('the floor plan steps to the floors of flats below and above, never to the shops’ floor, and back to the facade', async ({ page, request }) => {
    const unit = await availableTwoRoomFlat(request);
    const { data: flats } = await sales<{ data: SalesUnit[] }>(request, `/api/property/loaded?filter[type_purpose]=IN(residential)&filter[house_id]=EQ(${unit.house_id})&limit=1000`);
    const flatFloors = [...new Set(flats.map((flat) => flat.floor))].sort((a, b) => a - b);
    const [lowest, next] = flatFloors;
    expect(next).toBeDefined();
    await page.goto(`${FLATS_2}?house=${unit.house_id}&view=facade&level=${next}`);
    const floors = page.getByRole('navigation', { name: 'Этажи дома' });
    await floors.getByRole('link', { name: `Ниже: этаж ${lowest}` }).click();
    await expect(page.getByRole('heading', { name: `План: этаж ${lowest}` })).toBeVisible();
    // Below the lowest floor of flats there is nothing of them to step to.
    await expect(floors.getByRole('link', { name: /^Ниже/ })).toHaveCount(0);
    await floors.getByRole('link', { name: `Выше: этаж ${next}` }).click();
    await expect(page.getByRole('heading', { name: `План: этаж ${next}` })).toBeVisible();
    await floors.getByRole('link', { name: 'Вернуться к фасаду' }).click();
    await expect(page).toHaveURL(new RegExp(`house=${unit.house_id}&view=facade$`));
    // Nor does the facade offer a floor without flats, nor the underground level.
    await expect(page.getByRole('link', { name: new RegExp(`^Этаж ${unit.floor}, секция ${unit.section}: по фильтрам свободно`) })).toBeVisible();
    const offered = (await page.getByRole('link', { name: /^Этаж -?\d+, секция/ }).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? '')))
      .map((label) => Number(/^Этаж (-?\d+),/.exec(label)?.[1]));
    expect(offered.length).toBeGreaterThan(0);
    for (const floor of offered) expect(flatFloors, `the facade offers floor ${floor}`).toContain(floor);
    await expect(page.getByRole('link', { name: /^Подземный уровень/ })).toHaveCount(0);
  });
});

/** The first parking place on sale, by id. */
async function firstParkingPlace(request: APIRequestContext): Promise<SalesUnit> {
  const { data } = await sales<{ data: SalesUnit[] }>(request, '/api/property/loaded?filter[type_purpose]=IN(parking)&filter[status]=IN(AVAILABLE)&sort=id&limit=1');
  const [place] = data;
  if (!place) throw new Error('sales-data has no available parking place');
  return place;
}

/** A house whose parking spans more than one section, if sales-data has one. */
async function houseWithParkingSections(request: APIRequestContext): Promise<number | undefined> {
  const { data } = await sales<{ data: SalesUnit[] }>(request, '/api/property/loaded?filter[type_purpose]=IN(parking)&limit=1000');
  const sections = new Map<number, Set<number>>();
  for (const place of data) sections.set(place.house_id, (sections.get(place.house_id) ?? new Set()).add(place.section));
  return [...sections].find(([, numbers]) => numbers.size > 1)?.[0];
}

test('a parking level longer than its board wraps into lines: nothing to scroll sideways, each popover whole, one at a time', async ({ page, request }) => {
  const place = await firstParkingPlace(request);
  // A level of two sections wraps too, its sections one under the other.
  const twoSections = await houseWithParkingSections(request);
  for (const [width, house] of [[1366, place.house_id], [390, place.house_id], ...(twoSections ? [[1366, twoSections]] : [])] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/parking?house=${house}&view=chess`);
    const board = page.getByRole('region', { name: 'Шахматка дома' });
    const links = board.getByRole('link');
    expect(await links.count()).toBeGreaterThan(1);
    expect(await board.evaluate((el) => el.scrollWidth - el.clientWidth), `at ${width} px the board scrolls sideways`).toBeLessThanOrEqual(0);
    const boardBox = (await board.boundingBox())!;
    const lastBox = (await links.last().boundingBox())!;
    expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(boardBox.x + boardBox.width);
    // More than one line of places: the level wrapped.
    expect(lastBox.y).toBeGreaterThan((await links.first().boundingBox())!.y);
    // The popovers of the first and the last place show whole on the screen.
    for (const cell of [links.first(), links.last()]) {
      await cell.hover();
      const popover = cell.locator('[aria-hidden="true"]').last();
      await expect(popover).toBeVisible();
      const shown = await popover.evaluate(
        (el) =>
          new Promise<number>((resolve) => {
            const observer = new IntersectionObserver(([entry]) => {
              observer.disconnect();
              resolve(entry?.intersectionRatio ?? 0);
            });
            observer.observe(el);
          }),
      );
      expect(shown, `at ${width} px`).toBeGreaterThan(0.99);
    }
  }
  // A place focused by keyboard and another under the pointer: only the pointer's popover.
  const board = page.getByRole('region', { name: 'Шахматка дома' });
  const links = board.getByRole('link');
  await links.first().focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await links.nth(1).hover();
  await expect(links.nth(1).locator('[aria-hidden="true"]').last()).toBeVisible();
  await expect(links.first().locator('[aria-hidden="true"]').last()).toBeHidden();
});

test('parking and storage: the chessboard of the underground level and its plan pass axe on a phone too', async ({ page, request }) => {
  const place = await firstParkingPlace(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/parking?house=${place.house_id}&view=chess`);
  const board = page.getByRole('region', { name: 'Шахматка дома' });
  await expect(board.getByRole('link', { name: new RegExp(`^Машино-место ${escape(place.number)}, .+, свободно$`) })).toHaveAttribute('href', `/parking/${place.id}`);
  await expectNoAxeViolations(page);
  // Storerooms are all below ground: «Фасад» opens their level's plan, no floor above to choose
  // and no facade to go back to; the parking places on it are drawn in the light shade.
  await page.goto(`/store-room?house=${place.house_id}&view=facade`);
  await expect(page.getByRole('heading', { name: 'План: подземный уровень' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Вернуться к фасаду' })).toHaveCount(0);
  const placeOnPlan = page.getByRole('group', { name: 'План: подземный уровень' }).getByRole('link', { name: new RegExp(`^Машино-место ${escape(place.number)},`) });
  await expect(placeOnPlan).toHaveAttribute('href', `/parking/${place.id}`);
  await expect(placeOnPlan).toHaveAttribute('data-dimmed', 'true');
  await expect(page.getByRole('list', { name: 'Обозначения' }).getByText('Другие помещения', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/parking?house=${place.house_id}&view=facade`);
  await expect(placeOnPlan).not.toHaveAttribute('data-dimmed');
});

test('an unknown house or floor is explained in Russian, never an error page', async ({ page, request }) => {
  const unit = await availableTwoRoomFlat(request);
  const noHouse = await page.goto('/parking?house=999999&view=chess');
  expect(noHouse?.status()).toBe(200);
  await expect(page.getByText('Такого дома нет в продаже. Выберите дом из списка.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Выберите дом' })).toBeVisible();
  const noFloor = await page.goto(`/parking?house=${unit.house_id}&view=facade&level=150`);
  expect(noFloor?.status()).toBe(200);
  await expect(page.getByText('В этом доме нет этажа 150. Выберите этаж на фасаде.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Вернуться к фасаду' })).toBeVisible();
});

test('@sales-down the chessboard and the facade still answer, with the Russian note', async ({ page }) => {
  test.setTimeout(150_000);
  // Any house id: with sales-data stopped nothing about it can be known. Cached answers last SALES_CACHE_SECONDS.
  for (const path of [`${FLATS_2}?house=11011&view=chess`, '/parking?house=11011&view=facade&level=-1']) {
    await expect(async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(/Цены и наличие временно недоступны/).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 120_000, intervals: [2000, 5000] });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
