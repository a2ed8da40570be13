// Illustrative "renders" of a complex or one house: a flat-colour street scene drawn from the
// houses' real section and floor counts, so every complex looks a little different.
import type { House, Render, SalesProject } from '@novostroy/contracts';
import { createRandom, seedFrom } from '../inventory/random';
import { rect, svgDocument, text } from './svg';

const PALETTES = [
  ['#e7d3b5', '#c9b08b'],
  ['#d7e0e8', '#9fb2c4'],
  ['#efe2d2', '#c48f6a'],
  ['#dde6d5', '#9bb08a'],
  ['#eadad6', '#b98f88'],
] as const;

export function renderSvg(render: Render, project: SalesProject, houses: readonly House[]): string {
  const random = createRandom(seedFrom(`render:${render.id}`));
  const evening = render.title === 'Вечерний вид';
  const { width, height } = render;
  const groundY = height * 0.78;
  const shown = render.house_id === null ? houses : houses.filter((h) => h.id === render.house_id);
  const [wall, accent] = random.pick(PALETTES);
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${evening ? '#27345e' : '#9fd0f0'}"/><stop offset="1" stop-color="${evening ? '#f0a070' : '#eef7fd'}"/></linearGradient></defs>`,
    rect(0, 0, width, height, 'fill="url(#sky)"'),
    rect(0, groundY, width, height - groundY, `fill="${evening ? '#4d5a45' : '#9cbf7e'}"`),
    rect(0, groundY + 40, width, 46, `fill="${evening ? '#3a3a3a' : '#8d8d8d'}"`),
  ];
  // Buildings: one block per house, section by section, the row in the middle of the street (one
  // house of one section stands centred, not at the left edge of an empty scene).
  const blocks = shown.flatMap((house) => house.sections.map((s) => ({ floors: s.floors_count })));
  const floorHeight = Math.min(20, (groundY - 60) / Math.max(...blocks.map((b) => b.floors), 1));
  const blockWidth = Math.min(220, (width - 120) / Math.max(blocks.length, 1));
  const rowStart = (width - blocks.length * blockWidth) / 2;
  blocks.forEach((block, index) => {
    const x = rowStart + index * blockWidth;
    const h = block.floors * floorHeight;
    const y = groundY - h;
    parts.push(rect(x + 4, y, blockWidth - 8, h, `fill="${wall}" stroke="${accent}" stroke-width="2"`));
    parts.push(rect(x + 4, y - 8, blockWidth - 8, 8, `fill="${accent}"`));
    const columns = Math.max(3, Math.floor((blockWidth - 8) / 26));
    for (let f = 0; f < block.floors; f++) {
      for (let c = 0; c < columns; c++) {
        const lit = evening && random.chance(0.45);
        parts.push(rect(x + 12 + c * ((blockWidth - 24) / columns), y + f * floorHeight + floorHeight * 0.25, ((blockWidth - 24) / columns) * 0.6, floorHeight * 0.5, `fill="${lit ? '#ffd98a' : evening ? '#5b6b8c' : '#bcdcee'}"`));
      }
    }
  });
  // Trees along the street.
  for (let i = 0; i < 9; i++) {
    const x = 40 + i * ((width - 80) / 8) + random.between(-12, 12);
    const r = random.between(18, 30);
    parts.push(rect(x - 3, groundY + 6, 6, 34, 'fill="#6b4f35"'));
    parts.push(`<circle cx="${x.toFixed(1)}" cy="${(groundY + 6 - r * 0.6).toFixed(1)}" r="${r.toFixed(1)}" fill="${evening ? '#2f4a2c' : '#4f8a3c'}"/>`);
  }
  parts.push(rect(24, height - 64, 560, 44, 'fill="#000000" fill-opacity="0.45" rx="6"'));
  parts.push(text(40, height - 36, `${project.title} — ${render.title}`, 'font-size="20" fill="#ffffff"'));
  return svgDocument(width, height, `${project.title}: ${render.title}`, parts.join(''));
}
