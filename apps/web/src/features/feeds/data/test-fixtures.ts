// Test helpers: a small inventory, its complexes with and without listing ids, and sources over them.
import type { Property } from '@/upstream/sales';
import type { FeedSources } from './generate';
import type { FeedContext, FeedProject } from './model';

export const HOSTILE_TITLE = 'ЖК «<Север & Юг>» "A\'s" \u0000';

export function feedProject(overrides: Partial<FeedProject> = {}): FeedProject {
  return {
    profitId: 1101,
    title: 'ЖК «Северное сияние»',
    address: 'ул. Стахановская, 15',
    district: 'Прикубанский округ',
    coordinates: { lat: 45.0712, lng: 38.9851 },
    ids: {
      complex: { yandex: '1801101', cian: '4501101', avito: '2901101' },
      houses: [
        { profitHouseId: 11011, yandex: '3111011', cian: '5211011', avito: '7611011' },
        // House 11012 has a CIAN id but none for Yandex or Avito.
        { profitHouseId: 11012, yandex: null, cian: '5211012', avito: null },
      ],
    },
    ...overrides,
  };
}

/** Complex 1101 with ids (houses 11011 and 11012), complex 1117 without any. */
export function feedContext(overrides: Partial<Omit<FeedContext, 'generatedAt'>> = {}): Omit<FeedContext, 'generatedAt'> {
  return {
    siteUrl: 'https://novostroy.example',
    salesPhone: '+7 (861) 200-00-00',
    projects: new Map([
      [1101, feedProject()],
      [1117, feedProject({ profitId: 1117, title: 'ЖК «Маяк»', ids: { complex: { yandex: null, cian: null, avito: null }, houses: [] } })],
    ]),
    houses: new Map([
      [11011, { id: 11011, title: 'Литер 1', released: false }],
      [11012, { id: 11012, title: 'Литер 2', released: true }],
    ]),
    ...overrides,
  };
}

/** A flat on sale in house 11011 of complex 1101, as sales-data sends it. */
export function salesUnit(overrides: Partial<Property>): Property {
  return {
    id: 501,
    number: '125',
    type_purpose: 'residential',
    status: 'AVAILABLE',
    project_id: 1101,
    project_title: 'ЖК «Северное сияние»',
    house_id: 11011,
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
    updated_at: '2026-10-20T09:00:00.000Z',
    ...overrides,
  };
}

const unit = salesUnit;

/** One unit of each type in house 11011, a studio, one flat in house 11012 and one in complex 1117. */
export function inventory(): Property[] {
  return [
    unit({ id: 1, number: '12', type_purpose: 'residential', rooms_amount: 2, area_total: 56.4, area_living: 30.2, area_kitchen: 12.5, finishing: 'full' }),
    unit({ id: 2, number: '13', type_purpose: 'residential', rooms_amount: 0, studio: true, area_total: 24.1, area_living: null, area_kitchen: null, finishing: 'none' }),
    unit({ id: 3, number: 'П-1', type_purpose: 'commercial', rooms_amount: 0, floor: 1, area_total: 84.3, area_living: null, area_kitchen: null }),
    unit({ id: 4, number: 'М-1', type_purpose: 'parking', rooms_amount: 0, floor: -1, area_total: 13.3, area_living: null, area_kitchen: null, finishing: 'none' }),
    unit({ id: 5, number: 'К-1', type_purpose: 'storage', rooms_amount: 0, floor: -1, area_total: 4.2, area_living: null, area_kitchen: null, finishing: 'none' }),
    unit({ id: 6, number: '40', house_id: 11012, house_title: 'Литер 2', rooms_amount: 3, area_total: 80.5 }),
    unit({ id: 7, number: '1', project_id: 1117, project_title: 'ЖК «Маяк»', house_id: 11171, rooms_amount: 1 }),
    unit({ id: 8, number: '2', project_id: 1117, project_title: 'ЖК «Маяк»', house_id: 11171, rooms_amount: 2 }),
  ];
}

/** Sources over fixed data, paged by `pageSize`; `gate` (when given) holds each page until it resolves. */
export function fixedSources(units: Property[], options: { context?: Omit<FeedContext, 'generatedAt'>; pageSize?: number; gate?: () => Promise<void>; fail?: () => boolean } = {}): FeedSources & { reads: number } {
  const sources = {
    reads: 0,
    loadContext() {
      if (options.fail?.()) return Promise.reject(new Error('sales-data did not answer the projects or houses'));
      return Promise.resolve(options.context ?? feedContext());
    },
    async *unitPages() {
      sources.reads += 1;
      const size = options.pageSize ?? 1000;
      for (let offset = 0; offset < units.length; offset += size) {
        if (options.gate) await options.gate();
        yield units.slice(offset, offset + size);
      }
    },
  };
  return sources;
}
