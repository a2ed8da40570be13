// The Russian texts of the listing feeds: what the listing sites show (descriptions, the region),
// the 503 answer while no feed exists yet, and the /debug section.
import type { Finishing, PropertyTypePurpose } from '@novostroy/contracts';
import { formatArea } from '@/lib/area';

/** Where every demo complex is (spec: the developer builds in Krasnodar); the sites want it spelt out. */
export const FEED_LOCATION = { country: 'Россия', region: 'Краснодарский край', locality: 'Краснодар' } as const;

/** The seller as the listing sites show it. */
export const FEED_SELLER = { name: 'Новострой', category: 'застройщик' } as const;

const ROOM_WORDS = ['Студия', 'Однокомнатная квартира', 'Двухкомнатная квартира', 'Трёхкомнатная квартира'];

const FINISHING_TEXT: Record<Finishing, string> = { none: 'без отделки', white_box: 'предчистовая отделка', full: 'чистовая отделка' };

const ROMAN_QUARTER = ['I', 'II', 'III', 'IV'];

export interface DescribedUnit {
  type_purpose: PropertyTypePurpose;
  rooms_amount: number;
  studio: boolean;
  area_total: number;
  floor: number;
  floors_total: number;
  number: string;
  project_title: string;
  house_title: string;
  section: number;
  finishing: Finishing;
  development_end: { year: number; quarter: number };
}

/** The unit's kind, as a heading: «Двухкомнатная квартира», «Коммерческое помещение», «Машино-место». */
export function unitKind(unit: Pick<DescribedUnit, 'type_purpose' | 'rooms_amount' | 'studio'>): string {
  switch (unit.type_purpose) {
    case 'residential':
      return unit.studio || unit.rooms_amount === 0 ? ROOM_WORDS[0]! : (ROOM_WORDS[unit.rooms_amount] ?? `${unit.rooms_amount}-комнатная квартира`);
    case 'commercial':
      return 'Коммерческое помещение';
    case 'parking':
      return 'Машино-место';
    case 'storage':
      return 'Кладовая';
  }
}

/** A plain description of one unit, built from its data only (no marketing text to keep true). */
export function unitDescription(unit: DescribedUnit, released: boolean): string {
  const floor = unit.floor < 0 ? 'на подземном уровне' : `на ${unit.floor} этаже из ${unit.floors_total}`;
  const completion = released ? 'Дом сдан.' : `Сдача дома — ${ROMAN_QUARTER[unit.development_end.quarter - 1] ?? unit.development_end.quarter} квартал ${unit.development_end.year} года.`;
  const finishing = unit.type_purpose === 'residential' || unit.type_purpose === 'commercial' ? ` Отделка: ${FINISHING_TEXT[unit.finishing]}.` : '';
  return `${unitKind(unit)} № ${unit.number}, ${formatArea(unit.area_total)}, ${floor}. ${unit.project_title}, ${unit.house_title}, секция ${unit.section}. ${completion}${finishing} Продаёт застройщик ${FEED_SELLER.name}.`;
}

export const feedsTexts = {
  /** The 503 body while sales-data is down and no feed file exists yet. */
  unavailable: 'Фид временно недоступен: нет связи с системой продаж. Повторите запрос позже.',
  debug: {
    caption: 'Фиды площадок объявлений',
    site: { yandex: 'Яндекс Недвижимость', cian: 'ЦИАН', avito: 'Авито' },
    never: 'ещё не формировался в этом процессе',
    generated: (at: string, offers: number, ms: number) => `сформирован ${at}: объявлений ${offers}, ${ms} мс`,
    failed: (at: string, error: string) => `последняя попытка ${at} не удалась: ${error}`,
    leftOutHeading: 'Не попали в фид (нет номеров площадки в CMS)',
    nothingLeftOut: 'все комплексы и дома с номерами',
    complex: (title: string, units: number) => `${title}: комплекс без номера, квартир и помещений: ${units}`,
    house: (title: string, house: string, units: number) => `${title}, ${house}: дом без номера, квартир и помещений: ${units}`,
    notInCms: (title: string, units: number) => `${title}: комплекса нет в CMS, квартир и помещений: ${units}`,
    typesLeftOut: (units: number) => `Кладовые (у площадки нет такой категории): ${units}`,
  },
} as const;
