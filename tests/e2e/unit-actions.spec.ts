// The unit page's actions as the component showcase (/debug/ui) shows them: the PDF link with its
// progress state (with and without JavaScript), sharing by copying the link, and the
// send-to-e-mail dialog. The PDF routes and POST /api/send are answered here by the browser, so
// the spec needs neither sales-data nor the PDF proxy; the unit page's own spec checks the real
// files and the request arriving at sales-data.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

async function openShowcase(page: Page) {
  const response = await page.goto('/debug/ui#actions');
  expect(response?.status()).toBe(200);
  // Hydrated: the tabs of the showcase get their Tab stop from script.
  await expect(page.getByRole('tablist', { name: 'О проекте' })).toHaveAttribute('tabindex', '0');
  return page.locator('#actions');
}

/** Answers a PDF route after a pause, as the real route does while sales-data renders the file. */
function slowPdf(filename: string, delayMs = 1200) {
  return async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ status: 200, contentType: 'application/pdf', headers: { 'Content-Disposition': `attachment; filename="${filename}"` }, body: PDF });
  };
}

test('the unit PDF: «Готовим PDF…» while it is prepared, then saved under the server’s name', async ({ page }) => {
  await page.route('**/api/pdf/11010001', slowPdf('unit-11010001.pdf'));
  const actions = await openShowcase(page);
  const link = actions.getByRole('link', { name: 'PDF квартиры' });
  await expect(link).toHaveAttribute('download', '');

  const download = page.waitForEvent('download');
  await link.click();
  const busy = actions.locator('a[aria-busy="true"]');
  await expect(busy).toHaveText('Готовим PDF…');
  // A second click while it is prepared starts nothing.
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/pdf/11010001')) requests += 1;
  });
  // force: the link says it is disabled, and a visitor clicks it anyway.
  await busy.click({ force: true });
  const file = await download;
  expect(file.suggestedFilename()).toBe('unit-11010001.pdf');
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(actions.getByRole('link', { name: 'PDF квартиры' })).not.toHaveAttribute('aria-busy');
  expect(requests).toBe(0);
});

test('the floor PDF: a failure is said in Russian with the server’s words, and the link tries again', async ({ page }) => {
  let answers = 0;
  await page.route('**/api/pdf/11011/3', async (route) => {
    answers += 1;
    if (answers === 1) await route.fulfill({ status: 503, json: { error: { status: 503, message: 'Сервис планировок временно недоступен.' } } });
    else await slowPdf('floor-11011-3.pdf', 200)(route);
  });
  const actions = await openShowcase(page);
  await actions.getByRole('link', { name: 'План этажа' }).click();
  await expect(actions.getByRole('alert')).toHaveText('Не удалось скачать PDF. Попробуйте ещё раз. Сервис планировок временно недоступен.');
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await actions.getByRole('link', { name: 'Скачать ещё раз' }).click();
  expect((await download).suggestedFilename()).toBe('floor-11011-3.pdf');
  await expect(actions.getByRole('alert')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The browser's own download bypasses request interception, so this asks only that the click
  // is a download of the route (its content is the PDF proxy's, checked on the unit page).
  test('the PDF link is a plain download link', async ({ page }) => {
    await page.goto('/debug/ui#actions');
    const link = page.locator('#actions').getByRole('link', { name: 'PDF квартиры' });
    await expect(link).toHaveAttribute('download', '');
    const download = page.waitForEvent('download');
    await link.click();
    expect(new URL((await download).url()).pathname).toBe('/api/pdf/11010001');
  });
});

test.describe('sharing where the browser has no share sheet', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
  });

  test('the list’s link is copied and «Ссылка скопирована» is said', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const actions = await openShowcase(page);
    await actions.getByRole('button', { name: 'Поделиться списком' }).click();
    await expect(actions.getByRole('status').filter({ hasText: 'Ссылка скопирована' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL('/favourite?ids=11010001,11010002', baseURL).href);
  });

  test('on a unit page at phone width the words float at the foot of the screen: nothing on the page moves', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/property/11010305');
    // What follows the buttons: the price and facts under the plan.
    const below = page.getByRole('complementary', { name: 'Характеристики' });
    await expect(below).toBeVisible();
    const before = await below.boundingBox();
    await page.getByRole('button', { name: 'Поделиться' }).click();
    const said = page.getByRole('status').filter({ hasText: 'Ссылка скопирована' });
    await expect(said).toBeVisible();
    expect(await below.boundingBox()).toEqual(before);
    const box = (await said.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.y).toBeGreaterThan(844 / 2);
  });

  test('a refused clipboard shows the link in a selected read-only field', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) } });
    });
    const actions = await openShowcase(page);
    await actions.getByRole('button', { name: 'Поделиться списком' }).click();
    const field = actions.getByLabel('Скопируйте ссылку');
    await expect(field).toHaveValue(new URL('/favourite?ids=11010001,11010002', baseURL).href);
    await expect(field).toBeFocused();
    await expect(field).toHaveJSProperty('readOnly', true);
    expect(await field.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!)).toBe(await field.evaluate((input: HTMLInputElement) => input.value.length));
  });
});

test('send to e-mail: errors in Russian, the body posted, a failure keeps the values, then «Отправили на адрес …»', async ({ page }) => {
  const bodies: Array<Record<string, unknown>> = [];
  await page.route('**/api/send', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    bodies.push(body);
    if (bodies.length === 1) await route.fulfill({ status: 500, body: 'oops' });
    else await route.fulfill({ status: 202, json: { data: { id: body.request_id } } });
  });
  const actions = await openShowcase(page);
  await actions.getByRole('button', { name: 'Отправить на e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отправить квартиры на e-mail' });
  const email = dialog.getByLabel('E-mail');
  await expect(email).toBeFocused();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByText('Поле обязательно для заполнения')).toBeVisible();
  await expect(dialog.getByText('Без согласия на обработку персональных данных мы не сможем принять заявку')).toBeVisible();
  await email.fill('anna@');
  await email.blur();
  await expect(dialog.getByText('Поле должно содержать E-mail')).toBeVisible();

  await email.fill('anna@example.ru');
  await dialog.getByLabel(/Ваше имя/).fill('Анна');
  await dialog.getByLabel(/Я согласен\(на\)/).check();
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByRole('alert')).toContainText('введённые данные сохранены');
  await expect(email).toHaveValue('anna@example.ru');
  await expect(dialog.getByLabel(/Ваше имя/)).toHaveValue('Анна');
  await expect(dialog.getByLabel(/Я согласен\(на\)/)).toBeChecked();

  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByRole('status')).toContainText('Отправили на адрес anna@example.ru.');
  await expect(dialog.getByRole('status')).toContainText('Письмо придёт в течение нескольких минут');
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toMatchObject({ email: 'anna@example.ru', name: 'Анна', property_ids: [11010001, 11010002], consent: true, consent_version: expect.any(String), website: '' });
  expect(bodies[1].request_id).toBe(bodies[0].request_id);
  expect(bodies[1].fill_ms).toBeGreaterThanOrEqual(1500);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Хорошо' }).click();
  await expect(dialog).toBeHidden();
  await expect(actions.getByRole('button', { name: 'Отправить на e-mail' })).toBeFocused();
});
