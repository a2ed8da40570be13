import { describe, expect, it } from 'vitest';
import { catalogueTexts } from './texts';

const spaced = (text: string) => text.replace(/(\d) /, '$1\u00a0');

describe('the count of units found', () => {
  it.each([
    ['flats', 21, 'Найдена 21 квартира'],
    ['flats', 11, 'Найдено 11 квартир'],
    ['flats', 3, 'Найдено 3 квартиры'],
    ['storage', 391, 'Найдена 391 кладовая'],
    ['storage', 0, 'Найдено 0 кладовых'],
    ['parking', 1, 'Найдено 1 машино-место'],
    ['commercial', 101, 'Найдено 101 помещение'],
  ] as const)('%s, %i: «%s»', (kind, count, text) => {
    expect(catalogueTexts.found(kind, count)).toBe(spaced(text));
    expect(catalogueTexts.table.caption(kind, count)).toBe(`${spaced(text)}: таблица`);
  });
});
