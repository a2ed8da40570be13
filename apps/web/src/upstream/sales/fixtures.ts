// Test data: sales-data answers shaped by the @novostroy/contracts schemas.
import type { Facade, FloorPlan, House, Property, Render, SalesProject } from '@novostroy/contracts';
import { emptyProjectStatistics } from './statistics';

export function salesProject(overrides: Partial<SalesProject>): SalesProject {
  return {
    id: 1101,
    title: 'ЖК «Северное сияние»',
    slug: 'zhk-severnoe-siyanie',
    district: 'Прикубанский округ',
    address: 'ул. Стахановская, 15',
    released: false,
    completion: { year: 2027, quarter: 4 },
    houses_count: 4,
    statistics: { ...emptyProjectStatistics, amount_flat: 400, amount_flat_free: 12, min_price_flat: 5_240_000, max_price_flat: 14_900_000 },
    ...overrides,
  };
}

export function salesProperty(overrides: Partial<Property>): Property {
  return {
    id: 501,
    number: '125',
    type_purpose: 'residential',
    status: 'AVAILABLE',
    project_id: 1101,
    project_title: 'ЖК «Северное сияние»',
    house_id: 11,
    house_title: 'Литер 1',
    section: 1,
    floor: 5,
    floors_total: 16,
    rooms_amount: 1,
    studio: false,
    area_total: 38.4,
    area_living: 17.2,
    area_kitchen: 10.1,
    price_value: 5_240_000,
    price_per_meter: 136_458,
    price_old: null,
    plan_image: 'http://127.0.0.1:4010/media/plans/501.svg',
    finishing: 'white_box',
    development_end: { year: 2027, quarter: 4 },
    updated_at: '2026-10-01T09:30:00.000Z',
    ...overrides,
  };
}

export function salesHouse(overrides: Partial<House>): House {
  return {
    id: 11011,
    project_id: 1101,
    title: 'Литер 1',
    number: 1,
    released: false,
    development_end: { year: 2027, quarter: 3 },
    sections_count: 1,
    floors_count: 3,
    sections: [{ number: 1, floors_count: 3 }],
    floors: [-1, 1, 2, 3],
    amount_total: 12,
    amount_free: 5,
    facade_image: 'http://127.0.0.1:4010/media/facades/11011.svg',
    ...overrides,
  };
}

export function salesFacade(overrides: Partial<Facade>): Facade {
  return {
    id: 11011,
    house_id: 11011,
    project_id: 1101,
    title: 'Литер 1, фасад',
    image: 'http://127.0.0.1:4010/media/facades/11011.svg',
    width: 220,
    height: 408,
    floors: [
      { floor: 1, section: 1, points: '30,348 190,348 190,372 30,372', amount_total: 4, amount_free: 2 },
      { floor: 2, section: 1, points: '30,332 190,332 190,348 30,348', amount_total: 3, amount_free: 0 },
    ],
    ...overrides,
  };
}

export function salesFloorPlan(overrides: Partial<FloorPlan>): FloorPlan {
  return {
    house_id: 11011,
    project_id: 1101,
    floor: 2,
    sections: [1],
    image: 'http://127.0.0.1:4010/media/floors/11011/2.svg',
    width: 480,
    height: 398,
    units: [
      { property_id: 11010055, number: '10', type_purpose: 'residential', status: 'AVAILABLE', section: 1, rooms_amount: 2, studio: false, area_total: 60, price_value: 8_705_000, points: '30,64 244.7,64 244.7,194 30,194' },
      { property_id: 11010056, number: '11', type_purpose: 'residential', status: 'SOLD', section: 1, rooms_amount: 1, studio: false, area_total: 36.2, price_value: 5_706_000, points: '244.7,64 450,64 450,194 244.7,194' },
    ],
    ...overrides,
  };
}

export function salesRender(overrides: Partial<Render>): Render {
  return { id: 110111, project_id: 1101, house_id: 11011, title: 'Литер 1', image: 'http://127.0.0.1:4010/media/renders/110111.svg', width: 1200, height: 700, ...overrides };
}
