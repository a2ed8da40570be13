// Consent-aware analytics (docs/analytics.md). The test stack's web has no counter, so the first
// test checks that nothing of analytics shows there; the others start a second web server from the
// same build with YANDEX_METRICA_ID set, and answer every request to mc.yandex.ru here (no real
// network): tag.js is a small fake whose `ym` turns each hit and goal into a request to
// mc.yandex.ru, so what the counter would send is counted from the network, across reloads.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const COUNTER_ID = '12345678';
const BANNER = { name: 'Мы используем cookie для аналитики' };

/** The stand-in for tag.js: replays Yandex's queue, sets a counter cookie, and reports every call but init as a request. */
const FAKE_TAG = `(() => {
  const queued = (window.ym && window.ym.a) || [];
  document.cookie = '_ym_uid=fake; Path=/';
  window.ym = function (id, method, first, second) {
    if (method === 'init') return;
    const query = new URLSearchParams({ id: String(id), method, arg: typeof first === 'string' ? first : '', params: JSON.stringify(second || {}) });
    fetch('https://mc.yandex.ru/fake-call?' + query, { mode: 'no-cors' });
  };
  for (const args of queued) window.ym.apply(null, args);
})();`;

interface CounterRequests {
  tagLoads: number;
  calls: Array<{ method: string; arg: string; params: Record<string, string> }>;
  /** Every request to mc.yandex.ru, whatever it was. */
  all: string[];
}

/** Answers mc.yandex.ru in this context and records what was asked. */
async function interceptCounter(context: BrowserContext): Promise<CounterRequests> {
  const seen: CounterRequests = { tagLoads: 0, calls: [], all: [] };
  await context.route('https://mc.yandex.ru/**', async (route) => {
    const url = new URL(route.request().url());
    seen.all.push(url.href);
    if (url.pathname === '/metrika/tag.js') {
      seen.tagLoads += 1;
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_TAG });
      return;
    }
    if (url.pathname === '/fake-call') {
      seen.calls.push({
        method: url.searchParams.get('method') ?? '',
        arg: url.searchParams.get('arg') ?? '',
        params: JSON.parse(url.searchParams.get('params') ?? '{}') as Record<string, string>,
      });
    }
    await route.fulfill({ status: 204, body: '' });
  });
  return seen;
}

const hits = (seen: CounterRequests) => seen.calls.filter((call) => call.method === 'hit');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A client-side navigation (next/link), not a page load: the footer's policy link, then the logo home. */
async function navigateOnTheClient(page: Page) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Политика конфиденциальности' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await page.getByRole('banner').getByRole('link', { name: /на главную/ }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('without a counter id (the normal stack): no banner, no footer settings, no Metrica in the CSP', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).not.toContain('yandex');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Настройки cookie' })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', BANNER)).toHaveCount(0);
});

test.describe('with YANDEX_METRICA_ID configured', () => {
  test.describe.configure({ mode: 'serial' });

  let server: ChildProcess | undefined;
  let serverOutput = '';
  let baseURL = '';
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    baseURL = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'novostroy-analytics-e2e-'));
    const webDir = path.resolve(path.dirname(process.env.WEB_DIST_DIR ?? 'apps/web/.next'));
    const salesDataUrl = process.env.SALES_DATA_URL ?? process.env.E2E_SALES_DATA_URL;
    if (!process.env.CMS_URL || !salesDataUrl || !process.env.SALES_DATA_TOKEN) {
      throw new Error('analytics.spec.ts starts its own web server: set CMS_URL, SALES_DATA_URL (or E2E_SALES_DATA_URL) and SALES_DATA_TOKEN');
    }
    server = spawn(process.execPath, ['server.mjs', '--port', String(port), '--hostname', '127.0.0.1'], {
      cwd: webDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        SALES_DATA_URL: salesDataUrl,
        SITE_URL: baseURL,
        DATA_DIR: dataDir,
        // Its own embedded lead database and in-process caches; no cache layer in front.
        DATABASE_URL: '',
        REDIS_URL: '',
        EDGE_SECRET: '',
        YANDEX_METRICA_ID: COUNTER_ID,
      },
    });
    server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
    const until = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`web with a counter exited before it was ready:\n${serverOutput}`);
      const ready = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.status < 500,
        () => false,
      );
      if (ready) break;
      if (Date.now() > until) throw new Error(`web with a counter did not answer in 90 s:\n${serverOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      const timer = setTimeout(() => server?.pid && process.kill(-server.pid, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('nothing before consent; «Принять» loads the counter once, counts pages and a lead, survives a reload; withdrawing stops it', async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
    const seen = await interceptCounter(context);
    const page = await context.newPage();

    // Before consent: the CSP allows the counter, the banner asks, and nothing reaches mc.yandex.ru,
    // however many pages are opened or navigated to.
    const response = await page.goto('/');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp.split('; ').find((part) => part.startsWith('script-src '))).toContain('https://mc.yandex.ru');
    expect(csp.split('; ').find((part) => part.startsWith('connect-src '))).toBe("connect-src 'self' https://mc.yandex.ru");
    const banner = page.getByRole('region', BANNER);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Принять' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Отклонить' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'политике конфиденциальности' })).toHaveAttribute('href', '/privacy-policy');
    await expectNoAxeViolations(page);
    await page.goto('/faq');
    await expect(banner).toBeVisible();
    await page.goto('/');
    await navigateOnTheClient(page);
    await page.waitForLoadState('networkidle');
    expect(seen.all).toEqual([]);
    expect(await page.evaluate(() => 'ym' in window)).toBe(false);

    // Keyboard: the choice is reachable with Tab and taken with Enter.
    await banner.getByRole('button', { name: 'Принять' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    await expect.poll(() => seen.tagLoads).toBe(1);
    await expect.poll(() => hits(seen).length).toBe(1);
    expect(hits(seen)[0]?.arg).toBe(`${baseURL}/`);
    const tagNonce = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src="https://mc.yandex.ru/metrika/tag.js"]')?.nonce ?? '');
    expect(tagNonce).not.toBe('');
    expect((await context.cookies()).find((cookie) => cookie.name === 'analytics_consent')).toMatchObject({ value: 'granted', path: '/', sameSite: 'Lax' });

    // Client navigations: one hit each, the tag is not loaded again.
    await navigateOnTheClient(page);
    await expect.poll(() => hits(seen).map((hit) => new URL(hit.arg).pathname)).toEqual(['/', '/privacy-policy', '/']);
    expect(seen.tagLoads).toBe(1);

    // A reload keeps the choice: no banner, the counter starts by itself.
    await page.reload();
    await expect.poll(() => seen.tagLoads).toBe(2);
    await expect.poll(() => hits(seen).length).toBe(4);
    await expect(banner).toHaveCount(0);

    // A lead accepted by the server (202) is the counter's goal.
    await page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' }).click();
    const dialog = page.getByRole('dialog', { name: 'Заказать звонок' });
    await dialog.getByLabel('Ваше имя').fill(`Аналитика E2E ${Date.now()}`);
    await dialog.getByLabel('Телефон').pressSequentially('9181234567');
    await dialog.getByRole('checkbox').check();
    const accepted = page.waitForResponse((answer) => answer.url().endsWith('/api/leads') && answer.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Жду звонка' }).click();
    expect((await accepted).status()).toBe(202);
    await expect(page.getByRole('dialog', { name: 'Спасибо! Заявка отправлена' })).toBeVisible();
    await expect.poll(() => seen.calls.filter((call) => call.method === 'reachGoal')).toEqual([{ method: 'reachGoal', arg: 'lead', params: { form: 'callback' } }]);
    await page.getByRole('dialog', { name: 'Спасибо! Заявка отправлена' }).getByRole('button', { name: 'Хорошо' }).click();

    // Withdrawn from the footer: the page reloads without the counter, its cookie is gone, and no
    // navigation is counted any more.
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('_ym_uid');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Настройки cookie' }).click();
    await expect(banner).toBeVisible();
    await expect(banner.getByText('Сейчас аналитика разрешена.')).toBeVisible();
    await expect(banner.getByRole('heading', BANNER)).toBeFocused();
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Отклонить' }).click();
    await reloaded;
    const requestsAfterWithdrawal = seen.all.length;
    expect((await context.cookies()).find((cookie) => cookie.name === 'analytics_consent')?.value).toBe('denied');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_ym_uid');
    await expect(banner).toHaveCount(0);
    await navigateOnTheClient(page);
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    expect(seen.all.slice(requestsAfterWithdrawal)).toEqual([]);
    expect(await page.evaluate(() => 'ym' in window)).toBe(false);
    await context.close();
  });

  test('«Отклонить» on the first visit: nothing is ever loaded, and the banner does not come back', async ({ browser }) => {
    const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
    const seen = await interceptCounter(context);
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByRole('region', BANNER);
    await banner.getByRole('button', { name: 'Отклонить' }).click();
    await expect(banner).toBeHidden();
    await navigateOnTheClient(page);
    await page.reload();
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    await expect(banner).toHaveCount(0);
    expect(seen.all).toEqual([]);
    await context.close();
  });

  test('on a phone the banner leaves the lead form usable and shifts nothing', async ({ browser }) => {
    const context = await browser.newContext({ baseURL, locale: 'ru-RU', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await interceptCounter(context);
    const page = await context.newPage();
    await page.goto('/');
    const banner = page.getByRole('region', BANNER);
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    // It takes less than 30 % of the screen (about 210 px), and the header's callback form opens above it.
    expect(box?.height ?? 999).toBeLessThan(844 * 0.3);
    await page.getByRole('banner').getByRole('button', { name: 'Заказать звонок' }).click();
    const submit = page.getByRole('dialog', { name: 'Заказать звонок' }).getByRole('button', { name: 'Жду звонка' });
    await submit.scrollIntoViewIfNeeded();
    // The button takes a tap (Playwright's actionability check fails when something covers it).
    await submit.click({ trial: true });
    await page.keyboard.press('Escape');
    // A form in the page (the FAQ's question form): its button scrolls clear of the banner.
    await page.goto('/faq');
    await expect(banner).toBeVisible();
    const section = page.getByRole('region', { name: 'Не нашли ответа?' });
    await section.scrollIntoViewIfNeeded(); // the form loads when it comes into view
    const inPage = section.getByRole('button', { name: 'Задать вопрос' });
    await inPage.scrollIntoViewIfNeeded();
    await inPage.click({ trial: true });
    await page.goto('/');
    await expect(banner).toBeVisible();
    // At the end of the page the banner sits below the footer, covering none of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole('contentinfo').boundingBox();
    const bannerAtEnd = await banner.boundingBox();
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual((bannerAtEnd?.y ?? 0) + 1);
    // No layout shift from the banner appearing (it is the last element of the page).
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    await context.close();
  });
});
