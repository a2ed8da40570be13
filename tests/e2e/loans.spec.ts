// The loan pages against the live stack: the CMS programme on each of /loan/mortgage, /loan/deffered
// and /loan/tradein; the calculators react to input and keep it in the address; for a unit
// (?property=) the mortgage's monthly payment is sales-data's GET /api/monthly_payment/{id} to the
// ruble, and «Как оплатить» compares the three ways; a wrong id gives a note, never an error.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { trackHydration } from './hydration';

/** A price as the calculator shows it outside editing: «7 500 000» with no-break spaces. */
const groupedRubles = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

const salesUrl = process.env.E2E_SALES_DATA_URL ?? 'http://127.0.0.1:4011';
const salesToken = process.env.SALES_DATA_TOKEN ?? '';

interface SalesUnit {
  id: number;
  status: string;
  price_value: number;
  type_purpose: string;
  development_end: { year: number; quarter: number };
}

async function sales<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${salesUrl}${path}`, { headers: { Authorization: `Bearer ${salesToken}` } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** An available flat from the middle of the list (not the cheapest: any price must agree). */
async function availableFlat(request: APIRequestContext, offset = 40): Promise<SalesUnit> {
  const units = await sales<SalesUnit[]>(request, `/api/property/loaded?filter[status]=IN(AVAILABLE)&filter[type_purpose]=IN(residential)&sort=price_value&limit=1&offset=${offset}`);
  const unit = units[0];
  if (!unit) throw new Error('sales-data lists no available flat');
  return unit;
}

/** «28 657» as the page writes it: any kind of space between the groups of digits. */
const amount = (value: number) => new RegExp(value.toLocaleString('ru-RU').replace(/[\s\u00a0\u202f]/g, '[\\s\\u00a0\\u202f]'));
/** A whole figure: the amount and the ruble sign, nothing else. */
const digits = (value: number) => new RegExp(`^${amount(value).source}\\s*₽$`);
const figure = (page: Page, label: string) => page.locator('#calculator dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
const field = (page: Page, label: string | RegExp) => page.locator('#calculator').getByLabel(label);

/** The annuity, written out here rather than imported from the app (as a bank would compute it). */
function annuity(loan: number, rate: number, months: number): number {
  const r = rate / 1200;
  return Math.round(r === 0 ? loan / months : (loan * r) / (1 - (1 + r) ** -months));
}

test('/loan/mortgage: the CMS programme, its rate preset, a calculator that reacts and keeps its values in the address; axe', async ({ page }) => {
  const response = await page.goto('/loan/mortgage');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ипотека');
  await expect(page).toHaveTitle(/Ипотека/);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/loan\/mortgage$/);
  await expect(page.getByRole('heading', { name: 'Ипотечный калькулятор' })).toBeVisible();
  await expect(page.getByText('Ваш консультант')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Консультация по ипотеке' })).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((text) => text.includes('"LoanOrCredit"'))).toBe(true);
  expect(ld.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);

  // The CMS programme's rate is the default and a pressed preset.
  const rate = field(page, 'Ставка, % годовых');
  const rateText = await rate.inputValue();
  await expect(page.getByRole('button', { name: new RegExp(`^Ипотека · ${rateText}`) })).toHaveAttribute('aria-pressed', 'true');

  await field(page, 'Стоимость квартиры, ₽').fill('6000000');
  await field(page, 'Первоначальный взнос').fill('20');
  await field(page, 'Срок кредита').fill('15');
  await rate.fill('8');
  await expect(figure(page, 'Ежемесячный платёж')).toHaveText(digits(annuity(4_800_000, 8, 180)));
  await expect(figure(page, 'Сумма кредита')).toHaveText(digits(4_800_000));
  await expect(field(page, 'Первоначальный взнос')).toHaveAccessibleDescription(/1\s200\s000/);

  // ₽ and % stay the same amount.
  await page.locator('#calculator').getByRole('radio', { name: 'в рублях' }).first().check();
  // Rubles read in groups of three; the address keeps the plain digits (below).
  await expect(field(page, 'Первоначальный взнос')).toHaveValue('1\u00a0200\u00a0000');
  await expect(figure(page, 'Сумма кредита')).toHaveText(digits(4_800_000));

  // Out of range: a Russian message tied to the field, no figures.
  await rate.fill('60');
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(rate).toHaveAccessibleDescription('Укажите ставку от 0 до 50 % годовых.');
  await expect(page.getByText('Исправьте значения в форме, чтобы увидеть расчёт.')).toBeVisible();
  await rate.fill('8');
  // Below the programme's least down payment (the CMS loan's 15 %): the field names it, in rubles too.
  const down = field(page, 'Первоначальный взнос');
  await down.fill('500000');
  await expect(down).toHaveAttribute('aria-invalid', 'true');
  await expect(down).toHaveAccessibleDescription(/^Укажите взнос от 900\s000\s₽ \(15\s% стоимости\) до стоимости квартиры\.$/);
  await down.fill('1200000');
  await expect(down).not.toHaveAttribute('aria-invalid', 'true');

  // The address holds the inputs: opening it again shows the same calculation (at the top of the page).
  await expect(page).toHaveURL(/price=6000000.*down=1200000.*downIn=rub.*term=15.*rate=8/);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(page.url());
  await expect(figure(page, 'Ежемесячный платёж')).toHaveText(digits(annuity(4_800_000, 8, 180)));

  // The yearly chart is not in the first load: its code arrives when it is scrolled to; the table has every year.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('img', { name: /График по годам/ })).toHaveCount(0);
  const loadedFirst = new Set(scripts);
  await page.getByRole('heading', { name: 'Как уменьшается долг' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: /График по годам/ })).toBeVisible();
  expect(scripts.filter((url) => !loadedFirst.has(url)).length, 'the chart came with a script of its own').toBeGreaterThan(0);
  await page.getByText('Таблица платежей по годам').click();
  await expect(page.getByRole('region', { name: 'Таблица платежей по годам' }).locator('tbody tr')).toHaveCount(15);
  await expectNoAxeViolations(page);
});

test('on a phone the open schedule tables scroll in their own region, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, summary] of [
    ['/loan/mortgage', 'Таблица платежей по годам'],
    ['/loan/deffered', 'Таблица платежей по месяцам'],
  ] as const) {
    await page.goto(path);
    const details = page.locator('details').filter({ has: page.getByText(summary, { exact: true }) });
    if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await page.getByText(summary, { exact: true }).click();
    await expect(page.getByRole('region', { name: summary })).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the mortgage calculator counts on the server: «Пересчитать» sends its fields as the address, the unit kept', async ({ page }) => {
    await page.goto('/loan/mortgage?property=11050260');
    await field(page, 'Стоимость квартиры, ₽').fill('6000000');
    await field(page, 'Первоначальный взнос').fill('20');
    await field(page, 'Срок кредита').fill('15');
    await field(page, 'Ставка, % годовых').fill('8');
    await page.getByRole('button', { name: 'Пересчитать' }).click();
    await expect(page).toHaveURL(/[?&]property=11050260(&|$)/);
    await expect(page).toHaveURL(/[?&]price=6000000(&|$)/);
    await expect(figure(page, 'Ежемесячный платёж')).toHaveText(digits(annuity(4_800_000, 8, 180)));
  });
});

test('/loan/mortgage?property=<id>: the monthly payment equals sales-data’s /api/monthly_payment, «Как оплатить» compares three ways; axe', async ({ page, request }) => {
  const unit = await availableFlat(request);
  const payment = await sales<{ monthly_payment: number; loan_amount: number }>(request, `/api/monthly_payment/${unit.id}`);
  const response = await page.goto(`/loan/mortgage?property=${unit.id}`);
  expect(response?.status()).toBe(200);
  await expect(figure(page, 'Ежемесячный платёж')).toHaveText(digits(payment.monthly_payment));
  await expect(figure(page, 'Сумма кредита')).toHaveText(digits(payment.loan_amount));
  await expect(field(page, 'Стоимость квартиры, ₽')).toHaveValue(groupedRubles(unit.price_value));
  await expect(page.getByRole('link', { name: 'Вернуться к квартире' })).toHaveAttribute('href', `/property/${unit.id}`);

  const compare = page.locator('#kak-platit');
  await expect(compare.getByRole('heading', { name: 'Как оплатить' })).toBeVisible();
  await expect(compare.getByRole('heading', { level: 3 })).toHaveText(['Ипотека', 'Рассрочка', 'Трейд-ин + ипотека']);
  // The comparison's mortgage is the same default mortgage.
  await expect(compare.getByRole('listitem').first()).toContainText(amount(payment.monthly_payment));
  // Each other way leads to its own page for the same unit; the page's own way does not.
  await expect(compare.getByRole('link', { name: 'Подробный расчёт: Трейд-ин + ипотека' })).toHaveAttribute('href', `/loan/tradein?property=${unit.id}`);
  await expect(compare.getByRole('link', { name: 'Подробный расчёт: Ипотека' })).toHaveCount(0);
  // Trade-in: the whole flat goes to the down payment, the rest by mortgage at 6 % for 20 years.
  const flat = Math.round(unit.price_value / 2);
  await compare.getByLabel('Стоимость вашей квартиры для трейд-ина, ₽').fill(String(flat));
  const tradein = compare.getByRole('listitem').nth(2);
  await expect(tradein).toContainText(amount(annuity(unit.price_value - flat, 6, 240)));
  await expect(page).toHaveURL(new RegExp(`property=${unit.id}.*flat=${flat}`));
  await expectNoAxeViolations(page);
});

test('a wrong, unknown, sold or non-numeric property id: the calculator without prefill and a Russian note, never an error', async ({ page, request }) => {
  const [sold] = await sales<SalesUnit[]>(request, '/api/property/loaded?filter[status]=IN(SOLD)&filter[type_purpose]=IN(residential)&sort=id&limit=1');
  if (!sold) throw new Error('sales-data has no sold flat');
  for (const [id, note] of [
    ['abc', 'Не нашли помещение по этой ссылке'],
    ['99999999', 'Такого помещения нет в продаже'],
    [String(sold.id), 'Эта квартира уже продана — посчитайте со своей ценой или выберите другой вариант.'],
  ] as const) {
    const response = await page.goto(`/loan/mortgage?property=${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(note)).toBeVisible();
    await expect(page.locator('#kak-platit')).toHaveCount(0);
    await expect(figure(page, 'Ежемесячный платёж')).toHaveText(/\d\s*₽$/);
  }
});

test('/loan/deffered: the installment up to the unit’s completion, the schedule pays the price; axe', async ({ page, request }) => {
  const response = await page.goto('/loan/deffered');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Рассрочка');
  await field(page, 'Стоимость квартиры, ₽').fill('1000000');
  await field(page, 'Первый взнос').fill('30');
  await field(page, 'Срок рассрочки, месяцев').fill('3');
  await expect(figure(page, 'Ежемесячный платёж')).toHaveText(digits(233_334));
  const rows = page.getByRole('region', { name: 'Таблица платежей по месяцам' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.last()).toContainText(/233\s332/);
  await field(page, 'Первый взнос').fill('20');
  await expect(field(page, 'Первый взнос')).toHaveAccessibleDescription('Укажите взнос от 30 до 100 % стоимости.');
  await field(page, 'Первый взнос').fill('30');
  await field(page, 'Срок рассрочки, месяцев').fill('40');
  await expect(field(page, 'Срок рассрочки, месяцев')).toHaveAccessibleDescription('Укажите срок рассрочки целым числом месяцев, от 1 до 36.');
  await expectNoAxeViolations(page);

  // For a unit: the months until its house is completed, not asked.
  const unit = await availableFlat(request, 80);
  await page.goto(`/loan/deffered?property=${unit.id}`);
  await expect(page.locator('#calculator').getByText(/До сдачи дома \(/)).toBeVisible();
  await expect(field(page, 'Стоимость квартиры, ₽')).toHaveValue(groupedRubles(unit.price_value));
  await expect(page.locator('#kak-platit')).toBeVisible();
});

test('/loan/deffered for a unit of a handed-over house: no months to count, a note and the ways that remain, as «Как оплатить» says', async ({ page, request }) => {
  const released = await sales<Array<{ id: number }>>(request, '/api/houses?filter[released]=EQ(true)&limit=1000');
  let unit: SalesUnit | undefined;
  for (const house of released) {
    [unit] = await sales<SalesUnit[]>(request, `/api/property/loaded?filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE)&filter[house_id]=EQ(${house.id})&limit=1`);
    if (unit) break;
  }
  if (!unit) throw new Error('no flat on sale in a handed-over house');
  await page.goto(`/loan/deffered?property=${unit.id}`);
  const calculator = page.locator('#calculator');
  await expect(calculator.getByText('Рассрочка до сдачи недоступна')).toBeVisible();
  await expect(calculator.getByText('Ежемесячный платёж')).toHaveCount(0);
  await expect(calculator.getByRole('link', { name: 'Рассчитать ипотеку' })).toHaveAttribute('href', `/loan/mortgage?property=${unit.id}`);
  await expect(page.locator('#kak-platit')).toContainText('рассрочка до сдачи недоступна');
  await expectNoAxeViolations(page);
});

test('/loan/tradein: how it works from the CMS and the trade-in request; axe', async ({ page }) => {
  const response = await page.goto('/loan/tradein');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Трейд-ин');
  await expect(page.getByText('Как это работает:')).toBeVisible();
  // Without a unit: the way to compare trade-in with the other ways, through a flat's page.
  await expect(page.getByRole('link', { name: 'Выбрать квартиру' })).toHaveAttribute('href', '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika');
  const request = page.getByRole('heading', { name: 'Заявка на трейд-ин' });
  await request.scrollIntoViewIfNeeded();
  // The form's code loads as it comes near; then the name and phone fields are there.
  await expect(page.getByRole('textbox', { name: 'Ваше имя' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * Counts what the page asks of the browser's Intl formatting: a page's first formatter loads ICU's
 * locale data, 50-100 ms of main thread on a phone, which would land in the page's hydration.
 */
async function countIntlFormatting(page: Page) {
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { __intlAsked: string[] }).__intlAsked = asked;
    const intl = Intl as unknown as Record<string, object>;
    for (const name of ['NumberFormat', 'DateTimeFormat']) {
      intl[name] = new Proxy(intl[name], {
        construct: (target, args) => (asked.push(name), Reflect.construct(target as new (...a: unknown[]) => object, args)),
        apply: (target, self, args) => (asked.push(name), Reflect.apply(target as (...a: unknown[]) => unknown, self, args)),
      });
    }
    const toLocaleString = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof toLocaleString>) {
      asked.push('Number.toLocaleString');
      return toLocaleString.apply(this, args);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __intlAsked: string[] }).__intlAsked);
}

test('the calculators and a listing’s range sliders show rubles, areas and rates without the browser’s Intl formatting', async ({ page, request }) => {
  const asked = await countIntlFormatting(page);
  const hydrated = await trackHydration(page);
  const unit = await availableFlat(request);
  const payment = await sales<{ monthly_payment: number }>(request, `/api/monthly_payment/${unit.id}`);
  await page.goto(`/loan/mortgage?property=${unit.id}`);
  await expect(figure(page, 'Ежемесячный платёж')).toHaveText(digits(payment.monthly_payment));
  // Hydrated, the calculator draws its figures on the client.
  await hydrated();
  await field(page, 'Стоимость квартиры, ₽').fill('10000000');
  await expect(figure(page, 'Сумма кредита')).toHaveText(/^\d{1,3}(\s\d{3})+\s₽$/);
  expect(await asked()).toEqual([]);

  await page.goto('/loan/deffered');
  await hydrated();
  await field(page, 'Стоимость квартиры, ₽').fill('1000000');
  await field(page, 'Первый взнос').fill('30');
  await field(page, 'Срок рассрочки, месяцев').fill('3');
  await expect(figure(page, 'Ежемесячный платёж')).toHaveText(digits(233_334));
  expect(await asked()).toEqual([]);

  // The listing's sliders come as a chunk of their own; their fields write prices and areas.
  await page.goto('/kupit-1-komnatnuyu-kvartiru-ot-zastroishika');
  const price = page.getByRole('group', { name: 'Цена' });
  await expect(price.getByRole('slider', { name: 'Цена до' })).toBeVisible();
  await expect(price.getByRole('textbox', { name: 'Цена от' })).toHaveAttribute('placeholder', /^\d{1,3}( \d{3})+$/);
  expect(await asked()).toEqual([]);
});

test('the unit page links «Сравнить способы оплаты» to «Как оплатить» for that unit', async ({ page, request }) => {
  const unit = await availableFlat(request);
  await page.goto(`/property/${unit.id}`);
  const link = page.getByRole('link', { name: 'Сравнить способы оплаты' });
  await expect(link).toHaveAttribute('href', `/loan/mortgage?property=${unit.id}#kak-platit`);
  await link.click();
  await expect(page.locator('#kak-platit')).toBeInViewport();
});

test('@sales-down a loan page for a unit: a Russian note, the calculator still calculates', async ({ page }) => {
  test.setTimeout(150_000);
  await expect(async () => {
    const response = await page.goto('/loan/mortgage?property=11010305');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Данные о помещении сейчас недоступны').first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 120_000, intervals: [2000, 5000] });
  await field(page, 'Стоимость квартиры, ₽').fill('5000000');
  await field(page, 'Первоначальный взнос').fill('20');
  await field(page, 'Срок кредита').fill('20');
  await field(page, 'Ставка, % годовых').fill('6');
  await expect(figure(page, 'Ежемесячный платёж')).toHaveText(digits(28_657));
});

test('@cms-down the loan pages answer: the last good copy or the error screen, never a hang', async ({ page }) => {
  for (const path of ['/loan/mortgage', '/loan/deffered', '/loan/tradein']) {
    const response = await page.goto(path, { timeout: 30_000 });
    const status = response?.status();
    expect([200, 503], path).toContain(status);
    if (status === 200) await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    else await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сайт временно недоступен');
  }
});
