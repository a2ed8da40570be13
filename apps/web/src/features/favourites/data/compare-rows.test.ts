import { describe, expect, it } from 'vitest';
import { defaultMortgage } from '@/lib/finance';
import { formatRubles } from '@/lib/money';
import { salesProperty } from '@/upstream/sales/fixtures';
import { compareRows } from './compare-rows';

const today = new Date(Date.UTC(2026, 10, 24));
const row = (rows: ReturnType<typeof compareRows>, key: string) => rows.find((r) => r.key === key);

describe('compareRows', () => {
  const a = salesProperty({ id: 1, price_value: 5_240_000, area_total: 38.4, rooms_amount: 1, floor: 5, floors_total: 16 });
  const b = salesProperty({ id: 2, price_value: 7_900_000, area_total: 54.5, rooms_amount: 2, floor: 5, floors_total: 16, status: 'SOLD' });
  const rows = compareRows([a, b], today);

  it('marks a row whose values differ, and not one whose values agree', () => {
    expect(row(rows, 'price')).toMatchObject({ values: [formatRubles(5_240_000), formatRubles(7_900_000)], differs: true });
    expect(row(rows, 'rooms')).toMatchObject({ values: ['1', '2'], differs: true });
    expect(row(rows, 'floor')).toMatchObject({ values: ['5 из 16', '5 из 16'], differs: false });
    expect(row(rows, 'complex')?.differs).toBe(false);
    expect(row(rows, 'status')).toMatchObject({ values: ['В продаже', 'Продано'], differs: true });
  });

  it('gives each unit its monthly payment under the default mortgage and under the installment until completion', () => {
    expect(row(rows, 'mortgage')?.values).toEqual([formatRubles(defaultMortgage(5_240_000).monthly), formatRubles(defaultMortgage(7_900_000).monthly)]);
    expect(row(rows, 'mortgage')?.note).toBe('взнос 20 %, ставка 6 %, 20 лет');
    // IV quarter 2027 from November 2026: 13 months; 70 % of 5 240 000 in 13 equal parts, rounded up.
    expect(row(rows, 'installment')?.values[0]).toBe(`${formatRubles(Math.ceil((5_240_000 - 1_572_000) / 13))}\u00a0× 13\u00a0мес.`);
    // A quarter past and the house not handed over: no months left to spread over, and not «Дом сдан» either.
    const overdue = compareRows([salesProperty({ development_end: { year: 2025, quarter: 2 } })], today);
    expect(row(overdue, 'installment')?.values).toEqual(['Недоступна']);
    expect(row(overdue, 'completion')?.values).toEqual(['II\u00a0кв.\u00a02025']);
    const handedOver = compareRows([salesProperty({ house_id: 77, development_end: { year: 2025, quarter: 2 } })], today, new Set([77]));
    expect(row(handedOver, 'installment')?.values).toEqual(['Недоступна: дом сдан']);
  });

  it('says «Дом сдан» for the completion of a unit whose house sales-data calls handed over', () => {
    const handedOver = salesProperty({ id: 5, house_id: 77, development_end: { year: 2024, quarter: 4 } });
    const building = salesProperty({ id: 6, house_id: 78, development_end: { year: 2027, quarter: 4 } });
    expect(row(compareRows([handedOver, building], today, new Set([77])), 'completion')?.values).toEqual(['Дом сдан', 'IV\u00a0кв.\u00a02027']);
    expect(row(compareRows([handedOver], today), 'completion')?.values).toEqual(['IV\u00a0кв.\u00a02024']);
  });

  it('leaves out a row no unit has a value for, and shows a dash where one unit lacks it', () => {
    const parking = salesProperty({ id: 3, type_purpose: 'parking', rooms_amount: 0, area_living: null, area_kitchen: null, floor: -1 });
    const places = compareRows([parking, { ...parking, id: 4 }], today);
    expect(places.map((r) => r.key)).not.toContain('area-living');
    expect(places.map((r) => r.key)).not.toContain('rooms');
    expect(places.map((r) => r.key)).not.toContain('old-price');
    // The flat programme's mortgage is not quoted for parking places.
    expect(places.map((r) => r.key)).not.toContain('mortgage');
    expect(row(compareRows([a, parking], today), 'mortgage')?.values).toEqual([formatRubles(defaultMortgage(a.price_value).monthly), '—']);
    // …and the row says whom the figure is for, so the dash reads as «not offered», not «unknown».
    expect(row(compareRows([a, parking], today), 'mortgage')?.note).toBe('для квартир: взнос 20 %, ставка 6 %, 20 лет');
    expect(row(places, 'floor')?.values).toEqual(['Подземный уровень', 'Подземный уровень']);
    expect(row(compareRows([a, parking], today), 'area-living')).toMatchObject({ values: ['17,2\u00a0м²', '—'], differs: true });
  });

  it('says a studio’s kitchen shares its room, rather than a dash', () => {
    const studio = salesProperty({ id: 7, studio: true, rooms_amount: 0, area_kitchen: null });
    expect(row(compareRows([studio, a], today), 'area-kitchen')?.values[0]).toBe('Совмещена с комнатой');
  });

  it('shows the price before a discount once sales-data sends it', () => {
    const discounted = { ...a, price_old: 5_600_000 } as typeof a;
    expect(row(compareRows([discounted, b], today), 'old-price')?.values).toEqual([formatRubles(5_600_000), '—']);
  });
});
