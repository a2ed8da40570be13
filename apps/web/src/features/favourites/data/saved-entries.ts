// A saved list as the pages show it: every id in the visitor's order, with its unit as sales-data
// knows it now (any status), or null when sales-data no longer lists it. Pure, so it is tested alone.
import type { Property } from '@novostroy/contracts';
import { paths } from '@/lib/paths';

export interface SavedEntry {
  id: number;
  unit: Property | null;
}

export type SavedUnits = { kind: 'units'; entries: SavedEntry[] } | { kind: 'unavailable'; ids: number[] };

/** The ids in their order, each with its unit; units sales-data gave for ids not asked for are dropped. */
export function savedEntries(ids: readonly number[], units: readonly Property[]): SavedEntry[] {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  return ids.map((id) => ({ id, unit: byId.get(id) ?? null }));
}

/**
 * Where a sold unit's visitor finds the like of it: the listing of the same complex, and for a
 * flat the same room count (studios, 1, 2, 3, 4 and more).
 */
export function similarListingHref(unit: Pick<Property, 'type_purpose' | 'project_id' | 'rooms_amount' | 'studio'>): string {
  switch (unit.type_purpose) {
    case 'residential':
      return paths.flatsByRooms(unit.studio ? 0 : Math.min(Math.max(unit.rooms_amount, 0), 4), unit.project_id);
    case 'commercial':
      return paths.commercial(unit.project_id);
    case 'parking':
      return paths.parking(unit.project_id);
    case 'storage':
      return paths.storeRooms(unit.project_id);
  }
}
