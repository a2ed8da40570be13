// Run by `npm test` after it stops the CMS (and the sales-data service): pages rendered before
// keep being served from the last good content.
import { expect, test } from '@playwright/test';
import { demoComplexes } from './demo';

test('@cms-down the projects list and a complex page rendered before are still served', async ({ page }) => {
  const listed = await page.goto('/our-projects');
  expect(listed?.status()).toBe(200);
  for (const complex of demoComplexes) {
    await expect(page.locator(`a[href="/our-projects/${complex.slug}"]`).first()).toBeVisible();
  }
  const complex = demoComplexes[0];
  const detail = await page.goto(`/our-projects/${complex.slug}`);
  expect(detail?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(complex.title.replace(/^ЖК\s*/, '').replace(/[«»]/g, ''));
});
