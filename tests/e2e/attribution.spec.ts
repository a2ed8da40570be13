// Marketing attribution (spec §3, §4): query parameters are kept in localStorage under `utm`,
// with the spec's field names, and overwritten only by values present in a later query.
import { expect, test, type Page } from '@playwright/test';

const stored = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('utm') ?? 'null') as Record<string, string> | null);

test('utm parameters are stored under the spec names and survive pages without them', async ({ page }) => {
  await page.goto('/our-projects?utm_source=e2e&utm_medium=cpc&utm_content=banner-7&yclid=Y42');
  await expect.poll(() => stored(page)).toMatchObject({ utm_source: 'e2e', utm_medium: 'cpc', utm_countent: 'banner-7', ya_clid: 'Y42' });

  await page.goto('/');
  await expect.poll(() => stored(page)).toMatchObject({ utm_source: 'e2e', utm_countent: 'banner-7' });

  await page.goto('/?utm_source=second&gclid=G1');
  await expect.poll(() => stored(page)).toMatchObject({ utm_source: 'second', utm_medium: 'cpc', utm_countent: 'banner-7', ga_clid: 'G1' });
});
