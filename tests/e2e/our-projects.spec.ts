// The first vertical slice: the list of complexes from the CMS with sales-data prices, and a complex page.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { measureLastCard, tookWidestCandidate } from './card-rows';
import { trackHydration } from './hydration';
import { demoComplexes, rublePrice } from './demo';
import { cmsComplexes, inListOrder, listedSlugs, salesCompletionYears, slugsOf, withCoordinates, type SourceComplex } from './projects-source';

/** «Найден 1 жилой комплекс», «Найдено 12 жилых комплексов». */
const foundPattern = (count: number) => new RegExp(`^Найден[о]?\\s${count}[\\s\\u00a0]жил`);

test('the projects page lists every seeded complex with a minimum price in rubles', async ({ page }) => {
  const response = await page.goto('/our-projects');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/.+/);
  for (const complex of demoComplexes) {
    await expect(page.locator(`a[href="/our-projects/${complex.slug}"]`).first()).toBeVisible();
    await expect(page.getByText(complex.title, { exact: false }).first()).toBeVisible();
  }
  const prices = await page.locator('main').getByText(rublePrice).count();
  expect(prices).toBeGreaterThanOrEqual(15);
  await expectNoAxeViolations(page);
});

test('only the first cover loads with high priority; the rest of the first row at once, the others lazily', async ({ page }) => {
  await page.goto('/our-projects');
  const covers = page.locator('main ul img');
  await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(1);
  await expect(covers.first()).toHaveAttribute('fetchpriority', 'high');
  for (const index of [0, 1, 2]) await expect(covers.nth(index)).toHaveAttribute('loading', 'eager');
  await expect(covers.nth(3)).toHaveAttribute('loading', 'lazy');
});

test('from a tablet up, a complex alone on the last row takes the whole row, its picture beside its text', async ({ page }) => {
  // Columns: two on a tablet, three from 1024 px, four from 1200 px (ui/card-rows).
  const columns = { 768: 2, 1024: 3, 1366: 4 } as const;
  let alone = 0;
  for (const query of ['', '?status=released', '?status=building']) {
    for (const [width, across] of Object.entries(columns)) {
      await page.setViewportSize({ width: Number(width), height: 900 });
      await page.goto(`/our-projects${query}`);
      const list = page.locator('main ul').filter({ has: page.getByRole('heading', { level: 2 }) }).first();
      const last = await measureLastCard(list);
      const where = `${query || 'every complex'} at ${width} px (${last.count} complexes)`;
      if (last.count % across !== 1) {
        expect(last.onItsRow, where).toBeGreaterThan(1);
        expect(last.width, where).toBeLessThan(last.listWidth / 2);
        continue;
      }
      alone += 1;
      expect(last.onItsRow, where).toBe(1);
      expect(last.width, where).toBeCloseTo(last.listWidth, 0);
      expect(last.pictureRight, `${where}: the picture stands left of the title`).toBeLessThanOrEqual(last.titleLeft);
      if (Number(width) < 1200) continue;
      // Half the 1200 px row: the browser takes the srcset's widest candidate, not one for a column.
      const cover = list.locator(':scope > li').last().locator('img').first();
      await cover.scrollIntoViewIfNeeded();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== '')).toBe(true);
      const { chosen, widest } = await tookWidestCandidate(cover);
      expect(chosen, where).toBe(widest);
    }
  }
  expect(alone, 'the demo leaves a complex alone on its row somewhere').toBeGreaterThanOrEqual(2);
});

test('a complex page shows its title, text and first photo', async ({ page }) => {
  const complex = demoComplexes[0];
  await page.goto('/our-projects');
  await page.locator(`a[href="/our-projects/${complex.slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/our-projects/${complex.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(complex.title.replace(/^ЖК\s*/, '').replace(/[«»]/g, ''));
  const photo = page.locator('main img').first();
  await expect(photo).toBeVisible();
  expect(await photo.getAttribute('alt')).toBeTruthy();
  // Visible comes before decoded: wait for the picture itself to arrive.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const text = await page.locator('main').innerText();
  expect(text.length).toBeGreaterThan(300);
  await expectNoAxeViolations(page);
});

test('an unknown complex answers 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/our-projects/no-such-complex');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: /глав/i }).first()).toBeVisible();
});

test('a numeric legacy id redirects to the canonical complex URL', async ({ request }) => {
  const complex = demoComplexes[3];
  const response = await request.get(`/our-projects/${complex.legacyId}`, { maxRedirects: 0 });
  expect([301, 307, 308]).toContain(response.status());
  expect(new URL(response.headers().location, 'http://x').pathname).toBe(`/our-projects/${complex.slug}`);
});

test('an unknown numeric id answers 404', async ({ request }) => {
  const response = await request.get('/our-projects/99999', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
});

// The filters and the map of /our-projects, checked against the CMS and sales-data themselves.

test('the list follows the editors Sort_2 order, and the status filter keeps exactly the complexes the CMS marks', async ({ page }) => {
  const complexes = inListOrder(await cmsComplexes(page.request));
  await page.goto('/our-projects');
  expect(await listedSlugs(page)).toEqual(slugsOf(complexes));
  await expect(page.getByRole('status').filter({ hasText: /^Найден/ })).toHaveText(foundPattern(complexes.length));

  const released = complexes.filter((complex) => complex.released);
  const building = complexes.filter((complex) => !complex.released);
  expect(released.length, 'the demo has released complexes').toBeGreaterThan(0);

  await page.goto('/our-projects?status=released');
  expect(await listedSlugs(page)).toEqual(slugsOf(released));
  await expect(page.getByRole('checkbox', { name: 'Сдан' })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: /^Найден/ })).toHaveText(foundPattern(released.length));
  await expectNoAxeViolations(page);

  await page.goto('/our-projects?status=building');
  expect(await listedSlugs(page)).toEqual(slugsOf(building));
  // The canonical URL stays the list itself: a filter is not a page of its own.
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/our-projects$/);
});

test('a completion year applied by keyboard narrows the list as sales-data says; reload, back and forward keep URL and list together', async ({ page }) => {
  const [complexes, years] = await Promise.all([cmsComplexes(page.request).then(inListOrder), salesCompletionYears(page.request)]);
  const yearOf = (complex: SourceComplex) => (!complex.released && complex.profitId !== null ? years.get(complex.profitId) : undefined);
  const offered = [...new Set(complexes.map(yearOf).filter((year): year is number => year !== undefined))].sort((a, b) => a - b);
  expect(offered.length, 'complexes under construction have completion years').toBeGreaterThan(0);
  const year = offered[offered.length - 1];
  const expected = slugsOf(complexes.filter((complex) => yearOf(complex) === year));

  await page.goto('/our-projects');
  const yearGroup = page.getByRole('group', { name: 'Срок сдачи' });
  expect(await yearGroup.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => Number((box as HTMLInputElement).value)))).toEqual(offered);
  // With JavaScript a change applies at once; the submit button is for browsers without it.
  await expect(page.getByRole('button', { name: 'Показать' })).toBeHidden();

  // Keyboard only: Tab from the status toggles to the year, Space to check it.
  await page.getByRole('checkbox', { name: 'Строится' }).focus();
  const target = yearGroup.getByRole('checkbox', { name: String(year) });
  for (let i = 0; i < 10 && !(await target.evaluate((box) => box === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(new RegExp(`/our-projects\\?year=${year}$`));
  await expect.poll(() => listedSlugs(page)).toEqual(expected);
  await expect(target).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Найден/ })).toHaveText(foundPattern(expected.length));

  await page.reload();
  await expect(target).toBeChecked();
  expect(await listedSlugs(page)).toEqual(expected);

  await page.goBack();
  await expect(page).toHaveURL(/\/our-projects$/);
  await expect.poll(() => listedSlugs(page)).toEqual(slugsOf(complexes));
  await expect(target).not.toBeChecked();

  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`\\?year=${year}$`));
  await expect.poll(() => listedSlugs(page)).toEqual(expected);
  await expect(target).toBeChecked();
  await expectNoAxeViolations(page);
});

test('unknown or malformed filter values are ignored, and nothing found shows a way back', async ({ page }) => {
  const complexes = inListOrder(await cmsComplexes(page.request));
  const response = await page.goto('/our-projects?year=abc&status=zzz&year=2027.5&status=');
  expect(response?.status()).toBe(200);
  expect(await listedSlugs(page)).toEqual(slugsOf(complexes));
  for (const box of await page.getByRole('checkbox').all()) await expect(box).not.toBeChecked();

  // Released complexes have no completion year: together with a year nothing passes.
  const year = await page.getByRole('group', { name: 'Срок сдачи' }).getByRole('checkbox').first().getAttribute('value');
  await page.goto(`/our-projects?status=released&year=${year}`);
  await expect(page.getByRole('heading', { name: 'Ничего не нашлось' })).toBeVisible();
  expect(await listedSlugs(page)).toEqual([]);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Показать все проекты' }).click();
  await expect(page).toHaveURL(/\/our-projects$/);
  await expect.poll(() => listedSlugs(page)).toEqual(slugsOf(complexes));
});

test('on a phone, a first ticked filter and its «Сбросить фильтры» move neither the count nor the list', async ({ page }) => {
  const hydrated = await trackHydration(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/our-projects');
  await hydrated();
  const count = page.getByRole('status').filter({ hasText: /^Найден/ });
  const list = page.getByRole('region', { name: 'Наши проекты' }).locator('ul').filter({ has: page.locator('a[href^="/our-projects/"]') }).first();
  const before = [(await count.boundingBox())!.y, (await list.boundingBox())!.y];
  await expect(page.getByRole('link', { name: 'Сбросить фильтры' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Строится' }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/our-projects\?status=building$/);
  await expect(page.getByRole('link', { name: 'Сбросить фильтры' })).toBeVisible();
  expect([(await count.boundingBox())!.y, (await list.boundingBox())!.y]).toEqual(before);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form applies with its button, as an ordinary GET', async ({ page }) => {
    const released = inListOrder(await cmsComplexes(page.request)).filter((complex) => complex.released);
    await page.goto('/our-projects');
    await page.getByRole('checkbox', { name: 'Сдан' }).check();
    await page.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/\/our-projects\?status=released$/);
    expect(await listedSlugs(page)).toEqual(slugsOf(released));
  });
});

test('the map lists the complexes the filter finds, each linking to its page, and is gone when nothing is found', async ({ page }) => {
  const complexes = withCoordinates(inListOrder(await cmsComplexes(page.request)));
  const released = complexes.filter((complex) => complex.released);
  expect(released.length).toBeGreaterThan(0);
  expect(released.length).toBeLessThan(complexes.length);
  const points = page.getByRole('list', { name: 'Жилые комплексы на карте: список' });

  await page.goto('/our-projects');
  await points.scrollIntoViewIfNeeded();
  for (const complex of complexes) {
    await expect(points.getByRole('link', { name: complex.title, exact: true })).toHaveAttribute('href', `/our-projects/${complex.slug}`);
  }
  expect(await points.getByRole('listitem').count()).toBe(complexes.length);
  // Numbered in the list's order, the list and the pins alike (the first letter of every «ЖК» told none apart).
  const numbers = complexes.map((_, index) => String(index + 1));
  await expect(points.getByRole('listitem')).toHaveText(numbers.map((number) => new RegExp(`^${number}\\D`)));
  // Leaflet arrives once the map nears the viewport. Each complex is its numbered pin, or one of a
  // group of pins too close to tell apart at this zoom (a button that zooms in on Enter), which
  // shows its complexes' numbers («1, 17»; «1 +3» for four).
  await expect(page.locator('[data-map-state="wanted"]')).toHaveCount(1);
  const map = page.getByRole('region', { name: 'Жилые комплексы на карте: карта' });
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  const drawn = () =>
    map.locator('.leaflet-marker-icon').evaluateAll((icons) =>
      icons.map((icon) => ({ pin: icon.getAttribute('aria-label'), shown: icon.querySelector('[aria-hidden="true"]')?.textContent ?? '' })),
    );
  const before = await drawn();
  const pins = before.filter((icon) => icon.pin !== null);
  const groups = before.filter((icon) => icon.pin === null);
  // «1 +3»: one number shown and three more in the group.
  const grouped = groups.map((group) => {
    const [listed = '', more = '0'] = group.shown.split(' +');
    return { listed: listed.split(', '), more: Number(more) };
  });
  const shownNumbers = [...pins.map((icon) => icon.shown), ...grouped.flatMap((group) => group.listed)];
  expect(shownNumbers.every((shown) => numbers.includes(shown))).toBe(true);
  expect(new Set(shownNumbers).size).toBe(shownNumbers.length);
  expect(shownNumbers.length + grouped.reduce((sum, group) => sum + group.more, 0)).toBe(complexes.length);
  // The demo's «Лазурный» and «Красная площадь» (1 and 17) stand 430 m apart: one group at the city's zoom.
  expect(groups.map((group) => group.shown)).toContain('1, 17');
  await expect(map.getByRole('button', { name: /^Рядом 2\sобъекта \(ЖК «Лазурный», ЖК «Красная площадь»\): приблизить$/ })).toHaveCount(1);
  await map.getByRole('button', { name: /^Рядом \d+\s(объект|объекта|объектов)( \(.+\))?: приблизить$/ }).first().focus();
  await page.keyboard.press('Enter');
  // Zoomed in on the group: the focus is on one of its complexes, now a pin of its own.
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^ЖК /);

  await page.goto('/our-projects?status=released');
  await expect(points.getByRole('link')).toHaveText(released.map((complex) => complex.title));

  const year = await page.getByRole('group', { name: 'Срок сдачи' }).getByRole('checkbox').first().getAttribute('value');
  await page.goto(`/our-projects?status=released&year=${year}`);
  await expect(page.getByRole('heading', { name: 'Ничего не нашлось' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Жилые комплексы на карте' })).toHaveCount(0);
});

test('each option counts what ticking it adds to the other filter, and one that would find nothing cannot be ticked', async ({ page }) => {
  const [complexes, years] = await Promise.all([cmsComplexes(page.request).then(inListOrder), salesCompletionYears(page.request)]);
  const yearOf = (complex: SourceComplex) => (!complex.released && complex.profitId !== null ? years.get(complex.profitId) : undefined);
  const year = Math.min(...complexes.map(yearOf).filter((each): each is number => each !== undefined));
  const inYear = complexes.filter((complex) => yearOf(complex) === year).length;
  const yearGroup = page.getByRole('group', { name: 'Срок сдачи' });

  await page.goto('/our-projects?status=released');
  // Released complexes have no completion year: with «Сдан» ticked no year would find anything.
  for (const box of await yearGroup.getByRole('checkbox').all()) {
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription(/^0\u00a0/);
  }
  await expect(page.getByRole('checkbox', { name: 'Строится' })).toBeEnabled();

  await page.goto(`/our-projects?year=${year}`);
  await expect(page.getByRole('checkbox', { name: 'Сдан' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Строится' })).toHaveAccessibleDescription(new RegExp(`^${inYear}\u00a0`));
  await expect(yearGroup.getByRole('checkbox', { name: String(year) })).toBeEnabled();
  await expectNoAxeViolations(page);
});
