// The SVG plan of one unit (a property's plan_image): walls, rooms, labels and areas.
import type { Property } from '@novostroy/contracts';
import { floorLabel, squareMeters, unitKind, unitTitle } from '../format';
import { planUnit, type RoomKind } from '../geometry/unit-plan';
import { rect, svgDocument, text } from './svg';

const ROOM_FILL: Record<RoomKind, string> = {
  room: '#f8f4ec',
  kitchen: '#fcecd9',
  bath: '#dcedf6',
  hall: '#eeeeee',
  space: '#f5f2ea',
};

export function planSvg(property: Property): string {
  const plan = planUnit(property);
  const pad = 40;
  const header = 70;
  const scale = Math.min(60, 560 / Math.max(plan.width, plan.depth));
  const width = Math.max(640, Math.round(plan.width * scale + pad * 2));
  const height = Math.round(plan.depth * scale + pad * 2 + header);
  const ox = (width - plan.width * scale) / 2;
  const oy = header + pad;
  const parts: string[] = [rect(0, 0, width, height, 'fill="#ffffff"')];
  const kind = property.type_purpose === 'residential' ? ` · ${unitKind(property)}` : '';
  parts.push(text(pad, 30, `${unitTitle(property)}${kind} · ${squareMeters(property.area_total)}`, 'font-size="18" font-weight="bold" fill="#222"'));
  parts.push(text(pad, 54, `${property.project_title}, ${property.house_title}, секция ${property.section}, ${floorLabel(property.floor)}`, 'font-size="13" fill="#555"'));

  const windows: string[] = [];
  for (const room of plan.rooms) {
    const x = ox + room.rect.x * scale;
    const y = oy + room.rect.y * scale;
    const w = room.rect.w * scale;
    const h = room.rect.h * scale;
    parts.push(rect(x, y, w, h, `fill="${ROOM_FILL[room.kind]}" stroke="#333" stroke-width="2"`));
    // Windows in the outer (top) wall of rooms and kitchens, drawn over the wall.
    if ((room.kind === 'room' || room.kind === 'kitchen') && room.rect.y === 0 && w > 40) {
      windows.push(rect(x + w * 0.3, y - 4, w * 0.4, 8, 'fill="#bfe0f2" stroke="#333" stroke-width="1"'));
    }
    const size = Math.max(9, Math.min(14, w / 9, h / 4));
    parts.push(text(x + w / 2, y + h / 2 - 2, room.label, `font-size="${size.toFixed(1)}" text-anchor="middle" fill="#222"`));
    parts.push(text(x + w / 2, y + h / 2 + size + 2, squareMeters(room.area), `font-size="${(size * 0.9).toFixed(1)}" text-anchor="middle" fill="#555"`));
  }
  parts.push(rect(ox, oy, plan.width * scale, plan.depth * scale, 'fill="none" stroke="#222" stroke-width="6"'));
  parts.push(...windows);
  return svgDocument(width, height, `План: ${unitTitle(property)}`, parts.join(''));
}
