// Where each unit of one floor of a house sits on the floor plan. Typical and ground floors put
// each section's units in two rows along a corridor (widths follow the areas); the underground
// level has lanes of parking places and a strip of storage rooms. The SVG, the API's unit
// polygons and the PDF floor map all draw from this one layout.
import type { House, Property } from '@novostroy/contracts';
import { splitRow, type Rect } from './shapes';

export const FLOOR_MARGIN = 30;
const TITLE_SPACE = 34;
const SECTION_WIDTH = 420;
const ROW_DEPTH = 130;
const CORRIDOR = 44;
const PARKING_SLOT = { w: 30, h: 62 };
const DRIVEWAY = 56;
const STORAGE_CELL = { w: 46, h: 52 };

export interface PlacedUnit {
  property: Property;
  rect: Rect;
}

export interface FloorLayout {
  floor: number;
  width: number;
  height: number;
  /** Sections shown, each with its outline; underground the outline is the whole level. */
  sections: { number: number; rect: Rect }[];
  corridors: Rect[];
  /** Stairs and lifts: the part of a row that no unit takes. */
  cores: Rect[];
  units: PlacedUnit[];
}

/** `units` are the units on this floor of this house, in id order. */
export function layoutFloor(house: House, floor: number, units: readonly Property[]): FloorLayout | undefined {
  if (floor === -1) return layoutUnderground(house, units);
  const sections = house.sections.filter((s) => s.floors_count >= floor);
  if (floor < 1 || sections.length === 0) return undefined;
  const placed: PlacedUnit[] = [];
  const corridors: Rect[] = [];
  const cores: Rect[] = [];
  const outlines = sections.map((section, index) => {
    const outline = { x: FLOOR_MARGIN + index * SECTION_WIDTH, y: TITLE_SPACE + FLOOR_MARGIN, w: SECTION_WIDTH, h: ROW_DEPTH * 2 + CORRIDOR };
    const own = units.filter((u) => u.section === section.number);
    const topCount = Math.ceil(own.length / 2);
    const rows = [own.slice(0, topCount), own.slice(topCount)];
    // One scale for both rows (the fuller row spans the section), so a flat's width follows its
    // area; what is left of the other row is the stair and lift core.
    const rowArea = (row: Property[]) => row.reduce((sum, u) => sum + u.area_total, 0);
    const metre = outline.w / Math.max(...rows.map(rowArea), 1);
    rows.forEach((row, index) => {
      const y = index === 0 ? outline.y : outline.y + ROW_DEPTH + CORRIDOR;
      const used = rowArea(row) * metre;
      splitRow({ x: outline.x, y, w: used, h: ROW_DEPTH }, row.map((u) => u.area_total)).forEach((rect, i) => placed.push({ property: row[i] as Property, rect }));
      if (outline.w - used > 1) cores.push({ x: outline.x + used, y, w: outline.w - used, h: ROW_DEPTH });
    });
    corridors.push({ x: outline.x, y: outline.y + ROW_DEPTH, w: outline.w, h: CORRIDOR });
    return { number: section.number, rect: outline };
  });
  return {
    floor,
    width: FLOOR_MARGIN * 2 + sections.length * SECTION_WIDTH,
    height: TITLE_SPACE + FLOOR_MARGIN * 2 + ROW_DEPTH * 2 + CORRIDOR,
    sections: outlines,
    corridors,
    cores,
    units: placed,
  };
}

function layoutUnderground(house: House, units: readonly Property[]): FloorLayout | undefined {
  if (units.length === 0) return undefined;
  const innerWidth = house.sections.length * SECTION_WIDTH;
  const left = FLOOR_MARGIN;
  let y = TITLE_SPACE + FLOOR_MARGIN;
  const placed: PlacedUnit[] = [];
  const corridors: Rect[] = [];

  const parking = units.filter((u) => u.type_purpose === 'parking');
  const perRow = Math.floor(innerWidth / PARKING_SLOT.w);
  const slotWidth = innerWidth / perRow;
  for (let start = 0; start < parking.length; start += perRow * 2) {
    const lane = parking.slice(start, start + perRow * 2);
    lane.forEach((property, i) => {
      const row = i < perRow ? 0 : 1;
      const column = i % perRow;
      const rowY = row === 0 ? y : y + PARKING_SLOT.h + DRIVEWAY;
      placed.push({ property, rect: { x: left + column * slotWidth, y: rowY, w: slotWidth, h: PARKING_SLOT.h } });
    });
    corridors.push({ x: left, y: y + PARKING_SLOT.h, w: innerWidth, h: DRIVEWAY });
    // A lane with one row of places needs no second row below its driveway.
    y += (lane.length > perRow ? PARKING_SLOT.h * 2 : PARKING_SLOT.h) + DRIVEWAY;
  }

  const storage = units.filter((u) => u.type_purpose === 'storage');
  if (storage.length > 0) {
    corridors.push({ x: left, y, w: innerWidth, h: 24 });
    y += 24;
    const cellsPerRow = Math.floor(innerWidth / STORAGE_CELL.w);
    const cellWidth = innerWidth / cellsPerRow;
    storage.forEach((property, i) => {
      const row = Math.floor(i / cellsPerRow);
      placed.push({ property, rect: { x: left + (i % cellsPerRow) * cellWidth, y: y + row * STORAGE_CELL.h, w: cellWidth, h: STORAGE_CELL.h } });
    });
    y += Math.ceil(storage.length / cellsPerRow) * STORAGE_CELL.h;
  }

  const top = TITLE_SPACE + FLOOR_MARGIN;
  return {
    floor: -1,
    width: FLOOR_MARGIN * 2 + innerWidth,
    height: y + FLOOR_MARGIN,
    sections: [{ number: 0, rect: { x: left, y: top, w: innerWidth, h: y - top } }],
    corridors,
    cores: [],
    units: placed,
  };
}
