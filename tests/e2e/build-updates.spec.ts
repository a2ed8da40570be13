// Issue 3 point 5: the latest-build marker, and the reload guard: with a newer build known, a
// failed script chunk reloads the page once, and not a second time within 10 s.
import { expect, test, type Page } from '@playwright/test';

test('the build marker names the running build and is never used without asking the server', async ({ request }) => {
  const response = await request.get('/builds/latest.json');
  expect(response.status()).toBe(200);
  // no-cache: always asked again; not no-store, which would keep the page out of the back/forward cache.
  expect(response.headers()['cache-control']).toBe('no-cache, max-age=0');
  const body = (await response.json()) as { buildId?: unknown };
  expect(typeof body.buildId).toBe('string');
  expect(String(body.buildId).length).toBeGreaterThan(0);
});

/** Answers the marker with a build id the page cannot have. */
async function announceNewerBuild(page: Page) {
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'cache-control': 'no-store' }, body: JSON.stringify({ buildId: 'e2e-newer-build' }) }),
  );
}

/** A script chunk of the old build that is gone from the server. */
async function failAChunk(page: Page) {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = `/_next/static/chunks/gone-${Date.now()}.js`;
    document.head.append(script);
  });
}

/**
 * Opens `url` and waits until the watcher's first check has settled: its answer read, and a task
 * of the page run after it, so the check is no longer in flight (a chunk failing while it is
 * would be answered by that same check, with no request of its own).
 */
async function loadAndWaitForCheck(page: Page, url: string) {
  const checked = page.waitForResponse((response) => response.url().endsWith('/builds/latest.json'));
  await page.goto(url);
  await (await checked).finished();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

test('a newer build plus a failed chunk reloads the page once, not twice within 10 s', async ({ page }) => {
  await announceNewerBuild(page);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await loadAndWaitForCheck(page, '/our-projects');
  expect(loads).toBe(1);

  const reloaded = page.waitForEvent('load');
  const checkedAgain = page.waitForResponse((response) => response.url().endsWith('/builds/latest.json'));
  await failAChunk(page);
  await reloaded;
  expect(loads).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('novostroy:build-update-reload-at'))).toMatch(/^\d+$/);

  // The reloaded page knows of the newer build too; a second failure within 10 s must not reload.
  await checkedAgain;
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await failAChunk(page);
  await page.waitForTimeout(2500);
  expect(loads).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('a failed chunk without a newer build does not reload the page', async ({ page }) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  await loadAndWaitForCheck(page, '/');
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const recheck = page.waitForResponse((response) => response.url().endsWith('/builds/latest.json'));
  await failAChunk(page);
  await recheck; // the watcher asks the server again when a chunk fails
  await page.waitForTimeout(1500);
  expect(loads).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('the marker is not fetched on a 2g connection or with data saver', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '2g' } });
  });
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/builds/latest.json')) asked += 1;
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  expect(asked).toBe(0);
});
