// Issue 3 point 2: every legacy redirect (status and Location, query string kept), the editors'
// table from the CMS, and no open redirect. The @cms-down test runs after the CMS is stopped.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { demoComplexes } from './demo';

const legacyRedirects: { from: string; toSlug: string }[] = JSON.parse(
  readFileSync(path.join(__dirname, '..', '..', 'data', 'demo', 'complexes.json'), 'utf8'),
).legacyRedirects;

const PERMANENT = [301, 308];

async function expectRedirect(request: APIRequestContext, from: string, to: string) {
  const response = await request.get(from, { maxRedirects: 0 });
  expect(PERMANENT, `${from} status`).toContain(response.status());
  const location = new URL(response.headers().location ?? '', 'http://site.invalid');
  expect(`${location.pathname}${location.search}`, `${from} Location`).toBe(to);
}

const fixed: [string, string][] = [
  ['/tender', '/tenders'],
  ['/calculator/mortgage', '/loan/mortgage'],
  ['/calculator/installment', '/loan/deffered'],
  ['/trade-in', '/loan/tradein'],
  ['/projects', '/our-projects'],
  ['/about', '/about-company'],
  ['/kupit/kvartira-odnokomnatnaya', '/kupit-1-komnatnuyu-kvartiru-ot-zastroishika'],
  ['/kupit/kvartira-dvuhkomnatnaya', '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika'],
  ['/kupit/kvartira-tryohkomnatnaya', '/kupit-3-komnatnuyu-kvartiru-ot-zastroishika'],
  ['/test', '/'],
  ['/3', '/our-projects/3'],
  ['/25', '/our-projects/25'],
];

test('every fixed legacy path redirects permanently, keeping the query string', async ({ request }) => {
  for (const [from, to] of fixed) {
    await expectRedirect(request, from, to);
    await expectRedirect(request, `${from}?utm_source=old-site&page=2`, `${to}?utm_source=old-site&page=2`);
  }
});

test('every legacy /projects/{n} path redirects to its complex from the CMS Redirects table', async ({ request }) => {
  expect(legacyRedirects.length).toBe(16);
  for (const { from, toSlug } of legacyRedirects) {
    await expectRedirect(request, `${from}?from=mail`, `/our-projects/${toSlug}?from=mail`);
  }
});

test('a bare numeric path ends on the complex page whose legacy id it is', async ({ page }) => {
  const complex = demoComplexes.find((c) => c.legacyId === 3) ?? demoComplexes[0];
  const response = await page.goto(`/${complex.legacyId}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/our-projects/${complex.slug}$`));
});

test('paths that look like another site are never redirected off the site', async ({ request, baseURL }) => {
  for (const probe of ['//evil.example', '//evil.example/our-projects', '/\\evil.example', '/%2F%2Fevil.example', '/https:%2F%2Fevil.example']) {
    // Glued to the origin by hand: the client itself would read "//evil.example" as another host.
    const response = await request.get(`${baseURL}${probe}`, { maxRedirects: 0 });
    expect(response.status(), probe).toBeLessThan(500);
    const location = response.headers().location;
    if (location !== undefined) {
      const target = new URL(location, 'http://site.invalid');
      expect(target.host, `${probe} -> ${location}`).not.toContain('evil');
    }
  }
});

test('redirects keep working with the CMS stopped (last known table) @cms-down', async ({ request }) => {
  await expectRedirect(request, '/tender', '/tenders');
  for (const { from, toSlug } of legacyRedirects.slice(0, 3)) {
    await expectRedirect(request, from, `/our-projects/${toSlug}`);
  }
});
