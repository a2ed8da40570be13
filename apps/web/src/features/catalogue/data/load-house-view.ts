// Server data of the chessboard and facade views: the one house of the query, its units, facade,
// floor plan and render, as the listing's type sees them. Sales-data down -> 'unavailable' (the
// page shows the note, never an error); an id or a floor the service does not know -> a state the
// page explains in Russian.
import 'server-only';
import { fetchFacade, fetchFloorPlan, fetchHouse, fetchHouseRenders, fetchHouseUnits, type Facade, type FloorPlan, type House, type Property, type Render } from '@/upstream/sales';
import { TYPE_PURPOSE_OF, type CatalogueQuery } from './catalogue-query';
import { buildChessboard, facadeOfType, floorsOfUnits, planUnitsOutside, unitsOutsideFilters, type Chessboard } from './house-views';

export type HouseViewData =
  | { state: 'unavailable' }
  | { state: 'unknown-house' }
  | { state: 'chess'; house: House; board: Chessboard }
  /**
   * `levels`: the underground levels with units of the listing's type, offered beside the facade;
   * `noneOfType`: the house has no unit of that type at all (the facade would offer nothing);
   * `filtered`: the listing's filters leave some of its units out, and the facade's free counts
   * are of those that pass them.
   */
  | { state: 'facade'; house: House; facade: Facade | null; render: Render | null; levels: number[]; noneOfType: boolean; filtered: boolean }
  /**
   * `outside`: the plan's units on sale the listing dims (another type, or left out by its
   * filters); `floors`: the floors to step through (those with units of the listing's type);
   * `facade`: whether the facade offers anything of that type (parking and storage: no).
   */
  | { state: 'floor'; house: House; plan: FloorPlan; outside: ReadonlySet<number>; floors: number[]; facade: boolean }
  | { state: 'unknown-level'; house: House; level: number };

/** One floor's plan. `units`: the house's units of the listing's type, undefined when they could not be read. */
async function loadFloor(house: House, level: number, query: CatalogueQuery, units: Promise<readonly Property[] | undefined>): Promise<HouseViewData> {
  const [plan, ofType] = await Promise.all([fetchFloorPlan(house.id, level), units]);
  if (plan === undefined) return { state: 'unavailable' };
  if (plan === null) return { state: 'unknown-level', house, level };
  // Without the units the plan still works: nothing of the type shaded, every floor to step to.
  const floors = ofType && ofType.length > 0 ? floorsOfUnits(ofType) : [...house.floors].sort((a, b) => a - b);
  return { state: 'floor', house, plan, outside: planUnitsOutside(plan.units, TYPE_PURPOSE_OF[query.kind], ofType ?? [], query), floors, facade: floors.some((floor) => floor >= 1) };
}

export async function loadHouseView(query: CatalogueQuery, houseId: number): Promise<HouseViewData> {
  const house = await fetchHouse(houseId);
  if (house === undefined) return { state: 'unavailable' };
  if (house === null) return { state: 'unknown-house' };
  const units = fetchHouseUnits(house.id, TYPE_PURPOSE_OF[query.kind]);

  if (query.view === 'chess') {
    const ofType = await units;
    return ofType ? { state: 'chess', house, board: buildChessboard(ofType, house, query) } : { state: 'unavailable' };
  }

  if (query.level !== null) {
    // A floor the house does not list is never asked for: the answer would be a 404 anyway.
    return house.floors.includes(query.level) ? loadFloor(house, query.level, query, units) : { state: 'unknown-level', house, level: query.level };
  }

  // The facade and the render are asked for with the units, but not waited for when the units say
  // the view is a plan (both answer undefined on failure, never throw).
  const drawings = Promise.all([fetchFacade(house.id), fetchHouseRenders(house.id)]);
  drawings.catch(() => undefined);
  const ofType = await units;
  const floors = ofType ? floorsOfUnits(ofType) : house.floors;
  // Parking places and storerooms are below ground: no floor of the facade would offer one, so the
  // view opens the plan of their level (the one nearest the ground).
  const underground = floors.filter((floor) => floor < 1);
  const level = underground.at(-1);
  if (ofType && level !== undefined && underground.length === floors.length && house.floors.includes(level)) return loadFloor(house, level, query, units);
  const [facade, renders] = await drawings;
  if (facade === undefined) return { state: 'unavailable' };
  const outside = ofType ? unitsOutsideFilters(ofType, query) : new Set<number>();
  // The render is an illustration: without it the facade still works.
  return {
    state: 'facade',
    house,
    facade: facade && ofType ? facadeOfType(facade, ofType, outside) : facade,
    filtered: outside.size > 0,
    render: renders?.[0] ?? null,
    levels: underground.filter((floor) => house.floors.includes(floor)),
    noneOfType: ofType?.length === 0,
  };
}
