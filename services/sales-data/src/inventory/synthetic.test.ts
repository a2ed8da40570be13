import { createHash } from 'node:crypto';
import { houseSchema, propertySchema, salesProjectSchema } from '@novostroy/contracts';
import { describe, expect, it } from 'vitest';
import { buildInventory } from './inventory';
import { shareByWeight, syntheticUnitId } from './synthetic';

const TOTAL = 100_000;
const demo = buildInventory({ publicUrl: 'http://sales.test' });
const big = buildInventory({ publicUrl: 'http://sales.test', syntheticUnits: TOTAL });
const fingerprint = (inventory: typeof demo) => createHash('sha256').update(JSON.stringify({ houses: inventory.houses, properties: inventory.properties })).digest('hex');
const onOffer = (units: readonly { status: string }[]) => units.filter((u) => u.status === 'AVAILABLE').length / units.length;

describe('synthetic inventory (SALES_DATA_SYNTHETIC_UNITS)', () => {
  it('holds exactly the asked number of units, with unique ids', () => {
    expect(big.properties).toHaveLength(TOTAL);
    expect(new Set(big.properties.map((p) => p.id)).size).toBe(TOTAL);
    expect(buildInventory({ publicUrl: 'http://sales.test', syntheticUnits: 12_345 }).properties).toHaveLength(12_345);
  });

  it('is the same on every build (seeded)', () => {
    const again = buildInventory({ publicUrl: 'http://sales.test', syntheticUnits: TOTAL });
    expect(fingerprint(again)).toBe(fingerprint(big));
  });

  it('keeps every demo unit as it is and adds units only inside the demo houses and projects', () => {
    const byId = new Map(big.properties.map((p) => [p.id, p]));
    for (const unit of demo.properties) expect(byId.get(unit.id)).toEqual(unit);
    expect(big.projects.map((p) => p.id)).toEqual(demo.projects.map((p) => p.id));
    expect(big.houses.map((h) => h.id)).toEqual(demo.houses.map((h) => h.id));
    const demoIds = new Set(demo.properties.map((p) => p.id));
    // Collected, not asserted one by one: 90,000 expect() calls take seconds.
    const misplaced = big.properties.filter((unit) => {
      if (demoIds.has(unit.id)) return false;
      const house = big.house(unit.house_id);
      const section = house?.sections.find((s) => s.number === unit.section);
      return !(
        house?.project_id === unit.project_id &&
        unit.id > syntheticUnitId(unit.project_id, 0) &&
        unit.id < syntheticUnitId(unit.project_id + 1, 0) &&
        section &&
        house.floors.includes(unit.floor) &&
        unit.floor <= section.floors_count &&
        unit.floors_total === section.floors_count &&
        unit.plan_image === `http://sales.test/media/plans/${unit.id}.svg`
      );
    });
    expect(misplaced.slice(0, 3)).toEqual([]);
    expect(big.properties.length - demoIds.size).toBe(TOTAL - 9878);
  });

  it('keeps the demo inventory unchanged when unset', () => {
    expect(demo.properties).toHaveLength(9878);
    expect(fingerprint(buildInventory({ publicUrl: 'http://sales.test', syntheticUnits: 9000 }))).toBe(fingerprint(demo));
  });

  it('has realistic units: the demo mix of types, a similar share on offer, prices within the demo range', () => {
    const share = (inventory: typeof demo, type: string) => inventory.properties.filter((p) => p.type_purpose === type).length / inventory.properties.length;
    for (const type of ['residential', 'commercial', 'parking', 'storage']) expect(Math.abs(share(big, type) - share(demo, type))).toBeLessThan(0.02);
    expect(Math.abs(onOffer(big.properties) - onOffer(demo.properties))).toBeLessThan(0.03);
    const flats = big.properties.filter((p) => p.type_purpose === 'residential');
    const odd = flats.filter((flat) => !(flat.price_per_meter > 100_000 && flat.price_per_meter < 240_000 && flat.floor >= 2 && flat.area_total >= 20 && flat.area_total <= 137));
    expect(odd.slice(0, 3)).toEqual([]);
  });

  it('keeps the house counts and project statistics true to the units', () => {
    for (const house of big.houses) {
      const units = big.properties.filter((p) => p.house_id === house.id);
      expect(house.amount_total).toBe(units.length);
      expect(house.amount_free).toBe(units.filter((u) => u.status === 'AVAILABLE').length);
    }
    const first = big.projects[0];
    expect(first?.statistics).not.toEqual(demo.projects[0]?.statistics);
  });

  it('matches the contract schemas (a sample of units, every house and project)', () => {
    for (let i = 0; i < big.properties.length; i += 97) propertySchema.parse(big.properties[i]);
    for (const house of big.houses) houseSchema.parse(house);
    for (const project of big.projects) salesProjectSchema.parse(project);
  });

  it('draws floor plans of the fuller floors', () => {
    const unit = big.properties.at(-1);
    if (!unit) throw new Error('no units');
    const layout = big.floorLayout(unit.house_id, unit.floor);
    expect(layout?.units.length).toBe(big.unitsOnFloor(unit.house_id, unit.floor).length);
  });
});

describe('shareByWeight', () => {
  it('splits proportionally and exactly', () => {
    expect(shareByWeight([1, 1, 2], 8)).toEqual([2, 2, 4]);
    expect(shareByWeight([1, 1, 1], 4)).toEqual([2, 1, 1]);
    expect(shareByWeight([3, 0], 0)).toEqual([0, 0]);
    expect(shareByWeight([3, 5], -3)).toEqual([0, 0]);
  });
});
