import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from './envelope';
import { floorPlanQuerySchema } from './media';
import { monthlyPaymentQuerySchema, MONTHLY_PAYMENT_DEFAULTS } from './pricing';
import { propertyListResponseSchema, propertyResponseSchema } from './property';
import { salesDataPaths } from './endpoints';

describe('response schemas', () => {
  it('accept a property list envelope', () => {
    const parsed = propertyListResponseSchema.parse({
      data: [
        {
          id: 11010001,
          number: '1',
          type_purpose: 'residential',
          status: 'AVAILABLE',
          project_id: 1101,
          project_title: 'ЖК «Северное сияние»',
          house_id: 11011,
          house_title: 'Литер 1',
          section: 1,
          floor: 2,
          floors_total: 17,
          rooms_amount: 0,
          studio: true,
          area_total: 24.6,
          area_living: 14.1,
          area_kitchen: null,
          price_value: 4_350_000,
          price_per_meter: 176_829,
          price_old: null,
          plan_image: 'http://localhost:4010/media/plans/11010001.svg',
          finishing: 'white_box',
          development_end: { year: 2027, quarter: 4 },
        },
      ],
      meta: { total: 1, limit: 50, offset: 0 },
    });
    expect(parsed.data[0]?.studio).toBe(true);
  });

  it('take an old price only above the current one', () => {
    const unit = {
      id: 11010002, number: '2', type_purpose: 'residential', status: 'AVAILABLE', project_id: 1101, project_title: 'ЖК «Северное сияние»',
      house_id: 11011, house_title: 'Литер 1', section: 1, floor: 2, floors_total: 17, rooms_amount: 1, studio: false, area_total: 40,
      area_living: 18, area_kitchen: 10, price_value: 6_000_000, price_per_meter: 150_000, plan_image: 'http://localhost:4010/media/plans/11010002.svg',
      finishing: 'none', development_end: { year: 2027, quarter: 4 },
    };
    const envelope = (price_old: unknown) => propertyListResponseSchema.safeParse({ data: [{ ...unit, price_old }], meta: { total: 1, limit: 50, offset: 0 } });
    expect(envelope(6_500_000).success).toBe(true);
    expect(envelope(null).success).toBe(true);
    expect(envelope(6_000_000).success).toBe(false);
    expect(envelope(5_000_000).success).toBe(false);
    expect(envelope('6500000').success).toBe(false);
    const older = envelope(undefined);
    expect(older.success && older.data.data[0]?.price_old).toBeNull();
  });

  it('read a unit without updated_at (an older service) as null, and take only an ISO 8601 date-time', () => {
    const unit = {
      id: 11010002, number: '2', type_purpose: 'residential', status: 'AVAILABLE', project_id: 1101, project_title: 'ЖК «Северное сияние»',
      house_id: 11011, house_title: 'Литер 1', section: 1, floor: 2, floors_total: 17, rooms_amount: 1, studio: false, area_total: 40,
      area_living: 18, area_kitchen: 10, price_value: 6_000_000, price_per_meter: 150_000, price_old: null, plan_image: 'http://localhost:4010/media/plans/11010002.svg',
      finishing: 'none', development_end: { year: 2027, quarter: 4 },
    };
    const parse = (updated_at: unknown) => propertyResponseSchema.safeParse({ data: { ...unit, updated_at } });
    expect(parse(undefined).data?.data.updated_at).toBeNull();
    expect(parse(null).data?.data.updated_at).toBeNull();
    expect(parse('2026-10-01T09:30:00.000Z').data?.data.updated_at).toBe('2026-10-01T09:30:00.000Z');
    expect(parse('2026-10-01T12:30:00+03:00').success).toBe(true);
    expect(parse('2026-10-01').success).toBe(false);
    expect(parse('вчера').success).toBe(false);
  });

    it('accept an error with field messages', () => {
    expect(errorResponseSchema.safeParse({ error: { status: 400, message: 'bad', fields: { 'filter[status]': 'unknown value' } } }).success).toBe(true);
  });
});

describe('query schemas', () => {
  it('read the monthly payment query from strings and leave defaults to the service', () => {
    expect(monthlyPaymentQuerySchema.parse({ rate: '5.5', years: '15', initial_payment: '1000000' })).toEqual({ rate: 5.5, years: 15, initial_payment: 1_000_000 });
    expect(monthlyPaymentQuerySchema.parse({})).toEqual({});
    expect(MONTHLY_PAYMENT_DEFAULTS).toEqual({ rate: 6, years: 20, initial_payment_percent: 20 });
  });

  it('refuse bad monthly payment values', () => {
    for (const bad of [{ rate: 'abc' }, { rate: '51' }, { years: '0' }, { years: '2.5' }, { initial_payment_percent: '100' }, { initial_payment: '1', initial_payment_percent: '10' }]) {
      expect(monthlyPaymentQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('read the floor query', () => {
    expect(floorPlanQuerySchema.parse({ floor: '-1' })).toEqual({ floor: -1 });
    expect(floorPlanQuerySchema.safeParse({}).success).toBe(false);
    expect(floorPlanQuerySchema.safeParse({ floor: 'top' }).success).toBe(false);
  });
});

describe('paths', () => {
  it('are the spec paths', () => {
    expect(salesDataPaths.monthlyPayment(5)).toBe('/api/monthly_payment/5');
    expect(salesDataPaths.floorPdf(11011, -1)).toBe('/api/pdf/11011/-1');
    expect(salesDataPaths.properties).toBe('/api/property/loaded');
  });
});
