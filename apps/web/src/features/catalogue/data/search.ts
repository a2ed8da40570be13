// The catalogue search over the units on sale of one type: the filters of a CatalogueQuery, the
// order, one page, and for every filter the counts of its options (each counted with the other
// filters applied, so a visitor sees what ticking it would give). Pure and in memory: the whole
// inventory is a few thousand units, and one pass per filter group keeps a search in milliseconds.
import type { Finishing, Property } from '@novostroy/contracts';
import { formatQuarterOnly } from '@/lib/quarter';
import { FINISHING_OPTIONS, ROOM_OPTIONS, type CatalogueQuery, type NumberRange, type RoomOption } from './catalogue-query';

/** The filter groups a visitor can change; each has its own facet and can be relaxed on its own. */
export const FILTER_GROUPS = ['rooms', 'price', 'area', 'floor', 'project', 'house', 'completion', 'finishing', 'floorPosition', 'status'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

export interface FacetOption<V> {
  value: V;
  label: string;
  /** Units the listing would show with this option ticked (and the other filters as they are). */
  count: number;
}

export interface CatalogueFacets {
  rooms: Array<FacetOption<RoomOption>>;
  projects: Array<FacetOption<number>>;
  houses: Array<FacetOption<number> & { projectId: number }>;
  years: Array<FacetOption<number>>;
  quarters: Array<FacetOption<number>>;
  finishing: Array<FacetOption<Finishing>>;
  /** How many booked units joining would add. */
  booked: number;
}

export interface CatalogueBounds {
  price: NumberRange;
  area: NumberRange;
  floor: NumberRange;
}

export interface Relaxation {
  group: FilterGroup;
  /** Results with this one filter cleared. */
  total: number;
}

export interface CatalogueResult {
  total: number;
  /** The first page shown. */
  page: number;
  /** The last page shown: `page` unless «Показать ещё» appended pages (query.pages). */
  lastPage: number;
  pageCount: number;
  /** The units of pages page..lastPage, in order. */
  items: Property[];
  facets: CatalogueFacets;
  /** Slider limits: the lowest and highest value among the units on sale of this type, status and room options. */
  bounds: CatalogueBounds;
  /** With no result: the filters whose clearing alone gives results, most results first. */
  relaxations: Relaxation[];
}

const inRange = (value: number, range: NumberRange) => (range.from === null || value >= range.from) && (range.to === null || value <= range.to);

/** A studio is room option 0; four rooms and more are option 4 ("4+"). */
export function roomOption(unit: Pick<Property, 'studio' | 'rooms_amount'>): RoomOption {
  if (unit.studio || unit.rooms_amount === 0) return 0;
  return Math.min(unit.rooms_amount, 4) as RoomOption;
}

const completionKey = (unit: Property) => unit.development_end.year * 10 + unit.development_end.quarter;

/** Whether `unit` passes the filters of one group. */
function passes(group: FilterGroup, unit: Property, q: CatalogueQuery): boolean {
  switch (group) {
    case 'rooms':
      return q.rooms.length === 0 || q.rooms.includes(roomOption(unit));
    case 'price':
      return inRange(unit.price_value, q.price);
    case 'area':
      return inRange(unit.area_total, q.area);
    case 'floor':
      return inRange(unit.floor, q.floor);
    case 'project':
      return q.projects.length === 0 || q.projects.includes(unit.project_id);
    case 'house':
      return q.houses.length === 0 || q.houses.includes(unit.house_id);
    case 'completion':
      return (q.years.length === 0 || q.years.includes(unit.development_end.year)) && (q.quarters.length === 0 || q.quarters.includes(unit.development_end.quarter));
    case 'finishing':
      return q.finishing.length === 0 || q.finishing.includes(unit.finishing);
    case 'floorPosition':
      // Only above ground: an underground parking level is never "the first floor".
      return (!q.notFirstFloor || unit.floor !== 1) && (!q.notLastFloor || unit.floor !== unit.floors_total);
    case 'status':
      return unit.status === 'AVAILABLE' || (q.includeBooked && unit.status === 'BOOKED');
  }
}

/** Whether a group narrows anything in this query (only those can be relaxed). */
export function isActive(group: FilterGroup, q: CatalogueQuery): boolean {
  switch (group) {
    case 'rooms':
      return q.rooms.length > 0;
    case 'price':
    case 'area':
    case 'floor':
      return q[group].from !== null || q[group].to !== null;
    case 'project':
      return q.projects.length > 0;
    case 'house':
      return q.houses.length > 0;
    case 'completion':
      return q.years.length > 0 || q.quarters.length > 0;
    case 'finishing':
      return q.finishing.length > 0;
    case 'floorPosition':
      return q.notFirstFloor || q.notLastFloor;
    case 'status':
      return false;
  }
}

const SORT_KEYS: Record<string, (unit: Property) => number> = {
  price: (u) => u.price_value,
  price_per_meter: (u) => u.price_per_meter,
  area: (u) => u.area_total,
  floor: (u) => u.floor,
  completion: completionKey,
};

function compareBy(sort: CatalogueQuery['sort']): (a: Property, b: Property) => number {
  const descending = sort.startsWith('-');
  const key = SORT_KEYS[descending ? sort.slice(1) : sort] ?? SORT_KEYS.price!;
  const sign = descending ? -1 : 1;
  return (a, b) => sign * (key(a) - key(b)) || a.id - b.id;
}

const FINISHING_LABELS: Record<Finishing, string> = { none: 'Без отделки', white_box: 'Предчистовая', full: 'Чистовая' };
const ROOM_LABELS: Record<RoomOption, string> = { 0: 'Студия', 1: '1', 2: '2', 3: '3', 4: '4+' };

function bump<K>(counts: Map<K, number>, key: K) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function bounds(units: readonly Property[], q: CatalogueQuery): CatalogueBounds {
  let price: NumberRange = { from: null, to: null };
  let area: NumberRange = { from: null, to: null };
  let floor: NumberRange = { from: null, to: null };
  const widen = (range: NumberRange, value: number): NumberRange => ({
    from: range.from === null || value < range.from ? value : range.from,
    to: range.to === null || value > range.to ? value : range.to,
  });
  for (const unit of units) {
    // The rooms, complex and house chosen too: a studio listing's price slider spans studios'
    // prices, not the site's, and a complex's starts at its own cheapest.
    if (!passes('status', unit, q) || !passes('rooms', unit, q) || !passes('project', unit, q) || !passes('house', unit, q)) continue;
    price = widen(price, unit.price_value);
    area = widen(area, unit.area_total);
    floor = widen(floor, unit.floor);
  }
  // The visitor's own ends stay inside the bounds: a budget below a complex's cheapest flat would
  // otherwise be drawn at the bound, and sent as the bound with the next change.
  const own = (range: NumberRange, chosen: NumberRange) => [chosen.from, chosen.to].reduce<NumberRange>((r, value) => (value === null ? r : widen(r, value)), range);
  return { price: own(price, q.price), area: own(area, q.area), floor: own(floor, q.floor) };
}

/** Runs `q` over the units on sale of its type. */
export function searchCatalogue(units: readonly Property[], q: CatalogueQuery): CatalogueResult {
  // For each unit, which groups it fails: a unit counts in a facet when it fails no other group.
  const matches: Property[] = [];
  const roomCounts = new Map<RoomOption, number>();
  const projectCounts = new Map<number, number>();
  const projectTitles = new Map<number, string>();
  const houseCounts = new Map<number, number>();
  const houseInfo = new Map<number, { title: string; projectId: number; projectTitle: string }>();
  const yearCounts = new Map<number, number>();
  const quarterCounts = new Map<number, number>();
  const finishingCounts = new Map<Finishing, number>();
  const relaxCounts = new Map<FilterGroup, number>();
  let booked = 0;

  for (const unit of units) {
    projectTitles.set(unit.project_id, unit.project_title);
    houseInfo.set(unit.house_id, { title: unit.house_title, projectId: unit.project_id, projectTitle: unit.project_title });
    const failed = FILTER_GROUPS.filter((group) => !passes(group, unit, q));
    if (failed.length === 0) {
      matches.push(unit);
    } else if (failed.length === 1) {
      bump(relaxCounts, failed[0]!);
    }
    const passesAllBut = (group: FilterGroup) => failed.length === 0 || (failed.length === 1 && failed[0] === group);
    if (passesAllBut('rooms')) bump(roomCounts, roomOption(unit));
    if (passesAllBut('project')) bump(projectCounts, unit.project_id);
    if (passesAllBut('house')) bump(houseCounts, unit.house_id);
    if (passesAllBut('completion')) {
      // Years are counted with the quarter filter applied and quarters with the year filter.
      if (q.quarters.length === 0 || q.quarters.includes(unit.development_end.quarter)) bump(yearCounts, unit.development_end.year);
      if (q.years.length === 0 || q.years.includes(unit.development_end.year)) bump(quarterCounts, unit.development_end.quarter);
    }
    if (passesAllBut('finishing')) bump(finishingCounts, unit.finishing);
    if (passesAllBut('status') && unit.status === 'BOOKED' && !q.includeBooked) booked += 1;
  }

  matches.sort(compareBy(q.sort));
  const pageCount = Math.max(1, Math.ceil(matches.length / q.pageSize));
  const page = Math.min(q.page, pageCount);
  const lastPage = Math.min(page + q.pages - 1, pageCount);
  const items = matches.slice((page - 1) * q.pageSize, lastPage * q.pageSize);

  const byValue = <V extends number>(counts: Map<V, number>, all: Iterable<V>, label: (v: V) => string) =>
    [...new Set(all)].sort((a, b) => a - b).map((value) => ({ value, label: label(value), count: counts.get(value) ?? 0 }));

  const relaxations =
    matches.length > 0
      ? []
      : FILTER_GROUPS.filter((group) => isActive(group, q) && (relaxCounts.get(group) ?? 0) > 0)
          .map((group) => ({ group, total: relaxCounts.get(group) ?? 0 }))
          .sort((a, b) => b.total - a.total);

  return {
    total: matches.length,
    page,
    lastPage,
    pageCount,
    items,
    facets: {
      rooms: q.kind === 'flats' ? ROOM_OPTIONS.map((value) => ({ value, label: ROOM_LABELS[value], count: roomCounts.get(value) ?? 0 })) : [],
      projects: [...projectTitles]
        .sort((a, b) => a[1].localeCompare(b[1], 'ru'))
        .map(([value, label]) => ({ value, label, count: projectCounts.get(value) ?? 0 })),
      houses: [...houseInfo]
        .sort((a, b) => a[1].projectTitle.localeCompare(b[1].projectTitle, 'ru') || a[1].title.localeCompare(b[1].title, 'ru', { numeric: true }))
        .map(([value, info]) => ({ value, label: info.title, projectId: info.projectId, count: houseCounts.get(value) ?? 0 })),
      years: byValue(yearCounts, units.map((u) => u.development_end.year), String),
      quarters: byValue(quarterCounts, units.map((u) => u.development_end.quarter), formatQuarterOnly),
      finishing: FINISHING_OPTIONS.filter((value) => units.some((u) => u.finishing === value)).map((value) => ({
        value,
        label: FINISHING_LABELS[value],
        count: finishingCounts.get(value) ?? 0,
      })),
      booked,
    },
    bounds: bounds(units, q),
    relaxations,
  };
}

/** Whether a unit passes every filter of `q` but those in `ignore` (the chessboard dims the units that do not). */
export function unitPassesFilters(unit: Property, q: CatalogueQuery, ignore: readonly FilterGroup[] = []): boolean {
  return FILTER_GROUPS.every((group) => ignore.includes(group) || passes(group, unit, q));
}
