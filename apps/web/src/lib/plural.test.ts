import { describe, expect, it } from 'vitest';
import { countWithNoun, noneLeftText, pluralForm, remainingOrNoneText, remainingUnitsText } from './plural';

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

describe('remainingOrNoneText: every count of a complex page, for each kind', () => {
  // Russian plural rules: 1/21/101 one, 2–4/22–24 few, 0/5–20/111 many; 0 says none are left.
  const expected: Record<'flat' | 'parking' | 'storage' | 'commercial', Record<number, string>> = {
    flat: {
      0: 'Квартир не осталось',
      1: 'Осталась 1 квартира',
      2: 'Осталось 2 квартиры',
      4: 'Осталось 4 квартиры',
      5: 'Осталось 5 квартир',
      11: 'Осталось 11 квартир',
      12: 'Осталось 12 квартир',
      14: 'Осталось 14 квартир',
      21: 'Осталась 21 квартира',
      22: 'Осталось 22 квартиры',
      25: 'Осталось 25 квартир',
      101: 'Осталась 101 квартира',
      111: 'Осталось 111 квартир',
    },
    parking: {
      0: 'Машино-мест не осталось',
      1: 'Осталось 1 машино-место',
      2: 'Осталось 2 машино-места',
      4: 'Осталось 4 машино-места',
      5: 'Осталось 5 машино-мест',
      11: 'Осталось 11 машино-мест',
      12: 'Осталось 12 машино-мест',
      14: 'Осталось 14 машино-мест',
      21: 'Осталось 21 машино-место',
      22: 'Осталось 22 машино-места',
      25: 'Осталось 25 машино-мест',
      101: 'Осталось 101 машино-место',
      111: 'Осталось 111 машино-мест',
    },
    storage: {
      0: 'Кладовых не осталось',
      1: 'Осталась 1 кладовая',
      2: 'Осталось 2 кладовые',
      4: 'Осталось 4 кладовые',
      5: 'Осталось 5 кладовых',
      11: 'Осталось 11 кладовых',
      12: 'Осталось 12 кладовых',
      14: 'Осталось 14 кладовых',
      21: 'Осталась 21 кладовая',
      22: 'Осталось 22 кладовые',
      25: 'Осталось 25 кладовых',
      101: 'Осталась 101 кладовая',
      111: 'Осталось 111 кладовых',
    },
    commercial: {
      0: 'Помещений не осталось',
      1: 'Осталось 1 помещение',
      2: 'Осталось 2 помещения',
      4: 'Осталось 4 помещения',
      5: 'Осталось 5 помещений',
      11: 'Осталось 11 помещений',
      12: 'Осталось 12 помещений',
      14: 'Осталось 14 помещений',
      21: 'Осталось 21 помещение',
      22: 'Осталось 22 помещения',
      25: 'Осталось 25 помещений',
      101: 'Осталось 101 помещение',
      111: 'Осталось 111 помещений',
    },
  };
  const cases = Object.entries(expected).flatMap(([kind, byCount]) =>
    Object.entries(byCount).map(([count, text]) => [Number(count), kind as keyof typeof expected, text] as const),
  );

  it.each(cases)('%i %s -> %s', (count, kind, text) => {
    expect(remainingOrNoneText(count, kind)).toBe(spaced(text));
  });

  it('says none are left for a count that is not a number, never "Осталось NaN"', () => {
    expect(remainingOrNoneText(Number.NaN, 'parking')).toBe(noneLeftText('parking'));
    expect(remainingOrNoneText(-3, 'storage')).toBe('Кладовых не осталось');
  });
});
