// The request-a-call flow end to end: attribution from the landing URL, the modal with the page
// scroll locked, the phone mask, the Russian validation messages, the thank-you dialog, and the
// lead arriving in the sales-data inbox with its UTM record, through web's outbox.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { trackHydration } from './hydration';

const salesUrl = process.env.E2E_SALES_DATA_URL ?? 'http://127.0.0.1:4011';

interface InboxLead {
  id: string;
  name: string;
  phone: string;
  form: string;
  page_url?: string;
  utm?: Record<string, string>;
  consent: { accepted: boolean; at: string; text_version: string };
  crm?: { status: string; amo_lead_id?: number };
}

async function inboxLead(page: Page, name: string): Promise<InboxLead | undefined> {
  const response = await page.request.get(`${salesUrl}/api/amo-crm/leads?limit=50`, { headers: { Authorization: `Bearer ${process.env.SALES_DATA_TOKEN}` } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: InboxLead[] };
  return data.find((lead) => lead.name === name);
}

const bodyScroll = (page: Page) => page.evaluate(() => ({ overflow: document.body.style.overflow, height: document.body.style.height }));

test('request a call from the header: mask, Russian errors, thank-you, lead in the CRM inbox with UTM', async ({ page }) => {
  const name = `Анна E2E ${Date.now()}`;
  await page.goto('/our-projects?utm_source=e2e-leads&utm_medium=cpc&utm_campaign=autumn&utm_content=header-button&yclid=Y-77');
  const before = await bodyScroll(page);

  await page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => bodyScroll(page)).toEqual({ overflow: 'hidden', height: '100vh' });

  const nameField = dialog.getByLabel('Ваше имя');
  const phoneField = dialog.getByLabel('Телефон');
  await expect(nameField).toBeFocused();
  await expectNoAxeViolations(page);

  // Errors appear once a field is left, in Russian.
  await nameField.fill('');
  await phoneField.click();
  await expect(dialog.getByText('Поле обязательно для заполнения')).toBeVisible();
  await phoneField.pressSequentially('918123');
  await nameField.click();
  await expect(phoneField).toHaveValue('+7 (918) 123');
  await expect(dialog.getByText('Введите номер телефона полностью: +7 и ещё 10 цифр')).toBeVisible();

  // Cleared as people do it (select all, Backspace), then typed with the trunk prefix 8.
  await phoneField.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await expect(phoneField).toHaveValue('');
  await phoneField.pressSequentially('89181234567');
  await expect(phoneField).toHaveValue('+7 (918) 123-45-67');
  await nameField.fill(name);

  // The consent is its own required checkbox.
  await dialog.getByRole('button', { name: 'Жду звонка' }).click();
  await expect(dialog.getByText('Без согласия на обработку персональных данных мы не сможем принять заявку')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /политикой конфиденциальности/ })).toHaveAttribute('href', '/privacy-policy');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Жду звонка' }).click();

  const thanks = page.getByRole('dialog', { name: 'Спасибо! Заявка отправлена' });
  await expect(thanks).toBeVisible();
  await expect.poll(() => bodyScroll(page)).toEqual({ overflow: 'hidden', height: '100vh' });
  await thanks.getByRole('button', { name: 'Хорошо' }).click();
  await expect(thanks).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect.poll(() => bodyScroll(page)).toEqual(before);

  // Delivered by web's outbox to sales-data, with the attribution under the spec's names.
  await expect.poll(() => inboxLead(page, name), { timeout: 20_000 }).toBeTruthy();
  const lead = (await inboxLead(page, name))!;
  expect(lead).toMatchObject({
    form: 'callback',
    phone: '+79181234567',
    utm: { utm_source: 'e2e-leads', utm_medium: 'cpc', utm_campaign: 'autumn', utm_countent: 'header-button', ya_clid: 'Y-77' },
    consent: { accepted: true, text_version: '2026-01' },
  });
  expect(lead.page_url).toContain('/our-projects');

  // sales-data forwards it to the CRM (the test stack's local amoCRM account).
  await expect.poll(async () => (await inboxLead(page, name))?.crm, { timeout: 20_000 }).toMatchObject({ status: 'sent', amo_lead_id: expect.any(Number) });
});

test('Esc closes the call dialog, restores the scroll and returns focus to the button', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });
  await expect(dialog.getByLabel('Ваше имя')).toBeFocused();
  // Focus stays inside: Shift+Tab from the first control goes round to the last one.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  expect(await bodyScroll(page)).toEqual({ overflow: '', height: '' });
});

test('a send that fails leaves the keyboard in the call dialog: the message, focus on the button, Esc still closes it', async ({ page }) => {
  await page.route('**/api/leads', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }));
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });
  await dialog.getByLabel('Ваше имя').fill('Клавиатура E2E');
  await dialog.getByLabel('Телефон').pressSequentially('9181234567');
  await dialog.getByRole('checkbox').check();
  const send = dialog.getByRole('button', { name: 'Жду звонка' });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(send).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('a call dialog whose code arrived while the visitor reached for the button opens with the form at once', async ({ page }) => {
  const hydrated = await trackHydration(page);
  await page.goto('/');
  await hydrated();
  // Whatever a dialog shows from here on is recorded, a loading line included.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __dialogLines: string[] }).__dialogLines = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="dialog"] [role="status"]')) seen.push(status.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const chunksFetched = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_next/static/chunks/')).length);
  const before = await chunksFetched();
  const button = page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' });
  await button.hover();
  // The form's chunks are fetched as the pointer comes over the button; wait until they all are.
  let fetched = before;
  await expect
    .poll(async () => {
      const now = await chunksFetched();
      const settled = now > before && now === fetched;
      fetched = now;
      return settled;
    }, { intervals: [300] })
    .toBe(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });
  await expect(dialog.getByLabel('Ваше имя')).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { __dialogLines: string[] }).__dialogLines)).toEqual([]);
});

test('Tab reaches a form whose code is still on its way, and the form takes the focus to its first field when it comes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const hydrated = await trackHydration(page);
  await page.goto('/contacts');
  await hydrated();
  const line = page.getByRole('status').filter({ hasText: 'Загружаем форму…' });
  await expect(line, 'the form is not wanted yet, far below on a phone').toHaveCount(1);
  // From here on the browser waits for any code it asks for until the test lets it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  // The keyboard comes from the last control before the form.
  await line.evaluate((place) => {
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')];
    const before = controls.filter((control) => !control.contains(place) && control.checkVisibility() && control.compareDocumentPosition(place) & Node.DOCUMENT_POSITION_FOLLOWING);
    before.at(-1)!.focus();
  });
  await page.keyboard.press('Tab');
  // The form's place holds the focus (and the loading line inside it is read out).
  await expect(line.locator('xpath=..')).toBeFocused();
  release();
  await expect(page.locator('form[data-form="question"]').getByLabel('Ваше имя')).toBeFocused();
});

test('the question form on a complex page sends the complex with the lead', async ({ page }) => {
  const name = `Иван E2E ${Date.now()}`;
  await page.goto('/our-projects');
  const href = await page.locator('a[href^="/our-projects/"]').first().getAttribute('href');
  await page.goto(href!);
  // The form's code loads as its section comes near the viewport.
  await page.getByRole('heading', { level: 2, name: /^Вопрос или заявка по проекту/ }).scrollIntoViewIfNeeded();
  const form = page.locator('form[data-form="question"]');
  await expect(form).toBeVisible();
  await expect(form).toHaveAttribute('data-touched', 'false');
  await form.getByLabel('Ваше имя').fill(name);
  await form.getByLabel('Телефон').pressSequentially('9181112233');
  await form.getByLabel('Ваш вопрос').fill('Есть ли квартиры с террасой?');
  await form.getByRole('checkbox').check();
  await expect(form).toHaveAttribute('data-touched', 'true');
  await expect(form).toHaveAttribute('data-valid', 'true');
  await form.getByRole('button', { name: 'Задать вопрос' }).click();
  await expect(page.getByRole('dialog', { name: 'Спасибо! Заявка отправлена' })).toBeVisible();
  await expect.poll(() => inboxLead(page, name), { timeout: 20_000 }).toMatchObject({ form: 'question', phone: '+79181112233', project_id: expect.any(Number) });
});

test('a form section puts its heading beside the form on a wide panel, above it on a phone or beside a consultant\u2019s card', async ({ page }) => {
  const layout = async (path: string, heading: RegExp) => {
    await page.goto(path);
    const title = page.getByRole('heading', { level: 2, name: heading });
    await title.scrollIntoViewIfNeeded();
    const field = page.locator('section', { has: title }).getByLabel('Ваше имя');
    await expect(field).toBeVisible();
    const [t, f] = [(await title.boundingBox())!, (await field.boundingBox())!];
    return { beside: t.x + t.width <= f.x && f.y < t.y + t.height, above: t.y + t.height <= f.y };
  };
  await page.setViewportSize({ width: 1366, height: 900 });
  expect(await layout('/contacts', /^Остались вопросы/)).toEqual({ beside: true, above: false });
  expect(await layout('/property/11050260', /^Заявка на/)).toEqual({ beside: true, above: false });
  // The loan page's form shares its row with the consultant's card: too narrow for two columns.
  expect(await layout('/loan/mortgage', /^Консультация/)).toEqual({ beside: false, above: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await layout('/contacts', /^Остались вопросы/)).toEqual({ beside: false, above: true });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a form\u2019s place says the form needs script and offers the sales phone instead of «Загружаем форму…»', async ({ page }) => {
    for (const path of ['/contacts', '/property/11050260', '/loan/mortgage']) {
      await page.goto(path);
      const headerPhone = await page.getByRole('banner').locator('a[href^="tel:"]').first().getAttribute('href');
      // The form's place: what the browser renders there (Playwright's text matching skips <noscript>).
      const place = page.getByRole('status').filter({ has: page.getByRole('link') });
      await expect(place.getByRole('link'), path).toHaveAttribute('href', headerPhone!);
      expect(await place.evaluate((element: HTMLElement) => element.innerText), path).toMatch(/^Форма работает при включённом JavaScript\. Включите его и обновите страницу или позвоните нам: \+7/);
      await expect(page.getByText('Загружаем форму…')).toBeHidden();
      // No room kept for a form that will not come.
      expect((await place.boundingBox())!.height, path).toBeLessThan(200);
    }
  });
});

test('a lead from another site is refused', async ({ request }) => {
  const response = await request.post('/api/leads', {
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    data: { form: 'callback' },
  });
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/другого сайта/);
});

test('the health check reports the outbox without asking any upstream', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', outbox: { backlog: expect.any(Number), dead_letter: 0 } });
});

test('with sales-data down a request is still accepted and waits in the outbox @sales-down', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });
  await dialog.getByLabel('Ваше имя').fill('Пётр при сбое');
  await dialog.getByLabel('Телефон').pressSequentially('9185556677');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Жду звонка' }).click();
  await expect(page.getByRole('dialog', { name: 'Спасибо! Заявка отправлена' })).toBeVisible();
  const health = (await (await request.get('/api/health')).json()) as { outbox: { backlog: number; dead_letter: number } };
  expect(health.outbox.backlog).toBeGreaterThanOrEqual(1);
  expect(health.outbox.dead_letter).toBe(0);
});

test('the privacy policy the consent links to shows the CMS text and its version', async ({ page }) => {
  const response = await page.goto('/privacy-policy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Общие положения' })).toBeVisible();
  await expect(page.getByText('Редакция 2026-01')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the privacy policy page still answers when the CMS is down @cms-down', async ({ page }) => {
  const response = await page.goto('/privacy-policy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
  // The last text read from the CMS while it answered, or the note with the phone when none was.
  await expect(page.getByRole('heading', { name: '1. Общие положения' }).or(page.getByText('Текст политики сейчас недоступен.', { exact: false }))).toBeVisible();
});
