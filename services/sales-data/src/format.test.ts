import { describe, expect, it } from 'vitest';
import { squareMeters } from './format';

describe('squareMeters', () => {
  it('writes an area as the site does: whole metres without a decimal, otherwise up to two decimals with a comma', () => {
    expect(squareMeters(15)).toBe('15\u00a0м²');
    expect(squareMeters(36.9)).toBe('36,9\u00a0м²');
    expect(squareMeters(45.67)).toBe('45,67\u00a0м²');
    expect(squareMeters(45.678)).toBe('45,68\u00a0м²');
    expect(squareMeters(12.5 + 0.1 + 0.2)).toBe('12,8\u00a0м²');
  });
});
