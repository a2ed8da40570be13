import { describe, expect, it } from 'vitest';
import { buildInventory } from '../inventory/inventory';
import { planUnit } from './unit-plan';

const { properties } = buildInventory({ publicUrl: 'http://sales.test' });
const flats = properties.filter((unit) => unit.type_purpose === 'residential');

describe('planUnit', () => {
  it('prints room areas that add up to the flat’s total area, each of them positive', () => {
    expect(flats.length).toBeGreaterThan(1000);
    for (const flat of flats) {
      const areas = planUnit(flat).rooms.map((room) => room.area);
      const sum = Math.round(areas.reduce((total, area) => total + area, 0) * 10) / 10;
      expect({ id: flat.id, sum }).toEqual({ id: flat.id, sum: flat.area_total });
      for (const area of areas) expect(area).toBeGreaterThan(1);
    }
  });

  it('keeps the flat’s own living area and kitchen on the plan', () => {
    const flat = flats.find((unit) => !unit.studio && unit.rooms_amount === 2)!;
    const rooms = planUnit(flat).rooms;
    expect(rooms.find((room) => room.kind === 'kitchen')?.area).toBe(flat.area_kitchen);
    const living = rooms.filter((room) => room.kind === 'room').reduce((total, room) => total + room.area, 0);
    expect(Math.abs(living - flat.area_living!)).toBeLessThanOrEqual(0.1);
  });
});
