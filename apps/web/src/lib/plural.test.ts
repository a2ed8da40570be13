import { describe, expect, it } from 'vitest';
import { countWithNoun, pluralForm, remainingUnitsText } from './plural';

const NBSP = '\u00a0';
const spaced = (text: string) => text.replace(/(\d) /, `$1${NBSP}`);

describe('pluralForm', () => {
  const flats = { one: 'квартира', few: 'квартиры', many: 'квартир' };
  it.each([
    [1, 'квартира'],
    [2, 'квартиры'],
    [4, 'квартиры'],
    [5, 'квартир'],
    [11, 'квартир'],
    [14, 'квартир'],
    [21, 'квартира'],
    [22, 'квартиры'],
    [25, 'квартир'],
    [101, 'квартира'],
    [111, 'квартир'],
    [0, 'квартир'],
  ])('%i -> %s', (count, word) => {
    expect(pluralForm(count, flats)).toBe(word);
  });

  it('joins number and noun with a non-breaking space', () => {
    expect(countWithNoun(3, flats)).toBe(`3${NBSP}квартиры`);
  });
});

describe('remainingUnitsText (spec §9)', () => {
  it.each([
    [1, 'flat', 'Осталась 1 квартира'],
    [2, 'flat', 'Осталось 2 квартиры'],
    [4, 'flat', 'Осталось 4 квартиры'],
    [5, 'flat', 'Осталось 5 квартир'],
    [12, 'flat', 'Осталось 12 квартир'],
    [21, 'flat', 'Осталась 21 квартира'],
    [1, 'parking', 'Осталось 1 машино-место'],
    [3, 'parking', 'Осталось 3 машино-места'],
    [7, 'parking', 'Осталось 7 машино-мест'],
    [1, 'storage', 'Осталась 1 кладовая'],
    [2, 'storage', 'Осталось 2 кладовые'],
    [9, 'storage', 'Осталось 9 кладовых'],
    [1, 'commercial', 'Осталось 1 помещение'],
    [3, 'commercial', 'Осталось 3 помещения'],
    [6, 'commercial', 'Осталось 6 помещений'],
  ] as const)('%i %s -> %s', (count, kind, text) => {
    expect(remainingUnitsText(count, kind)).toBe(spaced(text));
  });

  it('says nothing when nothing is left', () => {
    expect(remainingUnitsText(0, 'flat')).toBeNull();
    expect(remainingUnitsText(Number.NaN, 'flat')).toBeNull();
  });
});
