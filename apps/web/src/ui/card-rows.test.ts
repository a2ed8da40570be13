import { describe, expect, it } from 'vitest';
import { cardRowsSizes } from './card-rows';

const widest = (sizes: string) => sizes.split(', ').at(-1);
const laptop = (sizes: string) => /\(width < 1200px\) (\d+vw)/.exec(sizes)?.[1];

describe('cardRowsSizes', () => {
  it('asks for a column, or half the row for a last card alone on it at four columns', () => {
    // 17 complexes: the 17th alone under four columns, not under three.
    expect(widest(cardRowsSizes('regular', 16, 17))).toBe('600px');
    expect(laptop(cardRowsSizes('regular', 16, 17))).toBe('34vw');
    expect(widest(cardRowsSizes('regular', 15, 17))).toBe('300px');
    expect(widest(cardRowsSizes('regular', 15, 16))).toBe('300px');
  });

  it('follows the count at three columns (1024–1199 px) too', () => {
    // 4 cards: the 4th alone under three columns, one row of four at the widest.
    expect(laptop(cardRowsSizes('regular', 3, 4))).toBe('50vw');
    expect(widest(cardRowsSizes('regular', 3, 4))).toBe('300px');
  });

  it('gives large rows three columns at the widest', () => {
    expect(widest(cardRowsSizes('large', 12, 13))).toBe('600px');
    expect(widest(cardRowsSizes('large', 2, 3))).toBe('400px');
    expect(cardRowsSizes('large', 2, 3)).toMatch(/^\(width < 768px\) 100vw, \(width < 1200px\) 50vw, /);
  });

  it('takes a card alone in its list as alone on its row', () => {
    expect(widest(cardRowsSizes('regular', 0, 1))).toBe('600px');
    expect(widest(cardRowsSizes('large', 0, 1))).toBe('600px');
  });
});
