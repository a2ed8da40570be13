// GET /api/property/loaded/pdf: the units of a property query as a paged table (a price list).
import { PageSizes, rgb } from 'pdf-lib';
import type { Property } from '@novostroy/contracts';
import { STATUS_LABEL, groupDigits, unitKind } from '../format';
import { ACCENT, BRAND, LINE, MUTED, createPdf, drawBox, drawFooter, drawLine, todayInMoscow } from './document';

interface Column {
  title: string;
  width: number;
  align?: 'right';
  value(p: Property): string;
}

const COLUMNS: Column[] = [
  { title: '№', width: 52, value: (p) => p.number },
  { title: 'Комплекс', width: 150, value: (p) => p.project_title },
  { title: 'Дом, секция', width: 86, value: (p) => `${p.house_title}, с. ${p.section}` },
  { title: 'Этаж', width: 40, align: 'right', value: (p) => (p.floor === -1 ? '−1' : String(p.floor)) },
  { title: 'Тип', width: 110, value: (p) => unitKind(p) },
  { title: 'Площадь, м²', width: 76, align: 'right', value: (p) => p.area_total.toFixed(1).replace('.', ',') },
  { title: 'Цена, ₽', width: 86, align: 'right', value: (p) => groupDigits(p.price_value) },
  { title: 'За м², ₽', width: 72, align: 'right', value: (p) => groupDigits(p.price_per_meter) },
  { title: 'Статус', width: 96, value: (p) => STATUS_LABEL[p.status] },
];

const ROW = 16;

export async function priceListPdf(properties: readonly Property[], total: number): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf('Подборка объектов');
  const [a4Width, a4Height] = PageSizes.A4;
  const left = 36;
  const date = todayInMoscow();
  let rowIndex = 0;
  let pageNumber = 0;
  do {
    pageNumber += 1;
    const page = doc.addPage([a4Height, a4Width]);
    const height = page.getHeight();
    drawBox(page, 0, 0, page.getWidth(), 6, { fill: ACCENT });
    drawLine(page, BRAND, left, 20, { font: fonts.bold, size: 11, color: ACCENT });
    const shown = properties.length === total ? `${total}` : `${properties.length} из ${total}`;
    drawLine(page, `Подборка объектов: ${shown}`, left, 40, { font: fonts.bold, size: 14 });
    let top = 68;
    let x = left;
    for (const column of COLUMNS) {
      const edge = column.align === 'right' ? x + column.width - 6 : x;
      drawLine(page, column.title, edge, top, { font: fonts.bold, size: 8.5, color: MUTED, align: column.align ?? 'left', maxWidth: column.width - 6 });
      x += column.width;
    }
    top += ROW;
    drawBox(page, left, top - 4, COLUMNS.reduce((s, c) => s + c.width, 0), 0.8, { fill: LINE });
    if (properties.length === 0) drawLine(page, 'По этому запросу ничего не найдено.', left, top + 4, { font: fonts.regular, size: 10 });
    while (rowIndex < properties.length && top + ROW < height - 50) {
      const property = properties[rowIndex] as Property;
      if (rowIndex % 2 === 1) drawBox(page, left, top - 2, COLUMNS.reduce((s, c) => s + c.width, 0), ROW, { fill: rgb(0.97, 0.97, 0.97) });
      x = left;
      for (const column of COLUMNS) {
        const edge = column.align === 'right' ? x + column.width - 6 : x;
        drawLine(page, column.value(property), edge, top + 1, { font: fonts.regular, size: 8.5, align: column.align ?? 'left', maxWidth: column.width - 6 });
        x += column.width;
      }
      top += ROW;
      rowIndex += 1;
    }
    drawFooter(page, fonts, `Данные на ${date}. Страница ${pageNumber}. Не является публичной офертой.`);
  } while (rowIndex < properties.length);
  return doc.save();
}
