import { describe, expect, it } from 'vitest';
import { keepShortWordsWithNext, keepSignsWithNumbers, keepSignsWithNumbersIn } from './typography';

const NBSP = '\u00a0';
const nb = (text: string) => text.replaceAll('_', NBSP);

describe('keepSignsWithNumbers', () => {
  it('keeps %, ₽ and м² with the number before them', () => {
    expect(keepSignsWithNumbers('первый взнос от 30 %, остаток')).toBe(nb('первый взнос от 30_%, остаток'));
    expect(keepSignsWithNumbers('от 3,5 млн ₽ и 850 тыс. ₽')).toBe(nb('от 3,5_млн_₽ и 850_тыс._₽'));
    expect(keepSignsWithNumbers('площадь 45,2 м²')).toBe(nb('площадь 45,2_м²'));
  });

  it('keeps the groups of a number together, and no two numbers', () => {
    expect(keepSignsWithNumbers('цена 7 500 000 ₽')).toBe(nb('цена 7_500_000_₽'));
    expect(keepSignsWithNumbers('с 9 до 18, этажи 2 14')).toBe('с 9 до 18, этажи 2 14');
    expect(keepSignsWithNumbers('в 2025 году 1200 квартир')).toBe('в 2025 году 1200 квартир');
  });

  it('keeps № and § with the number after them', () => {
    expect(keepSignsWithNumbers('Федеральный закон № 152-ФЗ, § 3')).toBe(nb('Федеральный закон №_152-ФЗ, §_3'));
    expect(keepSignsWithNumbers('№ квартиры')).toBe('№ квартиры');
  });

  it('keeps the abbreviations and parts of an address with what follows them', () => {
    expect(keepSignsWithNumbers('г. Краснодар, ул. Стахановская, 15, павильон 1')).toBe(nb('г._Краснодар, ул._Стахановская, 15, павильон_1'));
    expect(keepSignsWithNumbers('Офис 301, корп. 2, Корпус 3')).toBe(nb('Офис_301, корп._2, Корпус_3'));
    // Not inside a word, not before a lowercase word, not before a word that is no number.
    expect(keepSignsWithNumbers('Сапог. Далее, и т. д. и т. п. офис продаж, этажи 2 и 3')).toBe('Сапог. Далее, и т. д. и т. п. офис продаж, этажи 2 и 3');
  });

  it('leaves text without such places as it is', () => {
    for (const text of ['Ипотека и IT-ипотека', '+7 (861) 200-00-00', '/uploads/a b.webp', '50% скидка']) {
      expect(keepSignsWithNumbers(text)).toBe(text);
    }
  });
});

describe('keepSignsWithNumbersIn', () => {
  it('applies the rules to every string of a parsed answer, not to its keys or other values', () => {
    const answer = { 'Info 5 %': 'от 5,9 % годовых', Percent: 5.9, Items: [{ Text: '№ 1' }, null, true] };
    expect(keepSignsWithNumbersIn(answer)).toEqual({ 'Info 5 %': nb('от 5,9_% годовых'), Percent: 5.9, Items: [{ Text: nb('№_1') }, null, true] });
  });
});

describe('keepShortWordsWithNext', () => {
  const shown = (text: string) => keepShortWordsWithNext(text).replaceAll('\u00a0', '_');

  it('keeps a preposition, a conjunction or «не» with the word after it, one after another too', () => {
    expect(shown('Дом стоит в парке и у реки')).toBe('Дом стоит в_парке и_у_реки');
    expect(shown('В 2026 году сдали дом, а не два')).toBe('В_2026 году сдали дом, а_не_два');
    expect(shown('Для семей с детьми (и не только) — «в центре»')).toBe('Для_семей с_детьми (и_не_только) — «в_центре»');
  });

  it('leaves the same letters inside or at the end of a word, and a short word at the end', () => {
    expect(shown('вода, сон, кино и')).toBe('вода, сон, кино и');
    expect(shown('ЖК «Лазурный» сдан досрочно')).toBe('ЖК «Лазурный» сдан досрочно');
  });
});
