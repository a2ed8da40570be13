// The SVG floor plan of one floor of a house; the API's unit polygons use the same coordinates.
import type { House, SalesProject } from '@novostroy/contracts';
import { floorLabel, squareMeters, unitShortLabel } from '../format';
import type { FloorLayout } from '../geometry/floor-layout';
import { rect, svgDocument, text } from './svg';

const TYPE_FILL = { residential: '#ffffff', commercial: '#f3efe6', parking: '#f1f1f1', storage: '#f6f3ec' } as const;

/** An average glyph's width per unit of font size, in the wide fonts a browser may pick. */
const GLYPH_WIDTH = 0.62;
const PLACE_LABEL_MAX = 14;

/**
 * A parking place's or storeroom's number as large as its cell allows (the plan is drawn at
 * about 0.8× on a phone, where a fixed 9 read as 7 px): along the cell's longer side, so a narrow
 * parking place carries it upright.
 */
export function placeLabel(number: string, r: { x: number; y: number; w: number; h: number }): string {
  const upright = r.h > r.w * 1.4;
  const [along, across] = upright ? [r.h, r.w] : [r.w, r.h];
  const size = Math.min(PLACE_LABEL_MAX, across * 0.5, (along - 6) / (number.length * GLYPH_WIDTH));
  const cx = r.x + r.w / 2;
  const cy = r.y + r.h / 2;
  const rotate = upright ? ` transform="rotate(-90 ${cx.toFixed(1)} ${cy.toFixed(1)})"` : '';
  return text(cx, cy + size * 0.35, number, `font-size="${size.toFixed(1)}" text-anchor="middle" fill="#333"${rotate}`);
}

/** A bold glyph is a little wider than a regular one. */
const BOLD_GLYPH_WIDTH = 0.68;
const TITLE_SIZE = 16;

/** The plan's title at 16 units, smaller when a long complex name would run past the drawing's edge. */
export function floorTitle(title: string, width: number): string {
  // Rounded down to a tenth, so the written size never outgrows the room.
  const size = Math.floor(Math.min(TITLE_SIZE, (width - 40) / (title.length * BOLD_GLYPH_WIDTH)) * 10) / 10;
  return text(30, 26, title, `font-size="${size.toFixed(1)}" font-weight="bold" fill="#222"`);
}

/** The largest sizes of a unit's three labels: its number, its kind («2к») and its area. */
const UNIT_LABEL_MAX = { number: 13, kind: 24, area: 15 } as const;

/**
 * A flat's or premises' number in its corner, its kind and its area in the middle, each as large
 * as the cell's width allows up to UNIT_LABEL_MAX: a site shows a four-section floor at half size
 * or less, where the old fixed 11 and 16 read as 5 and 8 px.
 */
export function unitLabels(number: string, kind: string, area: string, r: { x: number; y: number; w: number; h: number }): string {
  const room = r.w - 12;
  const fit = (max: number, label: string, glyph: number) => Math.floor(Math.min(max, r.h * 0.2, room / (label.length * glyph)) * 10) / 10;
  const numberSize = fit(UNIT_LABEL_MAX.number, number, GLYPH_WIDTH);
  const kindSize = fit(UNIT_LABEL_MAX.kind, kind, BOLD_GLYPH_WIDTH);
  const areaSize = fit(UNIT_LABEL_MAX.area, area, GLYPH_WIDTH);
  const cx = r.x + r.w / 2;
  // The kind's baseline a little under the middle, the area a line below it.
  const kindY = r.y + r.h / 2 + kindSize * 0.25;
  return [
    text(r.x + 6, r.y + 4 + numberSize, number, `font-size="${numberSize.toFixed(1)}" fill="#666"`),
    text(cx, kindY, kind, `font-size="${kindSize.toFixed(1)}" font-weight="bold" text-anchor="middle" fill="#222"`),
    text(cx, kindY + areaSize * 1.35, area, `font-size="${areaSize.toFixed(1)}" text-anchor="middle" fill="#444"`),
  ].join('');
}

export function floorSvg(project: SalesProject, house: House, layout: FloorLayout): string {
  const title = `${project.title}, ${house.title}: ${floorLabel(layout.floor)}`;
  const parts: string[] = [rect(0, 0, layout.width, layout.height, 'fill="#fafafa"')];
  parts.push(floorTitle(title, layout.width));
  for (const corridor of layout.corridors) parts.push(rect(corridor.x, corridor.y, corridor.w, corridor.h, 'fill="#e6e6e6"'));
  for (const core of layout.cores) {
    parts.push(rect(core.x, core.y, core.w, core.h, 'fill="#d9d9d9" stroke="#555" stroke-width="1.5"'));
    if (core.w > 40) {
      // Two short lines: "Лестница, лифты" on one would outgrow a narrow core in a wide font.
      const size = Math.min(13, core.w / 7);
      const attributes = `font-size="${size.toFixed(1)}" text-anchor="middle" fill="#555"`;
      const cx = core.x + core.w / 2;
      const cy = core.y + core.h / 2;
      parts.push(text(cx, cy - size * 0.2, 'Лестница,', attributes), text(cx, cy + size * 1.05, 'лифты', attributes));
    }
  }
  for (const { property, rect: r } of layout.units) {
    parts.push(rect(r.x, r.y, r.w, r.h, `fill="${TYPE_FILL[property.type_purpose]}" stroke="#555" stroke-width="1.5"`));
    if (property.type_purpose === 'parking' || property.type_purpose === 'storage') {
      parts.push(placeLabel(property.number, r));
      continue;
    }
    parts.push(unitLabels(`№ ${property.number}`, unitShortLabel(property), squareMeters(property.area_total), r));
  }
  for (const section of layout.sections) {
    parts.push(rect(section.rect.x, section.rect.y, section.rect.w, section.rect.h, 'fill="none" stroke="#333" stroke-width="3"'));
    if (section.number > 0) parts.push(text(section.rect.x + section.rect.w / 2, section.rect.y - 8, `Секция ${section.number}`, 'font-size="14" text-anchor="middle" fill="#444"'));
  }
  return svgDocument(layout.width, layout.height, title, parts.join(''));
}
