// The pure rules of the house views: the chessboard grid of one house (sections side by side,
// floors top first, units by status), the names a screen reader reads for a cell or a polygon,
// the facade's floor links, the floor plan's neighbours and how large a drawing must be shown for
// every polygon to stay a comfortable target.
import type { Facade, FacadeFloor, FloorPlanUnit, House, Property, PropertyStatus, PropertyTypePurpose } from '@novostroy/contracts';
import { formatArea } from '@/lib/area';
import { formatRubles } from '@/lib/money';
import { paths } from '@/lib/paths';
import { viewTexts as t } from '../view-texts';
import { catalogueSearchParams, type CatalogueQuery } from './catalogue-query';
import { unitPassesFilters } from './search';

/** What a cell or a polygon says about a unit; a floor plan unit and a catalogue unit both have it. */
export type UnitFacts = Pick<Property, 'type_purpose' | 'number' | 'status' | 'rooms_amount' | 'studio' | 'area_total' | 'price_value'>;

/** «Квартира 10, 2 комнаты, 60 м², 8 705 000 ₽, свободна»; a sold unit is named without price. */
export function unitAccessibleName(unit: UnitFacts): string {
  const what = `${t.unitNoun(unit.type_purpose)} ${unit.number}`;
  if (unit.status === 'SOLD') return `${what}, ${t.status(unit.type_purpose, 'SOLD')}`;
  const rooms = unit.type_purpose === 'residential' ? [t.rooms(unit.rooms_amount, unit.studio)] : [];
  return [what, ...rooms, formatArea(unit.area_total), formatRubles(unit.price_value), t.status(unit.type_purpose, unit.status)].join(', ');
}

/** The short mark a cell shows: the rooms of a flat («2к», «Ст»), the number of anything else. */
export function unitMark(unit: Pick<UnitFacts, 'type_purpose' | 'number' | 'rooms_amount' | 'studio'>): string {
  return unit.type_purpose === 'residential' ? t.roomsMark(unit.rooms_amount, unit.studio) : unit.number;
}

export type ChessCell =
  | { kind: 'sold'; id: number; type: PropertyTypePurpose }
  | {
      kind: 'on-sale';
      id: number;
      type: PropertyTypePurpose;
      status: Exclude<PropertyStatus, 'SOLD'>;
      number: string;
      mark: string;
      /** The accessible name of the cell's link. */
      name: string;
      /** What the popover says: rooms (flats), area, price. */
      details: string[];
      href: string;
      /** Passes the listing's filters (house and status aside); the others are dimmed. */
      matches: boolean;
    };

export interface ChessRow {
  floor: number;
  /** Above this section's top floor: an empty spacer that keeps the floors of the sections level. */
  spacer: boolean;
  cells: ChessCell[];
}

export interface ChessSection {
  number: number;
  rows: ChessRow[];
}

export interface Chessboard {
  sections: ChessSection[];
  /**
   * The legend's counts, each cell in one: free and booked units that pass the filters, sold
   * units, and units on sale the filters leave out (dimmed).
   */
  counts: { available: number; booked: number; sold: number; dimmed: number };
}

/**
 * The chessboard of one house from all its units of one type (sold ones included): a column per
 * section, a row per floor from the top, the units of a floor in their id order (the sales-data
 * ids follow the layout). Every section has the house's floors, so the floors line up.
 */
export function buildChessboard(units: readonly Property[], house: Pick<House, 'sections'>, query: CatalogueQuery): Chessboard {
  const counts = { available: 0, booked: 0, sold: 0, dimmed: 0 };
  const floors = floorsOfUnits(units).reverse();
  const sectionNumbers = [...new Set([...house.sections.map((section) => section.number), ...units.map((unit) => unit.section)])].sort((a, b) => a - b);
  const byPlace = new Map<string, Property[]>();
  for (const unit of [...units].sort((a, b) => a.id - b.id)) {
    const key = `${unit.section}:${unit.floor}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), unit]);
  }

  const sections = sectionNumbers
    .map((number): ChessSection => {
      const own = units.filter((unit) => unit.section === number);
      const top = own.reduce((max, unit) => Math.max(max, unit.floor), Number.NEGATIVE_INFINITY);
      const rows = floors.map((floor): ChessRow => {
        const cells = (byPlace.get(`${number}:${floor}`) ?? []).map((unit): ChessCell => {
          if (unit.status === 'SOLD') {
            counts.sold += 1;
            return { kind: 'sold', id: unit.id, type: unit.type_purpose };
          }
          const matches = unitPassesFilters(unit, query, ['status', 'house']);
          if (!matches) counts.dimmed += 1;
          else counts[unit.status === 'AVAILABLE' ? 'available' : 'booked'] += 1;
          return {
            kind: 'on-sale',
            id: unit.id,
            type: unit.type_purpose,
            status: unit.status,
            number: unit.number,
            mark: unitMark(unit),
            name: unitAccessibleName(unit),
            details: [...(unit.type_purpose === 'residential' ? [t.rooms(unit.rooms_amount, unit.studio)] : []), formatArea(unit.area_total), formatRubles(unit.price_value)],
            href: paths.unit(unit.type_purpose, unit.id),
            matches,
          };
        });
        return { floor, spacer: floor > top, cells };
      });
      return { number, rows };
    })
    .filter((section) => section.rows.some((row) => row.cells.length > 0));
  return { sections, counts };
}

/** The listing's URL with another house view: page 1, the house, the view and (facade) the floor. */
export function houseViewHref(basePath: string, query: CatalogueQuery, change: { view: 'chess' | 'facade'; house: number; level?: number | null }): string {
  const search = catalogueSearchParams({ ...query, page: 1, view: change.view, houses: [change.house], level: change.level ?? null }).toString();
  return `${basePath}?${search}`;
}

export interface FacadeLink {
  floor: number;
  section: number;
  points: string;
  name: string;
  /** Null: nothing free on this floor of this section; drawn as such, not a link. */
  href: string | null;
}

/**
 * One link per floor and section of the facade: «Этаж 5, секция 1: свободно 2 из 4», or where a
 * listing's filters leave units out (`filtered`, its counts from facadeOfType) «…: по фильтрам
 * свободно 1».
 */
export function facadeLinks(floors: readonly FacadeFloor[], hrefOf: (floor: number) => string, filtered = false): FacadeLink[] {
  return [...floors]
    .sort((a, b) => b.floor - a.floor || a.section - b.section)
    .map((floor) => ({
      floor: floor.floor,
      section: floor.section,
      points: floor.points,
      name: filtered ? t.facadeFloorFiltered(floor.floor, floor.section, floor.amount_free) : t.facadeFloor(floor.floor, floor.section, floor.amount_free, floor.amount_total),
      href: floor.amount_free > 0 ? hrefOf(floor.floor) : null,
    }));
}

export interface PlanUnitLink {
  id: number;
  points: string;
  name: string;
  status: PropertyStatus;
  /** Null for a sold unit: drawn, but no link and no price. */
  href: string | null;
}

export function planUnitLinks(units: readonly FloorPlanUnit[]): PlanUnitLink[] {
  return units.map((unit) => ({
    id: unit.property_id,
    points: unit.points,
    name: unitAccessibleName(unit),
    status: unit.status,
    href: unit.status === 'SOLD' ? null : paths.unit(unit.type_purpose, unit.property_id),
  }));
}

/**
 * The units on sale among `units` (a house's, of the listing's type) that the listing's filters
 * leave out: a floor plan draws them in a light shade, as the chessboard does.
 */
export function unitsOutsideFilters(units: readonly Property[], query: CatalogueQuery): ReadonlySet<number> {
  return new Set(units.filter((unit) => unit.status !== 'SOLD' && !unitPassesFilters(unit, query, ['status', 'house'])).map((unit) => unit.id));
}

/**
 * The plan's units on sale that a listing draws in a light shade: those of another type (the
 * storerooms on a parking listing's underground plan, the shops on a flats floor) and those of
 * its own type its filters leave out. `units`: the house's units of the listing's type.
 */
export function planUnitsOutside(planUnits: readonly FloorPlanUnit[], type: PropertyTypePurpose, units: readonly Property[], query: CatalogueQuery): ReadonlySet<number> {
  const otherType = planUnits.filter((unit) => unit.type_purpose !== type && unit.status !== 'SOLD').map((unit) => unit.property_id);
  return new Set([...otherType, ...unitsOutsideFilters(units, query)]);
}

/** What the light shade on a listing's plan stands for: units of another type, units left out by the filters, or both. */
export function dimmedLegend(planUnits: readonly FloorPlanUnit[], outside: ReadonlySet<number>, type: PropertyTypePurpose): string | undefined {
  const shaded = planUnits.filter((unit) => outside.has(unit.property_id));
  const otherType = shaded.some((unit) => unit.type_purpose !== type);
  const filtered = shaded.some((unit) => unit.type_purpose === type);
  if (otherType && filtered) return t.legend.otherTypeOrFilters;
  if (otherType) return t.legend.otherType;
  return filtered ? t.legend.dimmed : undefined;
}

/** The floors a house has units of one type on (`units`: the house's units of that type), lowest first. */
export function floorsOfUnits(units: readonly Pick<Property, 'floor'>[]): number[] {
  return [...new Set(units.map((unit) => unit.floor))].sort((a, b) => a - b);
}

/**
 * The facade as a listing of one type sees it: each floor section's amounts counted over `units`
 * (the house's units of that type, free meaning AVAILABLE as sales-data counts it), so the flats'
 * facade does not offer the shops' floor and no floor offers what the listing does not sell.
 * `outside`: units the listing's filters leave out (unitsOutsideFilters), not counted as free: a
 * two-room listing's facade does not offer a floor whose only free flat is a studio.
 */
export function facadeOfType(facade: Facade, units: readonly Pick<Property, 'id' | 'floor' | 'section' | 'status'>[], outside: ReadonlySet<number> = new Set()): Facade {
  const counts = new Map<string, { total: number; free: number }>();
  for (const unit of units) {
    const key = `${unit.floor}:${unit.section}`;
    const count = counts.get(key) ?? { total: 0, free: 0 };
    counts.set(key, { total: count.total + 1, free: count.free + (unit.status === 'AVAILABLE' && !outside.has(unit.id) ? 1 : 0) });
  }
  return {
    ...facade,
    floors: facade.floors.map((floor) => {
      const count = counts.get(`${floor.floor}:${floor.section}`);
      return { ...floor, amount_total: count?.total ?? 0, amount_free: count?.free ?? 0 };
    }),
  };
}

/** The floor below and above `floor` among the house's floors (the underground level included). */
export function neighbourFloors(floors: readonly number[], floor: number): { lower: number | null; upper: number | null } {
  const sorted = [...new Set(floors)].sort((a, b) => a - b);
  return { lower: sorted.filter((f) => f < floor).at(-1) ?? null, upper: sorted.find((f) => f > floor) ?? null };
}

/** The box around a polygon written as SVG points ("x,y x,y ..."). */
function polygonBounds(points: string): { left: number; right: number; top: number; bottom: number } {
  const pairs = points
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split(',').map(Number) as [number, number]);
  const xs = pairs.map(([x]) => x);
  const ys = pairs.map(([, y]) => y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

/** Width and height of a polygon written as SVG points ("x,y x,y ..."). */
export function polygonSize(points: string): { width: number; height: number } {
  const box = polygonBounds(points);
  return { width: box.right - box.left, height: box.bottom - box.top };
}

/** Where a polygon runs across a drawing `width` wide, from its left end to its right. */
export function polygonSpan(points: string, width: number): MarkSpan {
  const box = polygonBounds(points);
  return { from: box.left / width, to: box.right / width };
}

/** Where a marked polygon runs across its drawing, as fractions of the drawing's width (0 at its left edge, 1 at its right). */
export interface MarkSpan {
  from: number;
  to: number;
}

/** WCAG 2.2 (2.5.8) asks 24 CSS px of every target; a pixel more absorbs rounding. */
export const MIN_TARGET_PX = 25;

export interface DrawingSize {
  /** The width and height attributes: the size the drawing is shown at when there is room. */
  width: number;
  height: number;
  /** The narrowest it may be shown: below this its smallest polygon would be under MIN_TARGET_PX. */
  minWidth: number;
}

/**
 * How large to show a drawing with clickable polygons: about `preferred.height` tall (never wider
 * than `maxWidth`), never so small that a polygon is under the minimum target or the drawing's
 * own text under `readableScale`; a narrower screen scrolls the drawing sideways instead.
 */
export function drawingSize(
  image: { width: number; height: number },
  polygons: readonly string[],
  preferred: { height: number; maxWidth: number; readableScale?: number },
): DrawingSize {
  const smallest = polygons.map(polygonSize).reduce((min, size) => Math.min(min, size.width, size.height), Number.POSITIVE_INFINITY);
  const minScale = Math.max(Number.isFinite(smallest) && smallest > 0 ? MIN_TARGET_PX / smallest : 0, preferred.readableScale ?? 0);
  const scale = Math.max(minScale, Math.min(preferred.height / image.height, preferred.maxWidth / image.width));
  return { width: Math.round(image.width * scale), height: Math.round(image.height * scale), minWidth: Math.ceil(image.width * minScale) };
}
