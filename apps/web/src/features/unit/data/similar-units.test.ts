import { describe, expect, it } from 'vitest';
import { salesProperty } from '@/upstream/sales/fixtures';
import { similarUnits } from './similar-units';

const flat = (id: number, overrides: Parameters<typeof salesProperty>[0] = {}) => salesProperty({ id, rooms_amount: 2, studio: false, project_id: 1101, price_value: 10_000_000, status: 'AVAILABLE', ...overrides });

describe('similarUnits', () => {
  const unit = flat(1);

  it('offers flats with the same rooms in the same complex, the nearest price first, never the unit itself', () => {
    const candidates = [unit, flat(2, { price_value: 11_000_000 }), flat(3, { price_value: 9_800_000 }), flat(4, { rooms_amount: 3 }), flat(5, { price_value: 13_000_000 })];
    expect(similarUnits(unit, candidates).map((u) => u.id)).toEqual([3, 2]);
  });

  it('leaves out sold units, puts booked ones after available ones, and tells a studio from a one-room flat', () => {
    const studio = flat(10, { rooms_amount: 0, studio: true, price_value: 5_000_000 });
    const candidates = [flat(2, { status: 'BOOKED', price_value: 10_000_000 }), flat(3, { status: 'SOLD' }), flat(4, { price_value: 10_500_000 }), flat(11, { rooms_amount: 1, price_value: 5_000_000 })];
    expect(similarUnits(unit, candidates).map((u) => u.id)).toEqual([4, 2]);
    expect(similarUnits(studio, [...candidates, flat(12, { rooms_amount: 0, studio: true, price_value: 5_200_000 })]).map((u) => u.id)).toEqual([12]);
  });

  it('fills up from other complexes after the unit’s own, up to four', () => {
    const candidates = [flat(2, { project_id: 2202, price_value: 10_000_000 }), ...[3, 4, 5].map((id) => flat(id, { price_value: 9_000_000 + id })), flat(6, { project_id: 2202, price_value: 9_900_000 })];
    expect(similarUnits(unit, candidates).map((u) => u.id)).toEqual([5, 4, 3, 2]);
  });

  it('with nothing of the kind at a nearby price, offers the nearest prices of the kind instead', () => {
    const shop = salesProperty({ id: 1, type_purpose: 'commercial', rooms_amount: 0, project_id: 1101, price_value: 30_000_000, status: 'AVAILABLE' });
    const premises = (id: number, price_value: number, project_id = 1101) => salesProperty({ id, type_purpose: 'commercial', rooms_amount: 0, project_id, price_value, status: 'AVAILABLE' });
    const candidates = [premises(2, 12_000_000), premises(3, 52_000_000), premises(4, 18_000_000, 2202), flat(5, { price_value: 30_000_000 })];
    expect(similarUnits(shop, candidates).map((u) => u.id)).toEqual([2, 3, 4]);
    // One at a nearby price is enough: the far ones stay out.
    expect(similarUnits(shop, [...candidates, premises(6, 33_000_000)]).map((u) => u.id)).toEqual([6]);
  });

  it('matches parking places by type only', () => {
    const place = salesProperty({ id: 1, type_purpose: 'parking', rooms_amount: 0, price_value: 1_000_000 });
    const candidates = [salesProperty({ id: 2, type_purpose: 'parking', rooms_amount: 0, price_value: 1_100_000 }), salesProperty({ id: 3, type_purpose: 'storage', rooms_amount: 0, price_value: 1_000_000 })];
    expect(similarUnits(place, candidates).map((u) => u.id)).toEqual([2]);
  });
});
