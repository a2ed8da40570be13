// data/demo/complex-facts.json is what the CMS seed writes on each complex's page: it must be what
// the demo inventory holds. After an intended change to the inventory, rewrite the file with
// `UPDATE_COMPLEX_FACTS=1 npx vitest run src/inventory/complex-facts.test.ts` (in services/sales-data).
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { complexFacts } from './complex-facts';
import { buildInventory } from './inventory';

const FILE = new URL('../../../../data/demo/complex-facts.json', import.meta.url);
const ABOUT = 'Facts of each demo complex that the sales-data inventory decides, keyed by profitId; the CMS seed writes them on the complex pages. Generated from the inventory: services/sales-data/src/inventory/complex-facts.test.ts says how to rewrite it.';

/** One complex a line, so a change to the inventory shows in a diff as the complexes it moved. */
const factsFile = (facts: Record<string, unknown>) =>
  `{\n  "about": ${JSON.stringify(ABOUT)},\n  "complexes": {\n${Object.entries(facts)
    .map(([id, each]) => `    ${JSON.stringify(id)}: ${JSON.stringify(each)}`)
    .join(',\n')}\n  }\n}\n`;

describe('the complexes facts the CMS seed uses', () => {
  const inventory = buildInventory({ publicUrl: 'http://sales.test' });
  const facts = complexFacts(inventory);

  it('are what the demo inventory holds', () => {
    if (process.env.UPDATE_COMPLEX_FACTS === '1') writeFileSync(FILE, factsFile(facts));
    const file = JSON.parse(readFileSync(FILE, 'utf8')) as { complexes: unknown };
    expect(file.complexes).toEqual(facts);
  });

  it('name the floors of every section and the finishing of every flat', () => {
    const istoki = inventory.houses.filter((house) => house.project_id === 1105);
    const sectionFloors = istoki.flatMap((house) => house.sections.map((section) => section.floors_count));
    expect(facts['1105']?.floors).toEqual({ min: Math.min(...sectionFloors), max: Math.max(...sectionFloors) });
    for (const unit of inventory.properties.filter((each) => each.type_purpose === 'residential')) {
      const own = facts[String(unit.project_id)];
      expect(own?.finishing).toContain(unit.finishing);
      expect(unit.floors_total).toBeGreaterThanOrEqual(own?.floors.min ?? Infinity);
      expect(unit.floors_total).toBeLessThanOrEqual(own?.floors.max ?? -Infinity);
    }
  });
});
