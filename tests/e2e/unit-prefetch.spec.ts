// Links fetch their page in the background only once the visitor shows intent
// (apps/web/src/ui/intent-link.tsx): a listing prefetches no unit page on sight, a pointer resting
// on a card fetches that card's page once, and the click then opens it without asking again.
import { expect, test, type Request } from '@playwright/test';

const LISTING = '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika';
const UNIT_PATH = /^\/(property|commercial|parking|store-room)\/\d+$/;

/**
 * A router request for a unit page, else null: `page` is the page itself (its server render),
 * `tree` the route's shape Next asks for first (no render).
 */
function unitRequest(request: Request): string | null {
  const { pathname } = new URL(request.url());
  if (!UNIT_PATH.test(pathname) || request.headers()['rsc'] !== '1') return null;
  return `${request.headers()['next-router-segment-prefetch'] === '/_tree' ? 'tree' : 'page'} ${pathname}`;
}

test('a listing prefetches no unit page on sight; a resting pointer fetches one, and the click asks for nothing more', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const seen = unitRequest(request);
    if (seen) requests.push(seen);
  });
  await page.goto(LISTING, { waitUntil: 'networkidle' });
  // Every card is in sight or scrolled past: still nothing is fetched.
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(1000);
  expect(requests).toEqual([]);

  const card = page.locator('main a[href^="/property/"]').first();
  const href = await card.getAttribute('href');
  expect(href).toMatch(UNIT_PATH);
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  await expect.poll(() => requests.filter((seen) => seen.startsWith('page ')), { timeout: 5000 }).toEqual([`page ${href}`]);
  const beforeClick = requests.length;

  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requests).toHaveLength(beforeClick);
});

test('no page prefetches another on sight; a complex card fetches its page once the pointer rests on it', async ({ page }) => {
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') pages.push(new URL(request.url()).pathname);
  });
  // The home page links to complexes, news, loan programmes and the catalogue; the lists link to more.
  for (const path of ['/', '/our-projects', '/posts']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 6000);
    await page.waitForTimeout(1000);
  }
  expect(pages).toEqual([]);

  await page.goto('/', { waitUntil: 'networkidle' });
  const card = page.locator('main a[href^="/our-projects/"]').first();
  const href = await card.getAttribute('href');
  await card.scrollIntoViewIfNeeded();
  await card.hover();
  await expect.poll(() => pages.filter((path) => path === href).length, { timeout: 5000 }).toBeGreaterThan(0);
});
