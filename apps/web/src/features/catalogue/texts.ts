// The Russian texts of the catalogue: what a visitor or an API caller reads when a filter value
// cannot be used.

import { countWithNoun, pluralForm, type PluralForms } from '@/lib/plural';
import type { CatalogueKind } from './data/catalogue-query';

const NOUNS: Record<CatalogueKind, PluralForms> = {
  flats: { one: 'квартира', few: 'квартиры', many: 'квартир' },
  commercial: { one: 'помещение', few: 'помещения', many: 'помещений' },
  parking: { one: 'машино-место', few: 'машино-места', many: 'машино-мест' },
  storage: { one: 'кладовая', few: 'кладовые', many: 'кладовых' },
};

/** The accusative after «Показать»: «Показать 21 квартиру», «Показать 3 кладовые». */
const NOUNS_SHOWN: Record<CatalogueKind, PluralForms> = {
  flats: { one: 'квартиру', few: 'квартиры', many: 'квартир' },
  commercial: NOUNS.commercial,
  parking: NOUNS.parking,
  storage: { one: 'кладовую', few: 'кладовые', many: 'кладовых' },
};

/** «Найдена 21 квартира», «Найдено 21 машино-место», «Найдено 3 квартиры»: in the singular the verb takes the noun's gender. */
const FOUND: Record<CatalogueKind, PluralForms> = {
  flats: { one: 'Найдена', few: 'Найдено', many: 'Найдено' },
  commercial: { one: 'Найдено', few: 'Найдено', many: 'Найдено' },
  parking: { one: 'Найдено', few: 'Найдено', many: 'Найдено' },
  storage: { one: 'Найдена', few: 'Найдено', many: 'Найдено' },
};

const found = (kind: CatalogueKind, count: number) => `${pluralForm(count, FOUND[kind])} ${countWithNoun(count, NOUNS[kind])}`;

export const catalogueTexts = {
  rooms: 'Комнаты',
  flatNoun: NOUNS.flats,
  /** «Найдена 21 квартира», «Найдено 3 машино-места». */
  found,
  /** The count line of a listing narrowed to one complex (and house): «Найдено 39 квартир в ЖК «Северное сияние», Литер 1». */
  foundIn: (kind: CatalogueKind, count: number, place: string) => `${found(kind, count)} в ${place}`,
  nothingFound: 'Ничего не нашлось',
  nothingFoundHint: 'Под все условия сразу ничего не подходит. Попробуйте убрать один из фильтров:',
  relaxation: (label: string, kind: CatalogueKind, count: number) => `Без фильтра «${label}» — ${countWithNoun(count, NOUNS[kind])}`,
  resetFilters: 'Сбросить фильтры',
  showResults: 'Показать',
  /** The drawer's button on a phone: «Показать 21 квартиру»; nothing found: «Ничего не нашлось». */
  showCount: (kind: CatalogueKind, count: number) => (count === 0 ? 'Ничего не нашлось' : `Показать ${countWithNoun(count, NOUNS_SHOWN[kind])}`),
  /** «Показать ещё 24 квартиры» under the list. */
  showMore: (kind: CatalogueKind, count: number) => `Показать ещё ${countWithNoun(count, NOUNS_SHOWN[kind])}`,
  /** Where «Показать ещё» stops (PAGES_MAX pages at once): «Больше на одной странице не помещается: 480 квартир.» */
  showMoreLimit: (kind: CatalogueKind, count: number) => `Больше на одной странице не помещается: ${countWithNoun(count, NOUNS[kind])}.`,
  showMoreNext: (page: number) => `Следующие — на странице ${page}`,
  filtersTitle: 'Фильтры',
  /** The phone's filters button with the number of filters in use: «Фильтры, выбрано 3». */
  filtersApplied: (count: number) => `выбрано ${count}`,
  reset: 'Сбросить',
  unitNoun: NOUNS,
  price: 'Цена',
  area: 'Площадь',
  house: 'Дом',
  anyHouse: 'Все дома',
  houseIn: (project: string, house: string) => `${project}, ${house}`,
  completionYear: 'Год сдачи',
  completionQuarter: 'Квартал сдачи',
  floorRange: 'Этаж',
  floorFrom: 'от',
  floorTo: 'до',
  notFirstFloor: 'Не первый',
  notLastFloor: 'Не последний',
  finishing: 'Отделка',
  status: 'Статус',
  table: {
    caption: (kind: CatalogueKind, count: number) => `${found(kind, count)}: таблица`,
    scrollLabel: 'Таблица результатов, прокручивается по горизонтали',
    unit: 'Объект',
    rooms: 'Комнат',
    area: 'Площадь',
    floor: 'Этаж',
    price: 'Цена',
    pricePerMeter: 'Цена за м²',
    completion: 'Сдача',
    status: 'Статус',
    studio: 'Студия',
  },
  statusAvailable: 'В продаже',
  complex: 'Жилой комплекс',
  anyComplex: 'Все комплексы',
  priceFrom: 'Цена от, ₽',
  priceTo: 'Цена до, ₽',
  areaFrom: 'Площадь от, м²',
  areaTo: 'Площадь до, м²',
  withBooked: 'Показать забронированные',
  sort: 'Сортировка',
  sortOptions: {
    price: 'Сначала дешевле',
    '-price': 'Сначала дороже',
    price_per_meter: 'Цена за м², по возрастанию',
    '-price_per_meter': 'Цена за м², по убыванию',
    area: 'Площадь, по возрастанию',
    '-area': 'Площадь, по убыванию',
    floor: 'Этаж, снизу вверх',
    '-floor': 'Этаж, сверху вниз',
    completion: 'Срок сдачи, раньше',
    '-completion': 'Срок сдачи, позже',
  },
  groupLabels: {
    rooms: 'Комнатность',
    price: 'Цена',
    area: 'Площадь',
    floor: 'Этаж',
    project: 'Жилой комплекс',
    house: 'Дом',
    completion: 'Срок сдачи',
    finishing: 'Отделка',
    floorPosition: 'Не первый / не последний этаж',
    status: 'Статус',
  },
  pagination: 'Страницы результатов',
  completion: (text: string) => `Сдача ${text}`,
  home: 'Главная',
  /** GET /api/catalogue/<kind>: one message above the per-parameter ones. */
  badQuery: 'Не удалось применить фильтр: проверьте параметры, отмеченные ниже.',
  unknownKind: 'Такого каталога нет. Доступны: flats (квартиры), commercial (коммерческие помещения), parking (машино-места), storage (кладовые).',
  salesUnavailable: 'Цены и наличие временно недоступны. Обновите страницу через минуту или позвоните нам.',
  parameterErrors: {
    repeated: 'Параметр указан несколько раз: оставьте одно значение.',
    rooms: 'Комнатность — 0 (студия), 1, 2, 3 или 4 (четыре и больше).',
    price_from: 'Цена «от» — целое число рублей, например 5000000.',
    price_to: 'Цена «до» — целое число рублей, например 9000000.',
    area_from: 'Площадь «от» — число квадратных метров, например 35 или 35,5.',
    area_to: 'Площадь «до» — число квадратных метров, например 80 или 80,5.',
    floor_from: 'Этаж «от» — целое число от −10 до 200.',
    floor_to: 'Этаж «до» — целое число от −10 до 200.',
    project: 'Жилой комплекс — числовой идентификатор комплекса.',
    house: 'Дом — числовой идентификатор дома.',
    year: 'Год сдачи — четыре цифры, например 2027.',
    quarter: 'Квартал сдачи — 1, 2, 3 или 4.',
    finishing: 'Отделка — none (без отделки), white_box (предчистовая) или full (чистовая).',
    not_first: '«Не первый этаж» — 1 или 0.',
    not_last: '«Не последний этаж» — 1 или 0.',
    booked: '«Показать забронированные» — 1 или 0.',
    sort: 'Сортировка — price, price_per_meter, area, floor или completion, с минусом для обратного порядка.',
    page: 'Страница — целое число от 1 до 1000.',
    pages: 'Сколько страниц показать сразу — целое число от 1 до 20.',
    limit: 'Размер страницы — целое число от 1 до 100.',
    view: 'Вид — cards (карточки), table (таблица), chess (шахматка) или facade (фасад).',
    level: 'Этаж плана — целое число от −10 до 200.',
  },
} as const;
