// The back button restores the previous page from the browser's back/forward cache: no page, no
// request its scripts make on load (the build marker, the router's prefetches) answers
// `Cache-Control: no-store`, and nothing else keeps it out (docs/web.md, "Back and forward").
// Playwright turns the cache off in the browsers it starts; this spec starts one with it on.
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { demoComplexes } from './demo';

/** Pairs of pages: the first is left for the second by a full navigation, then the back button. */
const WALKS: Array<[string, string]> = [
  ['/', '/our-projects'],
  [`/our-projects/${demoComplexes[0].slug}`, '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika'],
  ['/kupit-2-komnatnuyu-kvartiru-ot-zastroishika', '/property/11010305'],
  ['/property/11010305', '/contacts'],
];

/** The build marker is checked a second after load: past that, every request of a page's load is made. */
const SETTLE_MS = 1500;

declare global {
  interface Window {
    restoredFromBackForwardCache?: number;
  }
}

let browser: Browser;

/** In every document of the page: counts its restores from the back/forward cache. */
async function countRestores(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) window.restoredFromBackForwardCache = (window.restoredFromBackForwardCache ?? 0) + 1;
    });
  });
}

test.beforeAll(async ({}, testInfo) => {
  browser = await chromium.launch({ ...testInfo.project.use.launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
});

test.afterAll(async () => {
  await browser.close();
});

test('a unit saved on the next page is counted in the header of the page the back button restores', async ({ baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const page = await context.newPage();
  await countRestores(page);
  const counter = page.getByRole('banner').locator('[data-slot="favourites-counter"] a');
  try {
    await page.goto('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika');
    await expect(counter).toHaveAccessibleName('Избранное');
    const href = await page.locator('main article a[href^="/property/"]').first().getAttribute('href');
    expect(href).toMatch(/^\/property\/\d+$/);
    await page.waitForTimeout(SETTLE_MS);
    // A new document, as a link outside the client router (the chessboard's, say) opens it.
    await page.goto(href!);
    await page.getByRole('main').getByRole('button', { name: 'Добавить в избранное', exact: true }).click();
    await expect(counter).toHaveAccessibleName('Избранное, 1\u00a0объект');
    await page.waitForTimeout(SETTLE_MS);
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => window.restoredFromBackForwardCache ?? 0), { timeout: 5000 }).toBe(1);
    // The listing was frozen while the unit was saved; restored, its header counts the unit.
    await expect(counter).toHaveAccessibleName('Избранное, 1\u00a0объект');
  } finally {
    await context.close();
  }
});

for (const [from, to] of WALKS) {
  test(`back from ${to} restores ${from} from the back/forward cache`, async ({ baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await countRestores(page);
    try {
      const first = await page.goto(from);
      expect(first?.status()).toBe(200);
      expect(first?.headers()['cache-control'] ?? '').not.toContain('no-store');
      await page.waitForTimeout(SETTLE_MS);
      await page.goto(to);
      await page.waitForTimeout(SETTLE_MS);
      // A page restored from the cache fires pageshow, not load: wait for the history step only.
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(new RegExp(`${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      // Playwright's load states do not follow a page restored from the cache: poll the page itself.
      try {
        await expect.poll(() => page.evaluate(() => window.restoredFromBackForwardCache ?? 0), { timeout: 5000 }).toBe(1);
      } catch (error) {
        // Chromium says why a page was loaded again (notRestoredReasons of its navigation entry).
        const reasons = await page.evaluate(() => JSON.stringify((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown }).notRestoredReasons ?? null));
        throw new Error(`${from} was not restored from the back/forward cache; the browser's reasons: ${reasons}`, { cause: error });
      }
    } finally {
      await context.close();
    }
  });
}
