// The header on a phone (one sticky row, the menu as a full-screen sheet) and on a desktop (one line
// of navigation with a dropdown per CMS group), no horizontal scroll at 320 px wide, and
// the same margin on both sides at 390 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { demoComplexes } from './demo';

/** Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 12) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

test('on a phone the header is one row of at most 64 px and stays at the top while the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const header = page.locator('header').first();
  const box = await header.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(64);
  expect(box?.y).toBe(0);
  // Logo, call icon, «Заказать звонок» and the menu button share the row.
  const banner = page.getByRole('banner');
  const row = [
    banner.getByRole('link', { name: /на главную/ }),
    banner.getByRole('link', { name: /^Позвонить: / }),
    banner.getByRole('button', { name: 'Заказать звонок' }),
    banner.getByRole('button', { name: 'Меню' }),
  ];
  for (const control of row) {
    const controlBox = await control.boundingBox();
    expect(controlBox, 'visible in the header row').not.toBeNull();
    expect(controlBox!.y).toBeGreaterThanOrEqual(0);
    expect(controlBox!.y + controlBox!.height).toBeLessThanOrEqual(box!.height);
  }
  await expect(banner.getByRole('link', { name: /^Позвонить: / })).toHaveAttribute('href', /^tel:\+?\d{6,}$/);

  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await header.boundingBox();
  expect(scrolled?.y).toBe(0);
});

test('at 320 px wide no page scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/', '/our-projects', `/our-projects/${demoComplexes[0].slug}`, '/privacy-policy', '/no-such-page-e2e']) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth, `${path}: scrollWidth ${scrollWidth} > clientWidth ${clientWidth}`).toBeLessThanOrEqual(clientWidth);
  }
});

test('on a phone the content keeps the same margin on the right as on the left', async ({ page }) => {
  // A grid column widened by what it holds (a form field's own width, a card's picture beside its
  // title) does not scroll the page sideways: it eats the right margin, and the page looks shifted.
  await page.setViewportSize({ width: 390, height: 844 });
  const paths = [
    '/',
    `/our-projects/${demoComplexes[0].slug}`,
    '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika',
    '/property/11010305',
    '/posts',
    '/loan/mortgage?property=11010305',
    '/loan/deffered',
    '/loan/tradein',
    '/contacts',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const gutter = document.querySelector('main h1')!.getBoundingClientRect().left;
      // What sits in a scrolling or clipping box (a rail of cards, a wide table) may pass it.
      const inScroller = (element: Element) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
          if (getComputedStyle(box).overflowX !== 'visible') return true;
        }
        return false;
      };
      return [...document.querySelectorAll('main *')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          if (box.width === 0 || box.left < gutter - 1 || style.position === 'absolute' || style.position === 'fixed') return false;
          return box.right > width - gutter + 1 && !inScroller(element);
        })
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()} ${Math.round(element.getBoundingClientRect().right)} px`);
    });
    expect(overflowing, `${path}: content past the right margin`).toEqual([]);
  }
});

test('the phone menu sheet shows the groups and the contacts, and closes on Escape with focus back on the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Меню' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Меню' });
  await expect(sheet).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // Full screen once it has risen into place, and the page under it does not scroll.
  await sheet.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  await expect.poll(async () => (await sheet.boundingBox())?.width).toBe(390);
  await expect.poll(async () => (await sheet.boundingBox())?.height).toBeGreaterThanOrEqual(844);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  const nav = sheet.getByRole('navigation', { name: 'Основное меню' });
  for (const group of ['Квартиры', 'Ипотека', 'О компании']) await expect(nav.locator('summary', { hasText: group })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Рассрочка' })).toBeHidden();
  await nav.locator('summary', { hasText: 'Ипотека' }).click();
  await expect(nav.getByRole('link', { name: 'Рассрочка' })).toBeVisible();
  await expect(sheet.locator('a[href^="tel:"]').first()).toBeVisible();
  expect(await sheet.locator('a[href^="tel:"]').first().getAttribute('href')).toMatch(/^tel:\+?\d{6,}$/);
  await expect(sheet.locator('address').first()).toContainText(/ул\./);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

for (const [width, name, dialogName] of [
  [390, 'Меню', 'Меню'],
  [1366, 'Заказать звонок', 'Заказать звонок'],
] as const) {
  test(`at ${width} px, «${name}» opened and closed far down a page leaves the page where it was`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/our-projects');
    await page.evaluate(() => window.scrollTo(0, 3000));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(2000);
    // Pressed where they are on the screen: a locator's click would first scroll a sticky header's
    // button "into view" past the page's scroll-padding, which a person's click never does.
    const press = async (target: Locator) => {
      const box = (await target.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    for (const close of ['Escape', 'button'] as const) {
      await press(page.getByRole('banner').getByRole('button', { name, exact: true }));
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect(dialog).toBeVisible();
      // The close button is measured where it comes to rest: after the dialog has risen into place
      // and, for the call request, grown round its form (whose first field then takes the focus).
      if (name === 'Заказать звонок') await expect(dialog.getByRole('textbox').first()).toBeFocused();
      await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await press(dialog.getByRole('button', { name: 'Закрыть' }).first());
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('banner').getByRole('button', { name, exact: true })).toBeFocused();
      expect(await page.evaluate(() => window.scrollY), `after closing by ${close}`).toBe(before);
    }
  });
}

test('a link in the phone menu sheet navigates and closes the sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
  const sheet = page.getByRole('dialog', { name: 'Меню' });
  await sheet.getByRole('navigation', { name: 'Основное меню' }).locator('a[href="/our-projects"]').click();
  await expect(page).toHaveURL(/\/our-projects$/);
  await expect(sheet).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});

test('on a desktop the navigation is one line, and a group dropdown works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Основное меню' });
  await expect(header.getByRole('button', { name: 'Меню' })).toBeHidden();
  const tops = await nav.evaluate((element) => Array.from(element.querySelectorAll(':scope > ul > li'), (item) => (item as HTMLElement).offsetTop));
  expect(tops.length).toBeGreaterThan(3);
  expect(new Set(tops).size, `top-level items at ${tops.join(', ')}`).toBe(1);
  // The header row itself is one line: the phone and the call request beside the navigation.
  const headerBox = await page.locator('header').first().boundingBox();
  expect(headerBox?.height).toBeLessThanOrEqual(80);
  await expect(header.locator('a[href^="tel:"]:visible')).toHaveCount(1);
  // No underlines at rest.
  expect(await nav.getByRole('link').first().evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('none');

  const group = nav.getByRole('button', { name: 'Ипотека' });
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  const panel = page.locator(`[id="${await group.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeHidden();
  await tabTo(page, group);
  expect(await group.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  // Its links follow the button in the Tab order.
  const links = panel.getByRole('link');
  await expect(links).toHaveCount(3);
  for (let index = 0; index < 3; index += 1) {
    await page.keyboard.press('Tab');
    await expect(links.nth(index)).toBeFocused();
  }
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(group).toBeFocused();

  // Space opens it too; opening another group closes it; a click outside closes that one.
  await page.keyboard.press('Space');
  await expect(panel).toBeVisible();
  const company = nav.getByRole('button', { name: 'О компании' });
  await company.click();
  await expect(company).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeHidden();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(company).toHaveAttribute('aria-expanded', 'false');

  // A followed link closes the dropdown it was in.
  await company.click();
  await page.locator(`[id="${await company.getAttribute('aria-controls')}"]`).getByRole('link').first().click();
  await expect(company).toHaveAttribute('aria-expanded', 'false');
});

test('@cms-down the phone menu sheet still offers the built-in menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const header = page.locator('header').first();
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
  await page.getByRole('banner').getByRole('button', { name: 'Меню' }).click();
  const sheet = page.getByRole('dialog', { name: 'Меню' });
  await expect(sheet.getByRole('navigation', { name: 'Основное меню' }).locator('a[href="/our-projects"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
});
