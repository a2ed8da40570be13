// The first vertical slice: the list of complexes from the CMS with sales-data prices, and a complex page.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { demoComplexes, rublePrice } from './demo';

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
