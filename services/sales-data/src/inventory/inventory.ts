// The in-memory inventory the API serves: projects with statistics, houses, units, facades and
// renders, with indexes by id. Built once at start from the demo complexes (about 100 ms);
// pictures and floor layouts are made on demand.
import type { Facade, House, Property, PropertyTypePurpose, Render, SalesProject } from '@novostroy/contracts';
import { layoutFacade } from '../geometry/facade-layout';
import { layoutFloor, type FloorLayout } from '../geometry/floor-layout';
import { rectPoints } from '../geometry/shapes';
import { loadDemoComplexes, type DemoComplex } from './complexes';
import { generateProject } from './generate';
import { projectStatistics } from './statistics';

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
}

export interface InventoryOptions {
  /** Base of absolute media URLs, without a trailing slash. */
  publicUrl: string;
  complexes?: DemoComplex[];
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
  for (const complex of [...complexes].sort((a, b) => a.profitId - b.profitId)) {
    const generated = generateProject(complex, urls);
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
      floors: layout.floors.map(({ section, floor, rect }) => {
        const units = unitsOnFloor(house.id, floor).filter((u) => u.section === section);
        return { floor, section, points: rectPoints(rect), amount_total: units.length, amount_free: units.filter((u) => u.status === 'AVAILABLE').length };
      }),
    };
  });

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
  };
}
