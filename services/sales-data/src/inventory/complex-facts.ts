// What the CMS says about each demo complex that the inventory decides: how tall its houses are,
// the finishing its flats are sold with, and the smallest flat of each size. The CMS seed reads
// these from data/demo/complex-facts.json, so a complex's page and its units agree; the test beside
// this file keeps that file equal to what the inventory holds.
import type { Finishing } from '@novostroy/contracts';
import type { Inventory } from './inventory';

const FINISHING_ORDER: readonly Finishing[] = ['none', 'white_box', 'full'];
/** Studio, then 1, 2 and 3 rooms: the sizes a complex's facts name «от … м²». */
const ROOM_KEYS = ['studio', '1', '2', '3'] as const;

export interface ComplexFacts {
  floors: { min: number; max: number };
  /** Every finishing its flats are sold with, from none to full. */
  finishing: Finishing[];
  /** The smallest total area of a studio and of a 1-, 2- and 3-room flat, m². */
  smallestArea: Partial<Record<(typeof ROOM_KEYS)[number], number>>;
  /** The most rooms a flat of it has, 4 for four and more («от студий до трёхкомнатных»). */
  mostRooms: number;
}

export function complexFacts(inventory: Pick<Inventory, 'houses' | 'properties'>): Record<string, ComplexFacts> {
  const facts: Record<string, ComplexFacts> = {};
  const projectIds = [...new Set(inventory.houses.map((house) => house.project_id))].sort((a, b) => a - b);
  for (const projectId of projectIds) {
    const floors = inventory.houses.filter((house) => house.project_id === projectId).flatMap((house) => house.sections.map((section) => section.floors_count));
    const flats = inventory.properties.filter((unit) => unit.project_id === projectId && unit.type_purpose === 'residential');
    const smallestArea: ComplexFacts['smallestArea'] = {};
    for (const key of ROOM_KEYS) {
      const areas = flats.filter((flat) => (key === 'studio' ? flat.studio : !flat.studio && String(flat.rooms_amount) === key)).map((flat) => flat.area_total);
      if (areas.length > 0) smallestArea[key] = Math.min(...areas);
    }
    facts[String(projectId)] = {
      floors: { min: Math.min(...floors), max: Math.max(...floors) },
      finishing: FINISHING_ORDER.filter((finishing) => flats.some((flat) => flat.finishing === finishing)),
      smallestArea,
      mostRooms: Math.min(4, Math.max(0, ...flats.map((flat) => (flat.studio ? 0 : flat.rooms_amount)))),
    };
  }
  return facts;
}
