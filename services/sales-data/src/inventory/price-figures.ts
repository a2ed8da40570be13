// Derived price figures: price per m² per project and unit type, and completion years with counts.
import type { DevelopmentEndYear, House, Property, SalesProject, SquareMeterPrice } from '@novostroy/contracts';
import { TYPE_PURPOSES_IN_ORDER } from './generate';

export function squareMeterPrices(projects: readonly SalesProject[], properties: readonly Property[]): SquareMeterPrice[] {
  const rows: SquareMeterPrice[] = [];
  for (const project of projects) {
    const offered = properties.filter((p) => p.project_id === project.id && (p.status === 'AVAILABLE' || p.status === 'BOOKED'));
    for (const type of TYPE_PURPOSES_IN_ORDER) {
      const perMeter = offered.filter((p) => p.type_purpose === type).map((p) => p.price_per_meter);
      rows.push({
        project_id: project.id,
        type_purpose: type,
        amount: perMeter.length,
        min_price_per_meter: perMeter.length ? Math.min(...perMeter) : null,
        max_price_per_meter: perMeter.length ? Math.max(...perMeter) : null,
        avg_price_per_meter: perMeter.length ? Math.round(perMeter.reduce((s, v) => s + v, 0) / perMeter.length) : null,
      });
    }
  }
  return rows;
}

/** Groups houses by completion year, ascending. */
export function developmentEndYears(houses: readonly House[], properties: readonly Property[]): DevelopmentEndYear[] {
  const freeFlats = new Map<number, number>();
  for (const p of properties) {
    if (p.type_purpose === 'residential' && p.status === 'AVAILABLE') freeFlats.set(p.house_id, (freeFlats.get(p.house_id) ?? 0) + 1);
  }
  const years = new Map<number, House[]>();
  for (const house of houses) {
    const list = years.get(house.development_end.year);
    if (list) list.push(house);
    else years.set(house.development_end.year, [house]);
  }
  return [...years.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, list]) => {
      const projectIds = [...new Set(list.map((h) => h.project_id))].sort((a, b) => a - b);
      return {
        year,
        quarters: [...new Set(list.map((h) => h.development_end.quarter))].sort((a, b) => a - b),
        houses_count: list.length,
        projects_count: projectIds.length,
        project_ids: projectIds,
        amount_flat_free: list.reduce((sum, h) => sum + (freeFlats.get(h.id) ?? 0), 0),
      };
    });
}
