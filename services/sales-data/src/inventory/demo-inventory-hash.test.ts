// Guards the demo inventory byte for byte. The web app's e2e tests and the docs quote concrete
// units, prices and statuses of this data, so any change to generation (even reordering calls to
// the seeded random generator) would silently break them. If the change is intended, update the
// web e2e tests and docs first, then the constant below.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildInventory } from './inventory';

const DEMO_INVENTORY_SHA256 = 'ea2e9e64012e2856068843deb59d25e326a1765f48a4f2c0df906c8ac61e453c';

describe('demo inventory fingerprint', () => {
  it('builds byte-identical houses and units for all demo complexes', () => {
    const inventory = buildInventory({ publicUrl: 'http://sales.test' });
    const json = JSON.stringify({ houses: inventory.houses, properties: inventory.properties });
    expect(createHash('sha256').update(json).digest('hex')).toBe(DEMO_INVENTORY_SHA256);
  });
});
