// /debug/ui, the component showcase: contrast and names by axe, and what a keyboard user does with
// each component (focus visible at every Tab stop, tabs, slider, toggle chips, accordion, the
// three dialog placements). The page needs neither the CMS nor sales-data content.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const NBSP = '\u00a0';

async function openShowcase(page: Page) {
  const response = await page.goto('/debug/ui');
  expect(response?.status()).toBe(200);
  // The client components are interactive once hydrated: Radix gives the tab list its Tab stop then.
  await expect(page.getByRole('tablist', { name: 'О проекте' })).toHaveAttribute('tabindex', '0');
}

test('the showcase has one h1, is never indexed and has no axe violations, on a laptop and a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openShowcase(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Компоненты интерфейса');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});

test('every control of the showcase is reached by Tab and shows a visible focus indicator', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openShowcase(page);
  // The Tab stops the page should have, in document order, each marked to be recognised later.
  const expected = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const candidates = main.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), summary, [tabindex]',
    );
    const stops = Array.from(candidates).filter(
      (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[hidden], [inert], details:not([open]) > :not(summary)'),
    );
    return stops.map((element, index) => {
      element.dataset.e2eStop = String(index);
      return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} «${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}»`;
    });
  });
  expect(expected.length).toBeGreaterThan(40);

  await page.locator('main').focus();
  const visited = new Set<number>();
  const withoutRing: string[] = [];
  for (let presses = 0; presses < expected.length + 10; presses += 1) {
    await page.keyboard.press('Tab');
    const step = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || !document.querySelector('main')!.contains(active)) return null;
      // A ring on the element, or on the box around it that lights up with :focus-within (a card
      // whose whole surface is its link).
      let ring = false;
      for (let node: HTMLElement | null = active, depth = 0; node && depth < 4 && !ring; node = node.parentElement, depth += 1) {
        if (depth > 0 && !node.matches(':focus-within')) continue;
        const style = getComputedStyle(node);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
        ring = outline || (depth === 0 && node.matches(':focus-visible') && style.boxShadow !== 'none');
      }
      const stop = active.closest<HTMLElement>('[data-e2e-stop]')?.dataset.e2eStop;
      return { stop: stop === undefined ? null : Number(stop), ring, label: `${active.tagName.toLowerCase()} «${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}»` };
    });
    if (!step) break;
    if (step.stop !== null) visited.add(step.stop);
    if (!step.ring) withoutRing.push(step.label);
  }
  expect(withoutRing, 'focused without a visible indicator').toEqual([]);
  expect(
    expected.filter((_, index) => !visited.has(index)),
    'controls Tab never reached',
  ).toEqual([]);
});

test('tabs: ArrowRight selects the next tab and shows its panel, skipping a disabled tab', async ({ page }) => {
  await openShowcase(page);
  const list = page.getByRole('tablist', { name: 'О проекте' });
  const about = list.getByRole('tab', { name: 'О проекте' });
  const location = list.getByRole('tab', { name: 'Расположение' });
  await expect(about).toHaveAttribute('aria-selected', 'true');
  await about.focus();
  await page.keyboard.press('ArrowRight');
  await expect(location).toBeFocused();
  await expect(location).toHaveAttribute('aria-selected', 'true');
  const panel = page.locator(`#${await location.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('10 минут пешком');
  await expect(page.getByText('Три дома по 17 этажей')).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(list.getByRole('tab', { name: 'Ход строительства' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  // «Документы» is disabled: the focus wraps around to the first tab.
  await expect(about).toBeFocused();
  await expect(about).toHaveAttribute('aria-selected', 'true');
});

test('range slider: arrow keys and End move the thumbs, the typed inputs follow, a typed value is clamped', async ({ page }) => {
  await openShowcase(page);
  const from = page.getByRole('slider', { name: 'Цена от' });
  const to = page.getByRole('slider', { name: 'Цена до' });
  const fromInput = page.getByRole('textbox', { name: 'Цена от' });
  const toInput = page.getByRole('textbox', { name: 'Цена до' });
  await expect(from).toHaveAttribute('aria-valuetext', `5${NBSP}240${NBSP}000${NBSP}₽`);
  await expect(fromInput).toHaveValue('5 240 000');

  await from.focus();
  await page.keyboard.press('ArrowRight');
  await expect(from).toHaveAttribute('aria-valuenow', '5300000');
  await expect(fromInput).toHaveValue('5 300 000');

  await to.focus();
  await page.keyboard.press('End');
  await expect(to).toHaveAttribute('aria-valuenow', '25000000');
  // An end at its bound is empty, the bound shown as its placeholder (typing there starts a number).
  await expect(toInput).toHaveValue('');
  await expect(toInput).toHaveAttribute('placeholder', '25 000 000');
  // The committed range is what a filter would receive.
  await expect(page.getByText(`Фильтр получит: от 5${NBSP}300${NBSP}000${NBSP}₽ до 25${NBSP}000${NBSP}000${NBSP}₽`)).toBeVisible();

  // Typing moves the thumb; leaving the input clamps to the other end.
  await fromInput.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('7000000');
  await expect(fromInput).toHaveValue('7 000 000');
  await expect(from).toHaveAttribute('aria-valuenow', '7000000');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('99000000');
  await page.keyboard.press('Tab');
  await expect(fromInput).toHaveValue('25 000 000');
  await expect(from).toHaveAttribute('aria-valuenow', '25000000');
});

test('toggle buttons: Space toggles a room chip; a disabled one is skipped', async ({ page }) => {
  await openShowcase(page);
  const rooms = page.getByRole('group', { name: 'Комнаты' });
  // Each chip is named by its label; the count "(12)" is its description.
  const studio = rooms.getByRole('checkbox', { name: 'Студия', exact: true });
  await expect(studio).toHaveAccessibleDescription(`12${NBSP}квартир`);
  await expect(studio).not.toBeChecked();
  await studio.focus();
  await page.keyboard.press('Space');
  await expect(studio).toBeChecked();
  await page.keyboard.press('Space');
  await expect(studio).not.toBeChecked();
  await expect(rooms.getByRole('checkbox', { name: '3', exact: true })).toBeDisabled();
  await expect(rooms.getByRole('checkbox', { name: '1', exact: true })).toBeChecked();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the room chips and checkboxes submit as a plain GET form', async ({ page }) => {
    await page.goto('/debug/ui');
    await page.getByRole('group', { name: 'Комнаты' }).getByRole('checkbox', { name: 'Студия', exact: true }).check();
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(page).toHaveURL(/\?rooms=studio&rooms=1&rooms=2&deadline=2026#choices$/);
  });
});

test('accordion: Enter on a question opens its answer, and again closes it', async ({ page }) => {
  await openShowcase(page);
  const summary = page.locator('summary', { hasText: 'Можно ли купить квартиру в ипотеку?' });
  const details = page.locator('details', { has: summary });
  await expect(details).not.toHaveAttribute('open');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
  await expect(page.getByText('семейную и IT-ипотеку')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(details).not.toHaveAttribute('open');
});

test('a toast appears in the live region from its button and is dismissed by «Закрыть»', async ({ page }) => {
  await openShowcase(page);
  const region = page.getByRole('status', { name: 'Уведомления' });
  await page.getByRole('button', { name: 'Показать уведомление' }).click();
  await expect(region).toContainText('Квартира добавлена в избранное');
  await region.getByRole('button', { name: 'Закрыть' }).click();
  await expect(region).not.toContainText('Квартира добавлена в избранное');
});

const DIALOGS = [
  { opener: 'Открыть диалог', title: 'Заказать звонок', placement: 'center' },
  { opener: 'Открыть меню на весь экран', title: 'Меню', placement: 'sheet' },
  { opener: 'Открыть фильтры', title: 'Фильтры', placement: 'drawer' },
];

for (const { opener, title, placement } of DIALOGS) {
  test(`the ${placement} dialog opens from its button, keeps focus inside, closes with Escape and returns focus`, async ({ page }) => {
    await openShowcase(page);
    const button = page.getByRole('button', { name: opener });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-placement', placement);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    for (let presses = 0; presses < 14; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(), `Tab ${presses + 1} left the dialog`).toBe(true);
    }
    for (let presses = 0; presses < 14; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(), `Shift+Tab ${presses + 1} left the dialog`).toBe(true);
    }
    if (placement === 'drawer') await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
}
