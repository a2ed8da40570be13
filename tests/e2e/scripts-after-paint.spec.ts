// A page's scripts run after its first paint (apps/web/server/scripts-after-paint.mjs): the
// server's HTML names Next's chunks as preloads, and a script in the head inserts them once the
// browser reports the first contentful paint. Seen from the browser: no chunk is inserted before
// that paint, each is fetched and inserted once, and the page then works as before. On a page
// with priority pictures (the first screen's LCP candidates) they wait for those as well, but at
// most a second after the paint. Back or Forward pressed before the page hydrates still shows the
// page of the address, a button pressed then does its work once the page has hydrated, and what was
// typed then counts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { HYDRATED_EVENT, REACT_LISTENING_MARKER } from '../../apps/web/server/scripts-after-paint.mjs';
import { listedSlugs } from './projects-source';

/* global document, performance, PerformanceObserver, MutationObserver, window */
/** In every document: when the first contentful paint came, and when each chunk script was inserted. */
function recordOrder() {
  const seen = { paint: -1, chunks: [] as Array<{ src: string; at: number }>, pictures: [] as number[] };
  (window as unknown as { __order: typeof seen }).__order = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) seen.paint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver((records) => {
    const at = performance.now();
    for (const record of records) {
      for (const node of record.addedNodes) {
        // The old browsers' bundle (noModule) stays a parser-inserted script that modern browsers skip.
        if (node instanceof HTMLScriptElement && !node.noModule && node.src.includes('/_next/static/')) seen.chunks.push({ src: node.getAttribute('src') ?? '', at });
      }
    }
  }).observe(document, { childList: true, subtree: true });
  // `load` does not bubble: caught on its way down instead.
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.getAttribute('fetchpriority') === 'high') seen.pictures.push(performance.now());
    },
    true,
  );
}

interface Order {
  paint: number;
  chunks: Array<{ src: string; at: number }>;
  pictures: number[];
}

const readOrder = (page: Page) => page.evaluate(() => (window as unknown as { __order: Order }).__order);

/** Holds back every picture (CMS photos, sales-data plans) by `ms`. */
async function delayPictures(page: Page, ms: number) {
  await page.route(
    (url) => /\.(?:webp|avif|jpe?g|png|svg)$/i.test(url.pathname) && !url.pathname.startsWith('/_next/'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      // The page may be gone by then (the test ended before the picture was due).
      await route.continue().catch(() => undefined);
    },
  );
}

for (const path of ['/', '/privacy-policy', '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika']) {
  test(`${path}: no chunk runs before the first paint, each is fetched and inserted once, and the page hydrates`, async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/_next/static/') && pathname.endsWith('.js')) fetched.push(pathname);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(recordOrder);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path, { waitUntil: 'networkidle' });

    const order = await readOrder(page);
    expect(order.paint).toBeGreaterThan(0);
    expect(order.chunks.length).toBeGreaterThan(3);
    for (const chunk of order.chunks) expect(chunk.at, chunk.src).toBeGreaterThanOrEqual(order.paint);
    const sources = order.chunks.map((chunk) => chunk.src);
    expect(new Set(sources).size).toBe(sources.length);
    // Fetched once each: the preload's download is the one the script uses.
    for (const src of sources) expect(fetched.filter((seen) => seen === src), src).toHaveLength(1);

    // Hydrated: the header's menu opens.
    await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

// Chromium's magic comment for eager compilation, which apps/web/scripts/compile-hints.mjs puts first.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

test('the runtime every page loads arrives marked for eager compilation, the page chunks as built', async ({ page, request }) => {
  const manifest = JSON.parse(readFileSync(join(process.env.WEB_DIST_DIR ?? 'apps/web/.next', 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
  const html = await (await request.get('/')).text();
  const named = [...html.matchAll(/\/_next\/(static\/chunks\/[^"?]+\.js)/g)].map(([, file]) => file);
  for (const file of manifest.rootMainFiles) {
    expect(named, `${file} in the HTML`).toContain(file);
    const body = await (await request.get(`/_next/${file}`)).text();
    expect(body.startsWith(COMPILE_HINT), file).toBe(true);
  }
  const routeChunks = named.filter((file) => !manifest.rootMainFiles.includes(file));
  expect(routeChunks.length).toBeGreaterThan(0);
  for (const file of routeChunks) expect((await (await request.get(`/_next/${file}`)).text()).startsWith('//'), file).toBe(false);

  // A browser runs the marked files as before: the page hydrates without an error.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
  await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const path of ['/', '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika']) {
  test(`${path}: the scripts wait for the first screen's priority pictures`, async ({ page }) => {
    await page.addInitScript(recordOrder);
    await page.setViewportSize({ width: 390, height: 844 });
    // Pictures arriving well after the paint, but within the second the scripts may wait.
    await delayPictures(page, 400);
    await page.goto(path, { waitUntil: 'networkidle' });

    const order = await readOrder(page);
    expect(order.pictures.length).toBeGreaterThan(0);
    expect(order.chunks.length).toBeGreaterThan(3);
    const lastPicture = Math.max(...order.pictures);
    for (const chunk of order.chunks) expect(chunk.at, chunk.src).toBeGreaterThan(lastPicture);
  });
}

test("a priority picture that never comes in time holds the scripts back a second after the paint, not longer", async ({ page }) => {
  await page.addInitScript(recordOrder);
  await page.setViewportSize({ width: 390, height: 844 });
  await delayPictures(page, 6000);
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __order: Order }).__order.chunks.length > 3);

  const order = await readOrder(page);
  expect(order.paint).toBeGreaterThan(0);
  expect(order.chunks.length).toBeGreaterThan(3);
  // A second after the paint, with room for a busy machine's timers, and well before the picture
  // (and before the 3 s fallback counted from the head).
  for (const chunk of order.chunks) {
    expect(chunk.at, chunk.src).toBeGreaterThanOrEqual(order.paint + 1000);
    expect(chunk.at, chunk.src).toBeLessThan(order.paint + 2000);
  }
  expect(order.pictures).toEqual([]);
  // Hydrated meanwhile: the header's menu opens.
  await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
  await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
});

test("an unknown unit's 404 is drawn by the server, not Next's empty error shell: readable before any script has run", async ({ page }) => {
  await page.addInitScript(recordOrder);
  await page.setViewportSize({ width: 390, height: 844 });
  // Every chunk held back: what shows meanwhile is the server's HTML alone.
  await delayChunks(page, 4000);
  const response = await page.goto('/property/99999999', { waitUntil: 'commit' });
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /property/99999999', { timeout: 2000 });
  await expect(page.getByText(/Такой страницы нет/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Новострой — на главную' })).toBeVisible();
  // The paint observer reports in a later task: waited for, not read at once.
  await expect.poll(async () => (await readOrder(page)).paint).toBeGreaterThan(0);
  const order = await readOrder(page);
  for (const chunk of order.chunks) expect(chunk.at, chunk.src).toBeGreaterThanOrEqual(order.paint);
  // Then it hydrates like any page: the header's menu opens.
  await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
  await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible({ timeout: 10_000 });
});

/** Holds back every chunk of Next's build by `ms`: the page stays as the server drew it meanwhile. */
async function delayChunks(page: Page, ms: number) {
  await page.route('**/_next/static/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

test('Back and Forward pressed after a reload, before the page hydrates, show the page of the address', async ({ page }) => {
  await page.goto('/our-projects');
  const all = await listedSlugs(page);
  // Hydrated: with JavaScript a filter applies at once and its submit button hides.
  await expect(page.getByRole('button', { name: 'Показать' })).toBeHidden();
  const year = page.getByRole('group', { name: 'Срок сдачи' }).getByRole('checkbox').last();
  await year.check();
  await expect(page).toHaveURL(/\/our-projects\?year=\d+$/);
  await expect.poll(async () => (await listedSlugs(page)).length).toBeLessThan(all.length);
  const filtered = await listedSlugs(page);

  // The filtered address and the one before it share a document, also after a reload: Back is a
  // same-document traversal, pressed here while the reloaded page still waits for its scripts.
  await delayChunks(page, 2500);
  await page.reload();
  await expect(year).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/our-projects$/);
  await expect.poll(() => listedSlugs(page)).toEqual(all);
  await expect(year).not.toBeChecked();

  await page.goForward();
  await expect(page).toHaveURL(/\/our-projects\?year=\d+$/);
  await expect.poll(() => listedSlugs(page)).toEqual(filtered);
  await expect(year).toBeChecked();
});

/** Whether React has put its event listeners on the document (its REACT_LISTENING_MARKER). */
const reactListens = (page: Page) => page.evaluate((marker) => Object.keys(document).some((key) => key.startsWith(marker)), REACT_LISTENING_MARKER);

test('a button pressed before the page hydrates does its work once, when it has', async ({ page }) => {
  const id = 11010305;
  await delayChunks(page, 2500);
  await page.goto(`/property/${id}`, { waitUntil: 'commit' });
  const save = page.getByRole('button', { name: 'Добавить в избранное', exact: true });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  // Pressed while React does not listen yet: on its own the browser would do nothing.
  expect(await reactListens(page)).toBe(false);
  await save.click();
  const saved = page.getByRole('button', { name: 'В избранном', exact: true });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  // Once: a second press would have taken the unit out again.
  await page.waitForTimeout(500);
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'В избранном', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('figures typed in a calculator before the page hydrates count once it has', async ({ page }) => {
  await delayChunks(page, 2500);
  await page.goto('/loan/deffered', { waitUntil: 'commit' });
  const calculator = page.locator('#calculator');
  const price = calculator.getByLabel('Стоимость квартиры, ₽');
  await price.fill('1000000');
  await calculator.getByLabel('Первый взнос').fill('30');
  await calculator.getByLabel('Срок рассрочки, месяцев').fill('3');
  // Typed while React does not listen yet: React hydrates the fields with the figures it rendered.
  expect(await reactListens(page)).toBe(false);
  // 1 000 000 ₽ less 30 %, over 3 months: the payment of what was typed, and the price grouped as React writes it.
  const monthly = calculator.locator('dt', { hasText: /^Ежемесячный платёж$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(monthly).toHaveText(/^233[\s\u00a0\u202f]334\s*₽$/);
  await expect(price).toHaveValue(/^1[\s\u00a0]000[\s\u00a0]000$/);
  await expect(calculator.getByLabel('Срок рассрочки, месяцев')).toHaveValue('3');
});

test('a figure typed before the page hydrates counts though the next keystrokes reach React before it is told', async ({ page }) => {
  // A browser runs input ahead of timers: the keystrokes after the hydration may come before the
  // head script's timeout that tells React what it missed. Here that timeout waits 1.5 s, so they do.
  await page.addInitScript((hydrated) => {
    window.addEventListener(hydrated, () => {
      const setTimer = window.setTimeout;
      window.setTimeout = ((handler: () => void, ms?: number) => setTimer(handler, (ms ?? 0) + 1500)) as typeof window.setTimeout;
      // Only for the timers set while the hydration is reported.
      queueMicrotask(() => (window.setTimeout = setTimer));
      (window as unknown as { __hydrated: boolean }).__hydrated = true;
    });
  }, HYDRATED_EVENT);
  await delayChunks(page, 2500);
  await page.goto('/loan/deffered', { waitUntil: 'commit' });
  const calculator = page.locator('#calculator');
  const price = calculator.getByLabel('Стоимость квартиры, ₽');
  await price.fill('1000000');
  expect(await reactListens(page)).toBe(false);
  await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
  // React hears these itself; each of its renders writes the price it holds into the price field.
  await calculator.getByLabel('Первый взнос').fill('30');
  await calculator.getByLabel('Срок рассрочки, месяцев').fill('3');
  const monthly = calculator.locator('dt', { hasText: /^Ежемесячный платёж$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(monthly).toHaveText(/^233[\s\u00a0\u202f]334\s*₽$/);
  await expect(price).toHaveValue(/^1[\s\u00a0]000[\s\u00a0]000$/);
});
