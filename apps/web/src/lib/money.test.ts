import { describe, expect, it } from 'vitest';
import { formatPriceFrom, formatRubles, formatRublesShort } from './money';

const NBSP = '\u00a0';
const spaced = (text: string) => text.replaceAll(' ', NBSP);

describe('ruble formatting', () => {
  it('writes full prices with non-breaking group spaces', () => {
    expect(formatRubles(5_240_000)).toBe(spaced('5 240 000 ₽'));
    expect(formatRubles(999)).toBe(spaced('999 ₽'));
    expect(formatRubles(12_345_678.6)).toBe(spaced('12 345 679 ₽'));
  });

  it('shortens to millions with two decimals, rounding down to 10 000 ₽', () => {
    expect(formatRublesShort(5_240_000)).toBe(spaced('5,24 млн ₽'));
    expect(formatRublesShort(5_299_999)).toBe(spaced('5,29 млн ₽'));
    expect(formatRublesShort(3_599_000)).toBe(spaced('3,59 млн ₽'));
    expect(formatRublesShort(5_200_000)).toBe(spaced('5,2 млн ₽'));
    expect(formatRublesShort(7_000_000)).toBe(spaced('7 млн ₽'));
    expect(formatRublesShort(12_050_000)).toBe(spaced('12,05 млн ₽'));
    expect(formatRublesShort(12_009_999)).toBe(spaced('12 млн ₽'));
    expect(formatRublesShort(1_000_000)).toBe(spaced('1 млн ₽'));
  });

  it('shortens to thousands below a million', () => {
    expect(formatRublesShort(850_500)).toBe(spaced('850 тыс. ₽'));
    expect(formatRublesShort(500)).toBe(spaced('500 ₽'));
  });

  it('writes "from" prices in both styles', () => {
    expect(formatPriceFrom(5_240_000)).toBe(spaced('от 5,24 млн ₽'));
    expect(formatPriceFrom(5_240_000, 'full')).toBe(spaced('от 5 240 000 ₽'));
  });

  it('never contains an ordinary space', () => {
    for (const value of [0, 1_500, 2_345_678, 123_456_789]) {
      expect(formatPriceFrom(value)).not.toMatch(/ /);
      expect(formatPriceFrom(value, 'full')).not.toMatch(/ /);
    }
  });
});
