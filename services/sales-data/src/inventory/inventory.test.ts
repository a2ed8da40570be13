import { facadeSchema, houseSchema, propertySchema, salesProjectSchema } from '@novostroy/contracts';
import { describe, expect, it } from 'vitest';
import { layoutFacade } from '../geometry/facade-layout';
import { loadDemoComplexes } from './complexes';
import { DEMO_REFERENCE_DATE, DEMO_UPDATED_WITHIN_DAYS } from './generate';
import { buildInventory } from './inventory';

const inventory = buildInventory({ publicUrl: 'http://sales.test' });

describe('demo inventory', () => {
  it('is identical on every build (seeded)', () => {
    const again = buildInventory({ publicUrl: 'http://sales.test' });
    expect(JSON.stringify(again.properties)).toBe(JSON.stringify(inventory.properties));
    expect(JSON.stringify(again.projects)).toBe(JSON.stringify(inventory.projects));
    expect(JSON.stringify(again.facades)).toBe(JSON.stringify(inventory.facades));
  });

  it('has one project per demo complex, id = profitId, with its houses', () => {
    const complexes = loadDemoComplexes();
    expect(inventory.projects.map((p) => p.id)).toEqual(complexes.map((c) => c.profitId).sort((a, b) => a - b));
    for (const complex of complexes) {
      const project = inventory.project(complex.profitId);
      expect(project?.slug).toBe(complex.slug);
      expect(project?.houses_count).toBe(complex.houses);
      expect(inventory.houses.filter((h) => h.project_id === complex.profitId)).toHaveLength(complex.houses);
    }
  });

  it('has several thousand units of all four types', () => {
    const counts = inventory.countsByType();
    expect(inventory.properties.length).toBeGreaterThan(3000);
    expect(inventory.properties.length).toBeLessThan(20_000);
    for (const count of Object.values(counts)) expect(count).toBeGreaterThan(100);
  });

  it('matches the contract schemas', () => {
    for (const p of inventory.properties) propertySchema.parse(p);
    for (const p of inventory.projects) salesProjectSchema.parse(p);
    for (const h of inventory.houses) houseSchema.parse(h);
    for (const f of inventory.facades) facadeSchema.parse(f);
  });

  it('has unique ids and unit numbers per house', () => {
    expect(new Set(inventory.properties.map((p) => p.id)).size).toBe(inventory.properties.length);
    const numbers = new Set(inventory.properties.map((p) => `${p.house_id}:${p.number}`));
    expect(numbers.size).toBe(inventory.properties.length);
  });

  it('keeps to the brief: 1-4 sections, 9-25 floors, Krasnodar prices, types on their floors', () => {
    for (const house of inventory.houses) {
      expect(house.sections_count).toBeGreaterThanOrEqual(1);
      expect(house.sections_count).toBeLessThanOrEqual(4);
      for (const s of house.sections) expect(s.floors_count).toBeGreaterThanOrEqual(9);
      for (const s of house.sections) expect(s.floors_count).toBeLessThanOrEqual(25);
    }
    for (const p of inventory.properties) {
      if (p.type_purpose === 'residential') {
        expect(p.price_per_meter).toBeGreaterThanOrEqual(109_000);
        expect(p.price_per_meter).toBeLessThanOrEqual(221_000);
        expect(p.floor).toBeGreaterThanOrEqual(2);
        expect(p.studio).toBe(p.rooms_amount === 0);
      }
      if (p.type_purpose === 'commercial') expect(p.floor).toBe(1);
      if (p.type_purpose === 'parking' || p.type_purpose === 'storage') expect(p.floor).toBe(-1);
      expect(Math.abs(p.price_per_meter * p.area_total - p.price_value)).toBeLessThan(p.area_total);
    }
  });

  it('marks down 6-10 % of flats and shops: an old price 5-15 % above, in 10 000 ₽ steps; none elsewhere', () => {
    for (const type of ['residential', 'commercial'] as const) {
      const units = inventory.properties.filter((p) => p.type_purpose === type);
      const discounted = units.filter((p) => p.price_old !== null);
      expect(discounted.length / units.length).toBeGreaterThan(0.05);
      expect(discounted.length / units.length).toBeLessThan(0.1);
      expect(discounted.some((p) => p.status === 'AVAILABLE')).toBe(true);
      for (const p of discounted) {
        const old = p.price_old ?? 0;
        expect(old % 10_000).toBe(0);
        expect(old).toBeGreaterThan(p.price_value);
        expect(old / p.price_value).toBeGreaterThanOrEqual(1.045);
        expect(old / p.price_value).toBeLessThanOrEqual(1.155);
      }
    }
    expect(inventory.properties.filter((p) => p.type_purpose === 'parking' || p.type_purpose === 'storage').every((p) => p.price_old === null)).toBe(true);
  });

  it('dates the last change of every unit within the 60 days before the fixed reference date, not from the clock', () => {
    const times = inventory.properties.map((p) => Date.parse(p.updated_at ?? ''));
    expect(times.every((t) => t < DEMO_REFERENCE_DATE && t >= DEMO_REFERENCE_DATE - DEMO_UPDATED_WITHIN_DAYS * 86_400_000)).toBe(true);
    expect(new Set(times).size).toBeGreaterThan(inventory.properties.length * 0.9);
    expect(inventory.properties.every((p) => p.updated_at?.endsWith('Z'))).toBe(true);
  });

  it('mixes statuses, released complexes mostly sold', () => {
    for (const project of inventory.projects) {
      const units = inventory.properties.filter((p) => p.project_id === project.id);
      const soldShare = units.filter((p) => p.status === 'SOLD').length / units.length;
      if (project.released) expect(soldShare).toBeGreaterThan(0.8);
      else {
        expect(soldShare).toBeLessThan(0.7);
        expect(units.some((p) => p.status === 'BOOKED')).toBe(true);
      }
    }
  });

  it('computes statistics over AVAILABLE (free) and AVAILABLE+BOOKED (prices)', () => {
    const project = inventory.projects[0];
    if (!project) throw new Error('no project');
    const flats = inventory.properties.filter((p) => p.project_id === project.id && p.type_purpose === 'residential');
    const offered = flats.filter((p) => p.status !== 'SOLD');
    const s = project.statistics;
    expect(s.amount_flat).toBe(flats.length);
    expect(s.amount_flat_free).toBe(flats.filter((p) => p.status === 'AVAILABLE').length);
    expect(s.min_price_flat).toBe(Math.min(...offered.map((p) => p.price_value)));
    expect(s.max_price_flat).toBe(Math.max(...offered.map((p) => p.price_value)));
    expect(s.min_price_studio_room).toBe(Math.min(...offered.filter((p) => p.studio).map((p) => p.price_value)));
    expect(s.min_price_two_bedroom).toBe(Math.min(...offered.filter((p) => p.rooms_amount === 2).map((p) => p.price_value)));
    expect(s.min_price_four_bedroom).toBe(Math.min(...offered.filter((p) => p.rooms_amount >= 4).map((p) => p.price_value)));
  });
});

describe('geometry', () => {
  it('puts every unit of every floor on the plan, inside the image', () => {
    for (const house of inventory.houses) {
      for (const floor of house.floors) {
        const layout = inventory.floorLayout(house.id, floor);
        if (!layout) throw new Error(`house ${house.id} floor ${floor} has no layout`);
        expect(layout.units.map((u) => u.property.id).sort()).toEqual(inventory.unitsOnFloor(house.id, floor).map((p) => p.id).sort());
        for (const { rect } of layout.units) {
          expect(rect.x).toBeGreaterThanOrEqual(0);
          expect(rect.y).toBeGreaterThanOrEqual(0);
          expect(rect.x + rect.w).toBeLessThanOrEqual(layout.width + 0.01);
          expect(rect.y + rect.h).toBeLessThanOrEqual(layout.height + 0.01);
        }
      }
      expect(inventory.floorLayout(house.id, house.floors_count + 1)).toBeUndefined();
    }
  });

  it('draws one facade polygon per section and floor, inside the image', () => {
    for (const house of inventory.houses) {
      const layout = layoutFacade(house);
      expect(layout.floors).toHaveLength(house.sections.reduce((sum, s) => sum + s.floors_count, 0));
      for (const { rect } of layout.floors) {
        expect(rect.y).toBeGreaterThanOrEqual(0);
        expect(rect.x + rect.w).toBeLessThanOrEqual(layout.width);
      }
    }
  });
});
