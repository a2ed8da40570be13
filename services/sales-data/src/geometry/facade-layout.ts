// The facade drawing of a house: sections side by side, floors stacked from the ground, one
// clickable rectangle per section and floor (sections can differ in height).
import type { House } from '@novostroy/contracts';
import type { Rect } from './shapes';

const MARGIN = 30;
const SECTION_WIDTH = 160;
const FLOOR_HEIGHT = 16;
const GROUND_FLOOR_HEIGHT = 24;
const ROOF = 14;
const GROUND = 36;

export interface FacadeLayout {
  width: number;
  height: number;
  groundY: number;
  sections: { number: number; floors: number; rect: Rect }[];
  floors: { section: number; floor: number; rect: Rect }[];
}

export function layoutFacade(house: House): FacadeLayout {
  const tallest = house.floors_count;
  const height = MARGIN + ROOF + GROUND_FLOOR_HEIGHT + (tallest - 1) * FLOOR_HEIGHT + GROUND;
  const groundY = height - GROUND;
  const floorRect = (x: number, floor: number): Rect => {
    const bottom = floor === 1 ? groundY : groundY - GROUND_FLOOR_HEIGHT - (floor - 2) * FLOOR_HEIGHT;
    const h = floor === 1 ? GROUND_FLOOR_HEIGHT : FLOOR_HEIGHT;
    return { x, y: bottom - h, w: SECTION_WIDTH, h };
  };
  const sections: FacadeLayout['sections'] = [];
  const floors: FacadeLayout['floors'] = [];
  house.sections.forEach((section, index) => {
    const x = MARGIN + index * SECTION_WIDTH;
    const topFloor = floorRect(x, section.floors_count);
    sections.push({ number: section.number, floors: section.floors_count, rect: { x, y: topFloor.y - ROOF, w: SECTION_WIDTH, h: groundY - topFloor.y + ROOF } });
    for (let floor = 1; floor <= section.floors_count; floor++) floors.push({ section: section.number, floor, rect: floorRect(x, floor) });
  });
  return { width: MARGIN * 2 + house.sections.length * SECTION_WIDTH, height, groundY, sections, floors };
}
