// GET /api/pdf/{houseId}/{floor}: the floor plan on a landscape page, units coloured by status.
import { PageSizes, rgb } from 'pdf-lib';
import type { House, SalesProject } from '@novostroy/contracts';
import { STATUS_LABEL, floorLabel, unitShortLabel } from '../format';
import type { FloorLayout } from '../geometry/floor-layout';
import { ACCENT, BRAND, INK, MUTED, STATUS_FILL, createPdf, drawBox, drawFooter, drawLine, todayInMoscow } from './document';

export async function floorMapPdf(project: SalesProject, house: House, layout: FloorLayout): Promise<Uint8Array> {
  const title = `${project.title}, ${house.title}: ${floorLabel(layout.floor)}`;
  const { doc, fonts } = await createPdf(title);
  const [a4Width, a4Height] = PageSizes.A4;
  const page = doc.addPage([a4Height, a4Width]);
  const width = page.getWidth();
  const height = page.getHeight();
  const left = 36;

  drawBox(page, 0, 0, width, 6, { fill: ACCENT });
  drawLine(page, BRAND, left, 20, { font: fonts.bold, size: 11, color: ACCENT });
  drawLine(page, title, left, 40, { font: fonts.bold, size: 16, maxWidth: width - 2 * left });

  const areaTop = 72;
  const areaWidth = width - 2 * left;
  const areaHeight = height - areaTop - 70;
  const scale = Math.min(areaWidth / layout.width, areaHeight / layout.height);
  const ox = left + (areaWidth - layout.width * scale) / 2;
  const place = (x: number, y: number) => ({ x: ox + x * scale, y: areaTop + y * scale });

  for (const corridor of layout.corridors) {
    const p = place(corridor.x, corridor.y);
    drawBox(page, p.x, p.y, corridor.w * scale, corridor.h * scale, { fill: rgb(0.92, 0.92, 0.92) });
  }
  for (const core of layout.cores) {
    const p = place(core.x, core.y);
    drawBox(page, p.x, p.y, core.w * scale, core.h * scale, { fill: rgb(0.85, 0.85, 0.85), border: INK, borderWidth: 0.6 });
  }
  for (const { property, rect } of layout.units) {
    const p = place(rect.x, rect.y);
    const w = rect.w * scale;
    const h = rect.h * scale;
    drawBox(page, p.x, p.y, w, h, { fill: STATUS_FILL[property.status], border: INK, borderWidth: 0.6 });
    const size = Math.max(4.5, Math.min(9, w / 5, h / 3));
    if (property.type_purpose === 'residential' || property.type_purpose === 'commercial') {
      drawLine(page, `№ ${property.number}`, p.x + w / 2, p.y + h / 2 - size, { font: fonts.regular, size: size * 0.85, color: MUTED, align: 'center', maxWidth: w - 2 });
      drawLine(page, unitShortLabel(property), p.x + w / 2, p.y + h / 2 + 1, { font: fonts.bold, size, align: 'center', maxWidth: w - 2 });
    } else {
      drawLine(page, property.number, p.x + w / 2, p.y + h / 2 - size / 2, { font: fonts.regular, size, align: 'center', maxWidth: w - 1 });
    }
  }
  for (const section of layout.sections) {
    const p = place(section.rect.x, section.rect.y);
    drawBox(page, p.x, p.y, section.rect.w * scale, section.rect.h * scale, { border: INK, borderWidth: 1.6 });
    if (section.number > 0) drawLine(page, `Секция ${section.number}`, p.x + (section.rect.w * scale) / 2, p.y - 12, { font: fonts.regular, size: 8, color: MUTED, align: 'center' });
  }

  // Legend with counts.
  let x = left;
  const legendTop = height - 58;
  for (const status of ['AVAILABLE', 'BOOKED', 'SOLD'] as const) {
    const count = layout.units.filter((u) => u.property.status === status).length;
    drawBox(page, x, legendTop, 12, 12, { fill: STATUS_FILL[status], border: INK, borderWidth: 0.5 });
    const label = `${STATUS_LABEL[status]}: ${count}`;
    drawLine(page, label, x + 18, legendTop + 1, { font: fonts.regular, size: 9 });
    x += 30 + fonts.regular.widthOfTextAtSize(label, 9);
  }
  drawFooter(page, fonts, `Данные на ${todayInMoscow()}. Не является публичной офертой.`);
  return doc.save();
}
