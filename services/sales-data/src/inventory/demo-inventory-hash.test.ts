// Guards the demo inventory byte for byte. The web app's e2e tests and the docs quote concrete
// units, prices and statuses of this data, so any change to generation (even reordering calls to
// the seeded random generator) would silently break them. If the change is intended, update the
// web e2e tests and docs first, then the constant below.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildInventory } from './inventory';

const DEMO_INVENTORY_SHA256 = 'bb3bce6063a7c82a17f55a14d6e78fd30debf64c7e35fec8540a3ce6b539e1a7';

describe('demo inventory fingerprint', () => {
  it('builds byte-identical houses and units for all demo complexes', () => {
    const inventory = buildInventory({ publicUrl: 'http://sales.test' });
    const json = JSON.stringify({ houses: inventory.houses, properties: inventory.properties });
    expect(createHash('sha256').update(json).digest('hex')).toBe(DEMO_INVENTORY_SHA256);
  });
});
