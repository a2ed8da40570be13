// The site frame: header and footer from the CMS, the mobile menu by keyboard, the bare layout.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { demoComplexes } from './demo';

test('the header and footer show the CMS menus, phone, offices and the call entry point', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const header = page.getByRole('banner');
  const mainMenu = header.getByRole('navigation', { name: 'Основное меню' });
  // Seeded header menu (CMS Menu, Location header): more than the built-in fallback of two links,
  // its groups (Квартиры, Ипотека, О компании) as dropdown buttons.
  await expect(mainMenu.getByRole('link', { name: 'Коммерция' })).toBeVisible();
  await expect(mainMenu.getByRole('button', { name: 'Ипотека' })).toBeVisible();
  await expect(mainMenu.getByRole('button', { name: 'О компании' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Меню' })).toBeHidden();
  // The call entry point opens the request form; the first phone stays a tel: link beside it.
  await expect(header.getByRole('button', { name: 'Заказать звонок' })).toBeVisible();
  expect(await header.locator('a[href^="tel:"]').first().getAttribute('href')).toMatch(/^tel:\+?\d{6,}$/);
  // The favourites link (no count in a fresh browser) leads to /favourite.
  await expect(header.locator('[data-slot="favourites-counter"]').getByRole('link', { name: 'Избранное' })).toHaveAttribute('href', '/favourite');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Меню в подвале' }).getByRole('link').first()).toBeVisible();
  await expect(footer.locator('address').first()).toContainText(/ул\./);
  await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a page sends the site frame once: the 404 screen is not carried in every page', async ({ request }) => {
  // The inline payload (self.__next_f) writes each element as ["$","footer",null,…], JSON-escaped
  // inside the script. A root not-found.tsx drawing the frame would add a second copy of the frame
  // (its footer is the one <footer> of a page) to every page.
  for (const path of ['/', '/our-projects', '/faq']) {
    const html = await (await request.get(path)).text();
    expect(html.match(/\\"footer\\",null/g) ?? [], `${path}: footers in the payload`).toHaveLength(1);
    expect(html.match(/<footer\b/g) ?? [], `${path}: footers in the markup`).toHaveLength(1);
  }
  // The 404 itself still has the whole frame.
  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
  expect((await missing.text()).match(/<footer\b/g) ?? []).toHaveLength(1);
});

test('the 404 preloads the site fonts as every page does, so its text does not reflow when they arrive', async ({ request }) => {
  const fontsOf = async (path: string) => {
    const response = await request.get(path);
    // Next sends them in a Link header; a <link> in the head would do as well.
    const hints = `${response.headers()['link'] ?? ''} ${(await response.text()).match(/<link[^>]*as="font"[^>]*>/g)?.join(' ') ?? ''}`;
    return [...new Set(hints.match(/\/_next\/static\/media\/[\w.-]+\.woff2/g) ?? [])].sort();
  };
  const sitePage = await fontsOf('/privacy-policy');
  expect(sitePage.length).toBeGreaterThan(0);
  expect(await fontsOf('/no/such/page')).toEqual(sitePage);
  // A page with prices adds the rouble sign's face, and nothing else.
  const home = await fontsOf('/');
  expect(home.filter((file) => !sitePage.includes(file)).map((file) => /ruble/.test(file))).toEqual([true]);
  expect(sitePage.every((file) => home.includes(file))).toBe(true);
});

test('the mobile menu works by keyboard at 375 px: Enter opens, Escape closes and returns focus', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Меню' });
  // A plain link of the seeded menu (Ипотека is a group now, a collapsed section in the sheet).
  const projects = page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Коммерция' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(projects).toBeHidden();

  // Reach the button with Tab only: skip link, home link, call icon, call request, favourites, then the menu button.
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press('Tab');
    if (await button.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(button).toBeFocused();
  const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');

  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(projects).toBeVisible();
  // The menu opens as a dialog that puts the focus on its first link.
  await expect(page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link').first()).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(projects).toBeHidden();
  await expectNoAxeViolations(page);
});

test('/our-projects/{id}/test has no header or footer and shows the complex title', async ({ page }) => {
  const complex = demoComplexes[0];
  const response = await page.goto(`/our-projects/${complex.slug}/test`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(complex.title);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const missing = await page.goto('/our-projects/no-such-complex/test');
  expect(missing?.status()).toBe(404);
});

test('/test answers a permanent redirect to the home page, query kept', async ({ request }) => {
  const response = await request.get('/test?utm_source=e2e', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  const location = new URL(response.headers().location ?? '', 'http://site.test');
  expect(`${location.pathname}${location.search}`).toBe('/?utm_source=e2e');
});

test('@cms-down with the CMS down the home page still renders with a header menu', async ({ page }) => {
  // Menus cached before the CMS stopped keep being served; with nothing cached the built-in
  // fallback menu (Главная, Проекты) is shown. Either way the page works and links to the projects.
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const mainMenu = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(mainMenu.locator('a[href="/our-projects"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
