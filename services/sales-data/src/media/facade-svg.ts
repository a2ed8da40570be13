// The SVG facade of a house: sections, floors, windows; the API's floor polygons match its rectangles.
import type { House, SalesProject } from '@novostroy/contracts';
import { layoutFacade } from '../geometry/facade-layout';
import { createRandom, seedFrom } from '../inventory/random';
import { rect, svgDocument, text } from './svg';

const WALLS = ['#e8dcc8', '#d9e2ea', '#efe6da', '#dfe7dc', '#e9d8d0'] as const;

export function facadeSvg(project: SalesProject, house: House): string {
  const layout = layoutFacade(house);
  const random = createRandom(seedFrom(`facade:${house.id}`));
  const wall = random.pick(WALLS);
  const title = `${project.title}, ${house.title}: фасад`;
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe8f7"/><stop offset="1" stop-color="#f4fafd"/></linearGradient></defs>`,
    rect(0, 0, layout.width, layout.height, 'fill="url(#sky)"'),
    rect(0, layout.groundY, layout.width, layout.height - layout.groundY, 'fill="#b9c4a8"'),
  ];
  for (const section of layout.sections) {
    parts.push(rect(section.rect.x, section.rect.y, section.rect.w, section.rect.h, `fill="${wall}" stroke="#8a8a8a" stroke-width="1.5"`));
    parts.push(rect(section.rect.x - 2, section.rect.y, section.rect.w + 4, 6, 'fill="#7d7d7d"'));
    parts.push(text(section.rect.x + section.rect.w / 2, layout.groundY + 22, `Секция ${section.number}`, 'font-size="11" text-anchor="middle" fill="#333"'));
  }
  for (const { floor, rect: r } of layout.floors) {
    if (floor === 1) {
      // Shop windows on the ground floor.
      for (let i = 0; i < 3; i++) parts.push(rect(r.x + 8 + i * ((r.w - 16) / 3), r.y + 4, (r.w - 16) / 3 - 6, r.h - 6, 'fill="#9fc3d8" stroke="#6f8fa3" stroke-width="1"'));
      continue;
    }
    const windows = 5;
    const step = r.w / windows;
    for (let i = 0; i < windows; i++) parts.push(rect(r.x + i * step + step * 0.25, r.y + 3, step * 0.5, r.h - 6, 'fill="#a9cde2"'));
    parts.push(`<line x1="${r.x}" y1="${r.y + r.h}" x2="${r.x + r.w}" y2="${r.y + r.h}" stroke="#c9bfb0" stroke-width="0.8"/>`);
  }
  // Floor numbers along the left edge, taken from the tallest section.
  const tallest = layout.sections.reduce((a, b) => (b.floors > a.floors ? b : a));
  for (const { floor, section, rect: r } of layout.floors) {
    if (section !== tallest.number) continue;
    parts.push(text(12, r.y + r.h / 2 + 4, String(floor), 'font-size="9" text-anchor="middle" fill="#555"'));
  }
  return svgDocument(layout.width, layout.height, title, parts.join(''));
}
