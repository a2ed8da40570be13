// The in-memory inventory the API serves: projects with statistics, houses, units, facades and
// renders, with indexes by id. Built once at start from the demo complexes (about 100 ms);
// pictures and floor layouts are made on demand. Only a unit's status can change (the test
// controls, SALES_DATA_TEST_CONTROLS): setStatus recomputes everything derived from statuses.
import type { Facade, House, Property, PropertyStatus, PropertyTypePurpose, Render, SalesProject, SquareMeterPrice } from '@novostroy/contracts';
import { layoutFacade } from '../geometry/facade-layout';
import { layoutFloor, type FloorLayout } from '../geometry/floor-layout';
import { rectPoints } from '../geometry/shapes';
import { loadDemoComplexes, type DemoComplex } from './complexes';
import { generateProject } from './generate';
import { squareMeterPrices } from './price-figures';
import { projectStatistics } from './statistics';
import { addSyntheticUnits } from './synthetic';

export interface Inventory {
  projects: readonly SalesProject[];
  houses: readonly House[];
  properties: readonly Property[];
  facades: readonly Facade[];
  renders: readonly Render[];
  project(id: number): SalesProject | undefined;
  house(id: number): House | undefined;
  property(id: number): Property | undefined;
  render(id: number): Render | undefined;
  /** Units of one house on one floor (all sections), in id order. */
  unitsOnFloor(houseId: number, floor: number): readonly Property[];
  /** Absolute URL of a floor plan SVG. */
  floorImage(houseId: number, floor: number): string;
  /** The floor's layout, or undefined when the house has no such floor. */
  floorLayout(houseId: number, floor: number): FloorLayout | undefined;
  countsByType(): Record<PropertyTypePurpose, number>;
  /** Price per m² per project and unit type over the units on offer (computed once per status change). */
  squareMeterPrices(): readonly SquareMeterPrice[];
  /**
   * Changes one unit's status and brings every figure derived from statuses up to date: its
   * project's statistics, its house's and facade floor's free counts, the prices per m². Used only by the test
   * controls; answers the changed unit, or undefined for an unknown id.
   */
  setStatus(id: number, status: PropertyStatus): Property | undefined;
  /** How many times a status changed since the start: lists kept by a status (http/list-cache.ts) are stale once it moves. */
  statusChanges(): number;
}

export interface InventoryOptions {
  /** Base of absolute media URLs, without a trailing slash. */
  publicUrl: string;
  complexes?: DemoComplex[];
  /**
   * SALES_DATA_SYNTHETIC_UNITS: more units inside the demo's houses until the inventory holds this
   * many (./synthetic.ts); unset, the demo inventory as it is.
   */
  syntheticUnits?: number;
}

const RENDER_VIEWS = ['Вид с улицы', 'Вид во двор', 'Вечерний вид'] as const;
export const RENDER_SIZE = { width: 1200, height: 700 } as const;

export function buildInventory(options: InventoryOptions): Inventory {
  const complexes = options.complexes ?? loadDemoComplexes();
  const base = options.publicUrl;
  const urls = {
    plan: (id: number) => `${base}/media/plans/${id}.svg`,
    facade: (houseId: number) => `${base}/media/facades/${houseId}.svg`,
  };

  const projects: SalesProject[] = [];
  const houses: House[] = [];
  const properties: Property[] = [];
  const renders: Render[] = [];
  const generatedProjects = [...complexes].sort((a, b) => a.profitId - b.profitId).map((complex) => generateProject(complex, urls));
  if (options.syntheticUnits !== undefined) addSyntheticUnits(generatedProjects, options.syntheticUnits, urls);
  for (const generated of generatedProjects) {
    const { complex } = generated;
    projects.push({
      id: complex.profitId,
      title: complex.title,
      slug: complex.slug,
      district: complex.district,
      address: complex.address,
      released: complex.released,
      completion: generated.completion,
      houses_count: generated.houses.length,
      statistics: projectStatistics(generated.properties),
    });
    houses.push(...generated.houses);
    properties.push(...generated.properties);
    RENDER_VIEWS.forEach((title, index) => {
      const id = complex.profitId * 100 + index + 1;
      renders.push({ id, project_id: complex.profitId, house_id: null, title, image: `${base}/media/renders/${id}.svg`, ...RENDER_SIZE });
    });
    for (const house of generated.houses) {
      const id = complex.profitId * 100 + 10 + house.number;
      renders.push({ id, project_id: complex.profitId, house_id: house.id, title: house.title, image: `${base}/media/renders/${id}.svg`, ...RENDER_SIZE });
    }
  }

  const projectById = new Map(projects.map((p) => [p.id, p]));
  const houseById = new Map(houses.map((h) => [h.id, h]));
  const propertyById = new Map(properties.map((p) => [p.id, p]));
  const renderById = new Map(renders.map((r) => [r.id, r]));
  const byFloor = new Map<string, Property[]>();
  for (const property of properties) {
    const key = `${property.house_id}:${property.floor}`;
    const list = byFloor.get(key);
    if (list) list.push(property);
    else byFloor.set(key, [property]);
  }
  const unitsOnFloor = (houseId: number, floor: number) => byFloor.get(`${houseId}:${floor}`) ?? [];

  const facadeFloors = (house: House): Facade['floors'] =>
    layoutFacade(house).floors.map(({ section, floor, rect }) => {
      const units = unitsOnFloor(house.id, floor).filter((u) => u.section === section);
      return { floor, section, points: rectPoints(rect), amount_total: units.length, amount_free: units.filter((u) => u.status === 'AVAILABLE').length };
    });
  const facades: Facade[] = houses.map((house) => {
    const layout = layoutFacade(house);
    return {
      id: house.id,
      house_id: house.id,
      project_id: house.project_id,
      title: `${house.title}, фасад`,
      image: house.facade_image,
      width: layout.width,
      height: layout.height,
      floors: facadeFloors(house),
    };
  });
  const facadeByHouse = new Map(facades.map((f) => [f.house_id, f]));

  let squareMeters: SquareMeterPrice[] | undefined;
  let statusChanges = 0;

  const layouts = new Map<string, FloorLayout | null>();
  const floorLayout = (houseId: number, floor: number) => {
    const key = `${houseId}:${floor}`;
    if (!layouts.has(key)) {
      const house = houseById.get(houseId);
      layouts.set(key, (house && layoutFloor(house, floor, unitsOnFloor(houseId, floor))) ?? null);
    }
    return layouts.get(key) ?? undefined;
  };

  return {
    projects,
    houses,
    properties,
    facades,
    renders,
    project: (id) => projectById.get(id),
    house: (id) => houseById.get(id),
    property: (id) => propertyById.get(id),
    render: (id) => renderById.get(id),
    unitsOnFloor,
    floorImage: (houseId, floor) => `${base}/media/floors/${houseId}/${floor}.svg`,
    floorLayout,
    countsByType: () => {
      const counts: Record<PropertyTypePurpose, number> = { residential: 0, commercial: 0, parking: 0, storage: 0 };
      for (const p of properties) counts[p.type_purpose] += 1;
      return counts;
    },
    squareMeterPrices: () => (squareMeters ??= squareMeterPrices(projects, properties)),
    statusChanges: () => statusChanges,
    setStatus: (id, status) => {
      const property = propertyById.get(id);
      if (!property) return undefined;
      if (property.status === status) return property;
      // Changed in place: the floor indexes and cached layouts hold the same objects, so the
      // floor plans, the floor-map PDF and the lists see the new status with no rebuild.
      property.status = status;
      property.updated_at = new Date().toISOString();
      const project = projectById.get(property.project_id);
      if (project) project.statistics = projectStatistics(properties.filter((p) => p.project_id === project.id));
      const house = houseById.get(property.house_id);
      if (house) house.amount_free = properties.filter((p) => p.house_id === house.id && p.status === 'AVAILABLE').length;
      const facade = facadeByHouse.get(property.house_id);
      if (house && facade) facade.floors = facadeFloors(house);
      squareMeters = undefined;
      statusChanges += 1;
      return property;
    },
  };
}
