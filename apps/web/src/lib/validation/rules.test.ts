import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE, interpolate, ruleMessage } from './messages';
import { between, email, is, isEmpty, max, maxValue, min, minValue, numeric, regex, required } from './rules';

const EMPTY_VALUES = ['', '   \t\n', null, undefined, []] as const;

describe('required', () => {
  it('fails for empty, null, false, an empty array and whitespace-only text', () => {
    for (const value of [...EMPTY_VALUES, false]) expect(required(value), JSON.stringify(value)).toBe(false);
  });
  it('passes for text, zero, true and a non-empty array', () => {
    for (const value of ['Анна', ' a ', 0, true, ['x']]) expect(required(value), JSON.stringify(value)).toBe(true);
  });
});

describe('every other rule passes an empty value', () => {
  const rules = {
    email: (v: (typeof EMPTY_VALUES)[number]) => email(v),
    min: (v: (typeof EMPTY_VALUES)[number]) => min(v, 3),
    max: (v: (typeof EMPTY_VALUES)[number]) => max(v, 0),
    numeric: (v: (typeof EMPTY_VALUES)[number]) => numeric(v),
    min_value: (v: (typeof EMPTY_VALUES)[number]) => minValue(v, 10),
    max_value: (v: (typeof EMPTY_VALUES)[number]) => maxValue(v, -10),
    between: (v: (typeof EMPTY_VALUES)[number]) => between(v, 5, 6),
    is: (v: (typeof EMPTY_VALUES)[number]) => is(v, 'other'),
    regex: (v: (typeof EMPTY_VALUES)[number]) => regex(v, /^x$/),
  };
  for (const [name, rule] of Object.entries(rules)) {
    it(name, () => {
      for (const value of EMPTY_VALUES) expect(rule(value), JSON.stringify(value)).toBe(true);
    });
  }
  it('isEmpty does not count false or zero as empty (only required refuses false)', () => {
    expect(isEmpty(false)).toBe(false);
    expect(isEmpty(0)).toBe(false);
  });
});

describe('email', () => {
  it('matches addresses and refuses what is not one', () => {
    for (const good of ['anna@example.ru', 'a.b+tag@mail.example.com', 'иван@почта.рф']) expect(email(good), good).toBe(true);
    for (const bad of ['anna', 'anna@', '@example.ru', 'anna@example', 'an na@example.ru', 'anna@@example.ru']) expect(email(bad), bad).toBe(false);
  });
  it('checks every item of an array', () => {
    expect(email(['a@example.ru', 'b@example.ru'])).toBe(true);
    expect(email(['a@example.ru', 'nope'])).toBe(false);
  });
});

describe('min and max count characters, not UTF-16 units', () => {
  it('counts Cyrillic letters and emoji once each', () => {
    expect(min('Яна', 3)).toBe(true);
    expect(min('Ян', 3)).toBe(false);
    expect(max('👍👍', 2)).toBe(true); // four UTF-16 units, two characters
    expect(max('👍👍👍', 2)).toBe(false);
  });
});

describe('numeric', () => {
  it('accepts Latin or Arabic-Indic digits only', () => {
    expect(numeric('0123456789')).toBe(true);
    expect(numeric('٠١٢٣٤٥٦٧٨٩')).toBe(true);
    expect(numeric(42)).toBe(true);
    for (const bad of ['12a', '1.5', '-1', '1 000', '１２']) expect(numeric(bad), bad).toBe(false);
  });
});

describe('min_value, max_value and between', () => {
  it('compare numbers, also given as text with a decimal comma', () => {
    expect(minValue('10', 10)).toBe(true);
    expect(minValue('9,99', 10)).toBe(false);
    expect(maxValue(100, 100)).toBe(true);
    expect(maxValue('100.5', 100)).toBe(false);
    expect(between('5', 1, 10)).toBe(true);
    expect(between('11', 1, 10)).toBe(false);
    expect(minValue('много', 1)).toBe(false);
  });
});

describe('is and regex', () => {
  it('is: equal to the other value', () => {
    expect(is('secret', 'secret')).toBe(true);
    expect(is('secret', 'Secret')).toBe(false);
  });
  it('regex: the whole pattern, with no state kept between calls', () => {
    const digits = /^\d+$/g;
    expect(regex('123', digits)).toBe(true);
    expect(regex('123', digits)).toBe(true);
    expect(regex('12x', digits)).toBe(false);
  });
});

describe('messages (spec §5, word for word)', () => {
  it('gives the Russian text of each rule with its values', () => {
    expect(ruleMessage('required', {})).toBe('Поле обязательно для заполнения');
    expect(ruleMessage('min', { min: 2 })).toBe('Кол-во символов не должно быть меньше 2');
    expect(ruleMessage('max', { max: 100 })).toBe('Кол-во символов не должно превышать 100');
    expect(ruleMessage('min_value', { min: 1 })).toBe('Минимальное значени для этого поля - 1');
    expect(ruleMessage('max_value', { max: 9 })).toBe('Поле должно быть меньше чем - 9');
    expect(ruleMessage('between', { field: 'Срок', min: 1, max: 30 })).toBe('Значение поля "Срок" должно быть между 1 и 30');
    expect(ruleMessage('email', {})).toBe('Поле должно содержать E-mail');
    expect(ruleMessage('is', {})).toBe('Значение полей не совпадают');
    expect(ruleMessage('numeric', {})).toBe('Поле должно содержать только числа');
    expect(ruleMessage('regex', {})).toBe('Поле не прошло проверку');
  });
  it("falls back to '{field} is not valid.' for a rule without a message", () => {
    expect(DEFAULT_MESSAGE).toBe('{field} is not valid.');
    expect(ruleMessage('postcode', { field: 'Индекс' })).toBe('Индекс is not valid.');
  });
  it('leaves a placeholder without a value in place', () => {
    expect(interpolate('{a} и {b}', { a: 1 })).toBe('1 и {b}');
  });
});
