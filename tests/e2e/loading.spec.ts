// Navigation feedback: the top loading bar and loader overlay, scroll to top and to the hash.
import { expect, test, type Page } from '@playwright/test';
import { demoComplexes } from './demo';

/**
 * Slows the page payload of client navigations, as a slow network would. Prefetches are refused,
 * so no link's page is already in the router's cache when it is clicked (how early the idle
 * prefetch of a link runs depends on what else the page loads): every navigation waits.
 */
async function slowNavigations(page: Page, delayMs: number) {
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    async (route) => {
      if (route.request().headers()['next-router-prefetch']) {
        await route.abort();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    },
  );
}

test('a slow client navigation shows the #f65605 3 px bar and the loader overlay, then hides them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await slowNavigations(page, 1500);
  // The build-update watcher asks for its marker only once React has hydrated: from then on a
  // click is a client navigation (before it, the browser would load the next page itself).
  const hydrated = page.waitForResponse((response) => response.url().endsWith('/builds/latest.json'));
  await page.goto('/');
  await hydrated;
  const bar = page.locator('[data-top-loader]');
  await expect(bar).toHaveAttribute('data-top-loader', 'idle');
  await page.getByRole('main').getByRole('link', { name: /проекты/i }).click();
  await expect(bar).toHaveAttribute('data-top-loader', 'loading');
  const look = await bar.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.backgroundColor, height: style.height, opacity: style.opacity, position: style.position, top: style.top };
  });
  expect(look).toEqual({ color: 'rgb(246, 86, 5)', height: '3px', opacity: '1', position: 'fixed', top: '0px' });
  await expect(page.getByRole('status').filter({ hasText: 'Загрузка страницы' })).toBeVisible();
  await expect(page).toHaveURL(/\/our-projects$/);
  await expect(page.getByRole('status').filter({ hasText: 'Загрузка страницы' })).toHaveCount(0);
  // Hide delay 500 ms + reset delay 400 ms, then it is idle again.
  await expect(bar).toHaveAttribute('data-top-loader', 'idle', { timeout: 3000 });
});

test('navigation scrolls to the top of another page, and to the hash anchor when there is one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  const complex = demoComplexes[0];
  await page.goto(`/our-projects/${complex.slug}`);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Проекты' }).click();
  await expect(page).toHaveURL(/\/our-projects$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // A client navigation to a URL with a hash lands on that anchor. The press above may have come
  // before the complex page hydrated (then the browser loaded the list itself): wait for its router.
  await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router));
  await page.evaluate((href) => (window as unknown as { next: { router: { push: (url: string) => void } } }).next.router.push(href), `/our-projects/${complex.slug}#about-project`);
  await expect(page).toHaveURL(new RegExp(`#about-project$`));
  // The anchor lands just below the sticky header (the page's scroll-padding-top), not under it.
  const landing = () =>
    page.evaluate(() => {
      const top = document.getElementById('about-project')?.getBoundingClientRect().top ?? -1;
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      return { offset: Math.round(Math.abs(top - padding)), belowHeader: top >= headerBottom };
    });
  await expect.poll(async () => (await landing()).offset).toBeLessThan(5);
  expect((await landing()).belowHeader).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
});
