// GET /api/pdf/{id}: a one-page unit card with the facts, the price and the plan.
import { PageSizes, rgb } from 'pdf-lib';
import type { Property } from '@novostroy/contracts';
import { FINISHING_LABEL, STATUS_LABEL, floorLabel, quarterLabel, rubles, squareMeters, unitKind, unitTitle } from '../format';
import { planUnit, type RoomKind } from '../geometry/unit-plan';
import { ACCENT, BRAND, INK, LINE, MUTED, STATUS_FILL, createPdf, drawBox, drawFooter, drawLine, textWidth, todayInMoscow } from './document';

const ROOM_FILL: Record<RoomKind, ReturnType<typeof rgb>> = {
  room: rgb(0.97, 0.96, 0.93),
  kitchen: rgb(0.99, 0.93, 0.85),
  bath: rgb(0.86, 0.93, 0.96),
  hall: rgb(0.93, 0.93, 0.93),
  space: rgb(0.96, 0.95, 0.92),
};

/** The discount lines of the price box: the old price (drawn struck through) and the saving; null without a discount. */
export function discountLines(property: Pick<Property, 'price_value' | 'price_old'>): { oldPrice: string; saving: string } | null {
  if (property.price_old === null || property.price_old <= property.price_value) return null;
  return { oldPrice: rubles(property.price_old), saving: `Скидка ${rubles(property.price_old - property.price_value)}` };
}

/** The card's facts, label and value, as the site's unit page lists them. */
export function cardFacts(property: Property): Array<[string, string]> {
  return [
    ['Жилой комплекс', property.project_title],
    ['Дом', `${property.house_title}, секция ${property.section}`],
    ['Этаж', property.floor === -1 ? floorLabel(-1) : `${property.floor} из ${property.floors_total}`],
    ['Общая площадь', squareMeters(property.area_total)],
    ...(property.area_living !== null ? ([['Жилая площадь', squareMeters(property.area_living)]] as [string, string][]) : []),
    ...(property.area_kitchen !== null ? ([['Площадь кухни', squareMeters(property.area_kitchen)]] as [string, string][]) : []),
    // Finishing is a flat's or a premises' matter, as on the site; a parking place or storeroom has none to speak of.
    ...(property.type_purpose === 'residential' || property.type_purpose === 'commercial' ? ([['Отделка', FINISHING_LABEL[property.finishing]]] as [string, string][]) : []),
    ['Срок сдачи', quarterLabel(property.development_end)],
    ['Цена за м²', rubles(property.price_per_meter)],
  ];
}

export async function unitCardPdf(property: Property): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf(`${unitTitle(property)}, ${property.project_title}`);
  const page = doc.addPage(PageSizes.A4);
  const width = page.getWidth();
  const left = 36;

  drawBox(page, 0, 0, width, 6, { fill: ACCENT });
  drawLine(page, BRAND, left, 22, { font: fonts.bold, size: 11, color: ACCENT });
  drawLine(page, property.project_title, width - left, 22, { font: fonts.regular, size: 10, color: MUTED, align: 'right', maxWidth: 300 });
  drawLine(page, unitTitle(property), left, 50, { font: fonts.bold, size: 22, maxWidth: width - 2 * left });
  drawLine(page, `${unitKind(property)} · ${squareMeters(property.area_total)}`, left, 80, { font: fonts.regular, size: 13, color: MUTED });

  const facts = cardFacts(property);
  let top = 112;
  for (const [label, value] of facts) {
    drawLine(page, label, left, top, { font: fonts.regular, size: 10.5, color: MUTED });
    drawLine(page, value, left + 140, top, { font: fonts.regular, size: 10.5, maxWidth: 200 });
    drawBox(page, left, top + 17, 340, 0.6, { fill: LINE });
    top += 22;
  }

  // Price and status on the right; a discount adds the old price, struck through, and the saving.
  const discount = discountLines(property);
  const priceWidth = width - 412 - left - 8;
  const statusTop = discount ? 198 : 172;
  drawBox(page, 400, 112, width - 400 - left, statusTop - 112 + 32, { fill: rgb(0.98, 0.97, 0.95), border: LINE });
  drawLine(page, 'Стоимость', 412, 122, { font: fonts.regular, size: 10, color: MUTED });
  drawLine(page, rubles(property.price_value), 412, 140, { font: fonts.bold, size: 17, maxWidth: priceWidth });
  if (discount) {
    drawLine(page, discount.oldPrice, 412, 162, { font: fonts.regular, size: 10.5, color: MUTED });
    drawBox(page, 411, 167.5, textWidth(fonts.regular, discount.oldPrice, 10.5) + 2, 0.9, { fill: MUTED });
    drawLine(page, discount.saving, 412, 177, { font: fonts.bold, size: 9.5, color: ACCENT, maxWidth: priceWidth });
  }
  drawBox(page, 412, statusTop, 110, 20, { fill: STATUS_FILL[property.status] });
  drawLine(page, STATUS_LABEL[property.status], 467, statusTop + 4, { font: fonts.regular, size: 10, align: 'center' });

  // The plan, scaled into the lower part of the page.
  const plan = planUnit(property);
  const boxTop = top + 24;
  const boxHeight = page.getHeight() - boxTop - 70;
  const boxWidth = width - 2 * left;
  drawLine(page, 'Планировка', left, boxTop - 2, { font: fonts.bold, size: 12 });
  const scale = Math.min((boxWidth - 20) / plan.width, (boxHeight - 40) / plan.depth, 60);
  const ox = left + (boxWidth - plan.width * scale) / 2;
  const oy = boxTop + 28;
  for (const room of plan.rooms) {
    const x = ox + room.rect.x * scale;
    const y = oy + room.rect.y * scale;
    const w = room.rect.w * scale;
    const h = room.rect.h * scale;
    drawBox(page, x, y, w, h, { fill: ROOM_FILL[room.kind], border: INK, borderWidth: 1.2 });
    const size = Math.max(6.5, Math.min(10, w / 9, h / 4));
    drawLine(page, room.label, x + w / 2, y + h / 2 - size, { font: fonts.regular, size, align: 'center', maxWidth: w - 4 });
    drawLine(page, squareMeters(room.area), x + w / 2, y + h / 2 + 2, { font: fonts.regular, size: size * 0.9, color: MUTED, align: 'center', maxWidth: w - 4 });
  }
  drawBox(page, ox, oy, plan.width * scale, plan.depth * scale, { border: INK, borderWidth: 3 });

  drawFooter(page, fonts, `Данные на ${todayInMoscow()}. Не является публичной офертой; цену и наличие уточняйте в отделе продаж.`);
  return doc.save();
}
