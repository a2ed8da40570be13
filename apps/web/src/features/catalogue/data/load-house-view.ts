// Server data of the chessboard and facade views: the one house of the query, its units, facade,
// floor plan and render. Sales-data down -> 'unavailable' (the page shows the note, never an
// error); an id or a floor the service does not know -> a state the page explains in Russian.
import 'server-only';
import { fetchFacade, fetchFloorPlan, fetchHouse, fetchHouseRenders, fetchHouseUnits, type Facade, type FloorPlan, type House, type Render } from '@/upstream/sales';
import { TYPE_PURPOSE_OF, type CatalogueQuery } from './catalogue-query';
import { buildChessboard, unitsOutsideFilters, type Chessboard } from './house-views';

export type HouseViewData =
  | { state: 'unavailable' }
  | { state: 'unknown-house' }
  | { state: 'chess'; house: House; board: Chessboard }
  | { state: 'facade'; house: House; facade: Facade | null; render: Render | null }
  /** `outside`: the plan's units of the listing's type that its filters leave out. */
  | { state: 'floor'; house: House; plan: FloorPlan; outside: ReadonlySet<number> }
  | { state: 'unknown-level'; house: House; level: number };

export async function loadHouseView(query: CatalogueQuery, houseId: number): Promise<HouseViewData> {
  const house = await fetchHouse(houseId);
  if (house === undefined) return { state: 'unavailable' };
  if (house === null) return { state: 'unknown-house' };

  if (query.view === 'chess') {
    const units = await fetchHouseUnits(house.id, TYPE_PURPOSE_OF[query.kind]);
    return units ? { state: 'chess', house, board: buildChessboard(units, house, query) } : { state: 'unavailable' };
  }

  if (query.level !== null) {
    // A floor the house does not list is never asked for: the answer would be a 404 anyway.
    if (!house.floors.includes(query.level)) return { state: 'unknown-level', house, level: query.level };
    const [plan, units] = await Promise.all([fetchFloorPlan(house.id, query.level), fetchHouseUnits(house.id, TYPE_PURPOSE_OF[query.kind])]);
    if (plan === undefined) return { state: 'unavailable' };
    // Without the units the plan still works, nothing shaded.
    return plan === null ? { state: 'unknown-level', house, level: query.level } : { state: 'floor', house, plan, outside: unitsOutsideFilters(units ?? [], query) };
  }

  const [facade, renders] = await Promise.all([fetchFacade(house.id), fetchHouseRenders(house.id)]);
  if (facade === undefined) return { state: 'unavailable' };
  // The render is an illustration: without it the facade still works.
  return { state: 'facade', house, facade, render: renders?.[0] ?? null };
}
