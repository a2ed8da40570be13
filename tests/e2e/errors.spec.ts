// The error screens of spec §8 with their statuses and texts.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

test('a parameter that fails its check: 404 and "Page Not Found: {fullPath}"', async ({ page }) => {
  const response = await page.goto('/our-projects/no-such-complex?from=e2e');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /our-projects/no-such-complex?from=e2e');
  await expect(page.getByText(/Такой страницы нет/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  // A slug with characters no Strapi uid has is refused without asking the CMS.
  expect((await page.goto('/our-projects/bad%20slug!'))?.status()).toBe(404);
});

test("an unknown unit in the full-width layout: its 404 screen lines up with the header, on a phone and a laptop", async ({ page }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    const response = await page.goto('/property/99999999');
    expect(response?.status()).toBe(404);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Page Not Found: /property/99999999');
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
    const title = await heading.boundingBox();
    // The same left edge as the header's logo: not against the window's edge.
    expect(Math.abs((title?.x ?? 0) - (logo?.x ?? -100)), `${viewport.width} px`).toBeLessThanOrEqual(2);
  }
  await expectNoAxeViolations(page);
  // The screen's way on works once the page has hydrated, and Back returns to the 404.
  await page.getByRole('main').getByRole('link', { name: 'Все проекты' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Наши проекты');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /property/99999999');
});

test('without JavaScript an unknown id still gets its 404 screen and the site frame, links that work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/property/99999999', '/posts/999999', '/our-projects/no-such-complex']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(`Page Not Found: ${path}`);
    await expect(page.getByRole('banner'), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
  }
  // A unit or a post that is gone points to the others of its kind.
  await page.goto('/parking/99999999');
  await expect(page.getByRole('main')).toContainText('возможно, объект снят с продажи');
  await page.getByRole('main').getByRole('link', { name: 'Все машино-места' }).click();
  await expect(page).toHaveURL(/\/parking$/);
  await page.goto('/posts/999999');
  // A post is not «снят с продажи»: the explanation speaks of news.
  await expect(page.getByRole('main')).toContainText('возможно, новость убрали с сайта');
  await expect(page.getByRole('main').getByRole('link', { name: 'Все новости' })).toHaveAttribute('href', '/posts');
  await expect(page.getByRole('main').getByRole('link')).toHaveText(['На главную', 'Все новости', 'Все проекты']);
  await page.getByRole('main').getByRole('link', { name: 'Все проекты' }).click();
  await expect(page).toHaveURL(/\/our-projects$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Наши проекты');
  await context.close();
});

test('an unmatched path: 404 and "Page not found: {fullPath}" with the query, inside the frame', async ({ page }) => {
  const response = await page.goto('/no/such/page?x=1&y=2');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /no/such/page?x=1&y=2');
  await expect(page.getByText(/Возможно, она была перемещена/)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // Next's router cannot leave its own 404 page: the link loads the home page whole, and it shows.
  await page.getByRole('main').getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Page not found/);
  await expect(page.locator('[data-error-kind]')).toHaveCount(0);
  await page.goto('/no/such/page');
  await page.getByRole('banner').getByRole('link', { name: 'Проекты', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Наши проекты');
  await page.goto('/no/such/page');
  await expectNoAxeViolations(page);
});

test('the server-rendered 404 already names the requested path with its query', async ({ request }) => {
  const unmatched = await request.get('/no/such/page?ref=mail');
  expect(unmatched.status()).toBe(404);
  expect(await unmatched.text()).toMatch(/Page not found(<!-- -->)?: (<!-- -->)?<code>\/no\/such\/page\?ref=mail<\/code>/);
  // A page's notFound() too: the server sends the screen as HTML, not Next's empty error shell.
  const invalid = await request.get('/our-projects/no-such-complex?ref=mail');
  expect(invalid.status()).toBe(404);
  expect(await invalid.text()).toMatch(/Page Not Found(<!-- -->)?: (<!-- -->)?<code>\/our-projects\/no-such-complex\?ref=mail<\/code>/);
});

test('@cms-down a page whose content cannot load: 503 "temporarily unavailable" within 3 s, without a stack trace', async ({ page }) => {
  // A complex never requested before, so no cached answer can hide the CMS failure.
  const started = Date.now();
  const response = await page.goto(`/our-projects/e2e-cms-down-${Date.now()}`);
  expect(Date.now() - started).toBeLessThan(3000);
  expect(response?.status()).toBe(503);
  expect(response?.headers()['retry-after']).toMatch(/^\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сайт временно недоступен');
  await expect(page.getByText(/Не удалось загрузить страницу: данные сайта сейчас недоступны/)).toBeVisible();
  await expect(page.getByText(/Код ошибки: \S+/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);
  expect(text).not.toContain('.next/server');
});
