// The number in a listing's live status line: «Найдена 21 квартира», «Найдено 391 машино-место».

import type { Page } from '@playwright/test';

const FOUND = /Найден[аоы]?\s(\d+)/;

export async function foundCount(page: Page): Promise<number> {
  const text = (await page.getByRole('status').filter({ hasText: FOUND }).textContent()) ?? '';
  const match = FOUND.exec(text);
  if (!match) throw new Error(`no count in «${text}»`);
  return Number(match[1]);
}
