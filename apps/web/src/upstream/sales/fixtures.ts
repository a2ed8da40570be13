// Test data: sales-data answers shaped by the @novostroy/contracts schemas.
import type { Property, SalesProject } from '@novostroy/contracts';
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
    plan_image: 'http://127.0.0.1:4010/media/plans/501.svg',
    finishing: 'white_box',
    development_end: { year: 2027, quarter: 4 },
    ...overrides,
  };
}
