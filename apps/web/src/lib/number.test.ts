import { describe, expect, it } from 'vitest';
import { formatNumber } from './number';

const NBSP = '\u00a0';

/** What the site printed before: ru-RU Intl with the same digits, spaces made non-breaking. */
const intl = (value: number, maximumFractionDigits: number) =>
  new Intl.NumberFormat('ru-RU', { maximumFractionDigits }).format(value).replace(/[\s\u202f]/g, NBSP);

// A fixed pseudo-random sequence, so a failure names the same values on every run.
function* numbers(count: number, seed: number) {
  let state = seed;
  for (let index = 0; index < count; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

describe('formatNumber', () => {
  it('groups thousands with non-breaking spaces and writes a decimal comma', () => {
    expect(formatNumber(5_240_000)).toBe(`5${NBSP}240${NBSP}000`);
    expect(formatNumber(1234)).toBe(`1${NBSP}234`);
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(54.3, 2)).toBe('54,3');
    expect(formatNumber(1_250.5, 1)).toBe(`1${NBSP}250,5`);
    expect(formatNumber(0)).toBe('0');
  });

  it('drops trailing zeros and rounds half away from zero on the shortest decimal form', () => {
    expect(formatNumber(7.0, 1)).toBe('7');
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(0.125, 2)).toBe('0,13');
    expect(formatNumber(1.005, 2)).toBe('1,01');
    expect(formatNumber(999.95, 1)).toBe(`1${NBSP}000`);
    expect(formatNumber(-1234.56, 1)).toBe(`-1${NBSP}234,6`);
    expect(formatNumber(-0.4)).toBe('0');
  });

  it('prints what ru-RU Intl prints, over prices, areas, rates and edge cases', () => {
    const values = [0.5, 1.5, 0.05, 0.045, 9.995, 99_999.5, 1e20, 123_456_789.987_654, 1e-7, 1e21, Number.NaN, Number.POSITIVE_INFINITY];
    for (const random of numbers(400, 17)) values.push(Math.round(random * 1e9), Math.round(random * 1e5) / 100, Math.round(random * 1e4) / 1e3, random * 3e7, -random * 5e4);
    for (const digits of [0, 1, 2]) {
      for (const value of values) expect(formatNumber(value, digits), `${value} with ${digits} digits`).toBe(intl(value, digits));
    }
  });
});
