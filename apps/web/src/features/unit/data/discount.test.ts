import { describe, expect, it } from 'vitest';
import { discountOf } from './discount';

describe('discountOf', () => {
  it('gives the saving in rubles and whole percent of the old price', () => {
    expect(discountOf({ price_value: 9_300_000, price_old: 10_000_000 })).toEqual({ percent: 7, rubles: 700_000 });
  });

  it('is no discount without an old price, with one not above the price, or for a unit without a price', () => {
    expect(discountOf({ price_value: 9_300_000, price_old: null })).toBeNull();
    expect(discountOf({ price_value: 9_300_000 })).toBeNull();
    expect(discountOf({ price_value: 9_300_000, price_old: 9_300_000 })).toBeNull();
    expect(discountOf({ price_value: 0, price_old: 1_000_000 })).toBeNull();
  });
});
