// Russian number, area, price and label formatting for the SVG pictures and PDF documents.
import type { Finishing, Property, PropertyStatus } from '@novostroy/contracts';

const NBSP = '\u00a0';

/** 5240000 -> "5 240 000" (no-break spaces, as Russian typography groups digits). */
export function groupDigits(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

export const rubles = (value: number) => `${groupDigits(value)}${NBSP}₽`;
/** 36.9 -> "36,9 м²", 15 -> "15 м²", 45.67 -> "45,67 м²": as the site writes an area (up to two decimals, no trailing zeros). */
export const squareMeters = (value: number) => `${String(Math.round(value * 100) / 100).replace('.', ',')}${NBSP}м²`;

export const STATUS_LABEL: Record<PropertyStatus, string> = {
  AVAILABLE: 'В продаже',
  BOOKED: 'Забронировано',
  SOLD: 'Продано',
};

export const FINISHING_LABEL: Record<Finishing, string> = {
  none: 'Без отделки',
  white_box: 'Предчистовая',
  full: 'Чистовая',
};

/**
 * "Квартира № 12", and for the others their number as it is written on site, its letter saying
 * what it is: "Коммерческое помещение П-3", "Машино-место М-5", "Кладовая К-2" (as the website's
 * headings name them).
 */
export function unitTitle(property: Property): string {
  switch (property.type_purpose) {
    case 'residential':
      return `Квартира №${NBSP}${property.number}`;
    case 'commercial':
      return `Коммерческое помещение ${property.number}`;
    case 'parking':
      return `Машино-место ${property.number}`;
    case 'storage':
      return `Кладовая ${property.number}`;
  }
}

/** "Студия", "2-комнатная", "Нежилое" for the unit's kind. */
export function unitKind(property: Property): string {
  if (property.type_purpose !== 'residential') return property.type_purpose === 'commercial' ? 'Нежилое помещение' : property.type_purpose === 'parking' ? 'Паркинг' : 'Кладовая';
  if (property.studio) return 'Студия';
  return `${property.rooms_amount}-комнатная`;
}

/** Short label drawn inside a unit on floor plans: "Ст", "2к", "П-3", "М-12". */
export function unitShortLabel(property: Property): string {
  if (property.type_purpose !== 'residential') return property.number;
  return property.studio ? 'Ст' : `${property.rooms_amount}к`;
}

export const floorLabel = (floor: number) => (floor === -1 ? 'подземный уровень' : `${floor} этаж`);
export const quarterLabel = (q: { year: number; quarter: number }) => `${['I', 'II', 'III', 'IV'][q.quarter - 1]} кв. ${q.year}`;
