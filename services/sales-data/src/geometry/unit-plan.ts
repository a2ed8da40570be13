// A simple, readable plan of one unit in metres: outer walls, rooms with Russian labels and areas.
// Shared by the SVG plan (plan_image) and the PDF unit card.
import type { Property } from '@novostroy/contracts';
import { splitRow, type Rect } from './shapes';

export type RoomKind = 'room' | 'kitchen' | 'bath' | 'hall' | 'space';

export interface PlanRoom {
  kind: RoomKind;
  label: string;
  /** Nominal area in m² printed on the plan. */
  area: number;
  rect: Rect;
}

export interface UnitPlan {
  width: number;
  depth: number;
  rooms: PlanRoom[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function planUnit(property: Property): UnitPlan {
  const area = property.area_total;
  switch (property.type_purpose) {
    case 'parking': {
      const width = 2.65 * Math.sqrt(area / 14);
      const depth = area / width;
      return { width, depth, rooms: [{ kind: 'space', label: 'Машино-место', area, rect: { x: 0, y: 0, w: width, h: depth } }] };
    }
    case 'storage': {
      const width = Math.sqrt(area * 0.8);
      const depth = area / width;
      return { width, depth, rooms: [{ kind: 'space', label: 'Кладовая', area, rect: { x: 0, y: 0, w: width, h: depth } }] };
    }
    case 'commercial': {
      const width = Math.sqrt(area * 1.6);
      const depth = area / width;
      const wc = { x: width - 1.8, y: 0, w: 1.8, h: 1.8 };
      const utility = round1(area * 0.1);
      return {
        width,
        depth,
        rooms: [
          { kind: 'space', label: 'Торговый зал', area: round1(area - 3.2 - utility), rect: { x: 0, y: 0, w: width - wc.w, h: depth } },
          { kind: 'bath', label: 'С/у', area: 3.2, rect: wc },
          { kind: 'space', label: 'Подсобное', area: utility, rect: { x: wc.x, y: wc.h, w: wc.w, h: depth - wc.h } },
        ],
      };
    }
    case 'residential':
      return planFlat(property);
  }
}

function planFlat(property: Property): UnitPlan {
  const area = property.area_total;
  const width = Math.sqrt(area * 1.4);
  const depth = area / width;
  // A service band on the left: bathroom at the window-less end, the hall below it.
  const band = Math.min(2.3, width * 0.3);
  const bathDepth = Math.min(2.6, Math.max(1.8, depth * 0.38));
  const bath = { x: 0, y: 0, w: band, h: bathDepth };
  const hall = { x: 0, y: bathDepth, w: band, h: depth - bathDepth };
  const living = property.area_living ?? area * 0.5;
  const kitchen = property.studio ? 0 : (property.area_kitchen ?? 10);
  // The areas printed on a plan add up to the flat's total area, as a buyer checks them: the
  // bathroom and the hall share what the rooms and the kitchen leave, in their drawn proportion
  // (the hall takes the rounding). The rectangles are a sketch; the figures are the flat's.
  const service = (rest: number) => {
    const bathArea = round1((rest * bath.w * bath.h) / (bath.w * bath.h + hall.w * hall.h));
    return [
      { kind: 'bath', label: 'Санузел', area: bathArea, rect: bath },
      { kind: 'hall', label: 'Прихожая', area: round1(rest - bathArea), rect: hall },
    ] satisfies PlanRoom[];
  };

  const main = { x: band, y: 0, w: width - band, h: depth };
  if (property.studio) {
    const room = round1(living);
    return { width, depth, rooms: [...service(area - room), { kind: 'room', label: 'Кухня-гостиная', area: room, rect: main }] };
  }

  // Living area split between rooms, the first (the living room) the largest.
  const weights = [1.3, 1, 0.9, 0.85].slice(0, property.rooms_amount);
  const weightSum = weights.reduce((s, w) => s + w, 0);
  const parts: { kind: RoomKind; label: string; area: number }[] = weights.map((w, i) => ({
    kind: 'room',
    label: property.rooms_amount === 1 ? 'Комната' : `Комната ${i + 1}`,
    area: round1((living * w) / weightSum),
  }));
  parts.splice(Math.min(1, parts.length), 0, { kind: 'kitchen', label: 'Кухня', area: kitchen });
  const rooms: PlanRoom[] = service(area - parts.reduce((sum, part) => sum + part.area, 0));

  // Up to three rooms sit in one row; larger flats use two rows.
  const rows = parts.length > 3 ? [parts.slice(0, Math.ceil(parts.length / 2)), parts.slice(Math.ceil(parts.length / 2))] : [parts];
  const rowDepth = main.h / rows.length;
  rows.forEach((row, index) => {
    const rowRect = { x: main.x, y: main.y + index * rowDepth, w: main.w, h: rowDepth };
    splitRow(rowRect, row.map((p) => p.area)).forEach((rect, i) => {
      const part = row[i];
      if (part) rooms.push({ ...part, rect });
    });
  });
  return { width, depth, rooms };
}
