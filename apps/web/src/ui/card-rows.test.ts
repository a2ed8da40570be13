import { describe, expect, it } from 'vitest';
import { cardRowsSizes, lastCardAloneAtWidest } from './card-rows';

describe('lastCardAloneAtWidest', () => {
  it('counts four columns for regular rows and three for large ones', () => {
    expect(lastCardAloneAtWidest(17, 'regular')).toBe(true);
    expect(lastCardAloneAtWidest(16, 'regular')).toBe(false);
    expect(lastCardAloneAtWidest(5, 'regular')).toBe(true);
    expect(lastCardAloneAtWidest(13, 'large')).toBe(true);
    expect(lastCardAloneAtWidest(17, 'large')).toBe(false);
    expect(lastCardAloneAtWidest(3, 'large')).toBe(false);
  });

  it('takes a single card as alone, and an empty list as not', () => {
    expect(lastCardAloneAtWidest(1, 'regular')).toBe(true);
    expect(lastCardAloneAtWidest(0, 'large')).toBe(false);
  });
});

describe('cardRowsSizes', () => {
  it('asks for half the 1200 px row for a wide card, a column otherwise', () => {
    expect(cardRowsSizes('regular', true)).toMatch(/, 600px$/);
    expect(cardRowsSizes('large')).toMatch(/, 400px$/);
    expect(cardRowsSizes('regular')).toMatch(/, 300px$/);
    expect(cardRowsSizes('regular')).toMatch(/^\(width < 768px\) 100vw/);
  });
});
