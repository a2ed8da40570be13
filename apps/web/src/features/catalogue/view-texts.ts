// The Russian texts of the listing's views: the view switch, the house picker, the chessboard and
// the facade -> floor plan.
import type { PropertyStatus, PropertyTypePurpose } from '@novostroy/contracts';
import { countWithNoun, type PluralForms } from '@/lib/plural';
import type { CatalogueKind, CatalogueView } from './data/catalogue-query';

const NOUNS: Record<CatalogueKind, PluralForms> = {
  flats: { one: 'квартира', few: 'квартиры', many: 'квартир' },
  commercial: { one: 'помещение', few: 'помещения', many: 'помещений' },
  parking: { one: 'машино-место', few: 'машино-места', many: 'машино-мест' },
  storage: { one: 'кладовая', few: 'кладовые', many: 'кладовых' },
};

/** Whose page a chessboard cell opens: «страницу квартиры». */
const UNIT_GENITIVE: Record<CatalogueKind, string> = { flats: 'квартиры', commercial: 'помещения', parking: 'машино-места', storage: 'кладовой' };

const ROOMS: PluralForms = { one: 'комната', few: 'комнаты', many: 'комнат' };

/** What a unit is called in a cell's or a polygon's name: «Квартира 10», «Машино-место М-41». */
const UNIT_NOUN: Record<PropertyTypePurpose, string> = {
  residential: 'Квартира',
  commercial: 'Помещение',
  parking: 'Машино-место',
  storage: 'Кладовая',
};

/** The status agrees with the noun: a flat and a storage room are feminine, the others neuter. */
const FEMININE: Record<PropertyTypePurpose, boolean> = { residential: true, storage: true, commercial: false, parking: false };
const STATUS_WORDS: Record<PropertyStatus, { feminine: string; neuter: string }> = {
  AVAILABLE: { feminine: 'свободна', neuter: 'свободно' },
  BOOKED: { feminine: 'забронирована', neuter: 'забронировано' },
  SOLD: { feminine: 'продана', neuter: 'продано' },
};

export const viewTexts = {
  switchLabel: 'Вид списка',
  views: { cards: 'Карточки', table: 'Таблица', chess: 'Шахматка', facade: 'Фасад' } satisfies Record<CatalogueView, string>,
  unitNoun: (type: PropertyTypePurpose) => UNIT_NOUN[type],
  status: (type: PropertyTypePurpose, status: PropertyStatus) => STATUS_WORDS[status][FEMININE[type] ? 'feminine' : 'neuter'],
  /** «Продана» / «Продано»: what a sold cell says, and nothing more. */
  sold: (type: PropertyTypePurpose) => {
    const word = STATUS_WORDS.SOLD[FEMININE[type] ? 'feminine' : 'neuter'];
    return word.charAt(0).toUpperCase() + word.slice(1);
  },
  rooms: (rooms: number, studio: boolean) => (studio || rooms === 0 ? 'студия' : countWithNoun(rooms, ROOMS)),
  /** The short mark in a flat's cell: «Ст», «1к», «2к». */
  roomsMark: (rooms: number, studio: boolean) => (studio || rooms === 0 ? 'Ст' : `${rooms}к`),

  pickHouseTitle: 'Выберите дом',
  pickHouse: {
    chess: 'Шахматка показывает один дом: все его помещения по секциям и этажам, свободные, забронированные и проданные. Рядом с названием дома указано, сколько в нём вариантов под ваши фильтры.',
    facade: 'Фасад показывает один дом: выберите на нём этаж, затем помещение на плане этажа. Рядом с названием дома указано, сколько в нём вариантов под ваши фильтры.',
  },
  noHouses: 'Дома с такими помещениями не нашлись. Сбросьте фильтры, чтобы увидеть все дома.',
  /** How many units of the house fit the filters: «12 квартир», «нет подходящих». */
  houseMatches: (kind: CatalogueKind, count: number) => (count > 0 ? countWithNoun(count, NOUNS[kind]) : 'нет подходящих'),
  otherHouse: 'Другой дом',
  unknownHouse: 'Такого дома нет в продаже. Выберите дом из списка.',
  houseHeading: (projectTitle: string, houseTitle: string) => `${projectTitle}, ${houseTitle}`,
  completion: (text: string) => `сдача ${text}`,

  chessTitle: 'Шахматка дома',
  chessHint: (kind: CatalogueKind) =>
    `Наведите курсор на ячейку или перейдите на неё клавишей Tab, чтобы увидеть площадь и цену. Нажмите на ячейку, чтобы открыть страницу ${UNIT_GENITIVE[kind]}.`,
  /** The same on a touch screen, which has no hover: a tap opens the unit. */
  chessHintTouch: (kind: CatalogueKind) => `Коснитесь ячейки, чтобы открыть страницу ${UNIT_GENITIVE[kind]} с площадью, ценой и планировкой.`,
  section: (n: number) => `Секция ${n}`,
  floorName: (n: number) => floorLabel(n),
  noUnitsOfKind: 'В этом доме нет помещений такого типа.',
  legendTitle: 'Обозначения',
  legend: {
    available: 'Свободно',
    booked: 'Забронировано',
    sold: 'Продано',
    dimmed: 'Не подходит под фильтры',
    /** A listing's plan: the units on it of another type (the parking places on a storerooms' plan). */
    otherType: 'Другие помещения',
    otherTypeOrFilters: 'Не подходит под фильтры или другого типа',
  },

  skipDrawing: 'Пропустить схему',
  facadeHint: 'Выберите этаж на фасаде: откроется его план с квартирами и помещениями.',
  /** The drawing's name: «Фасад: Литер 2» (sales-data titles it «Литер 2, фасад»). */
  facadeAlt: (title: string) => `Фасад: ${title.replace(/,?\s*фасад$/i, '')}`,
  facadeFloor: (floor: number, section: number, free: number, total: number) =>
    free > 0 ? `${floorLabel(floor)}, секция ${section}: свободно ${free} из ${total}` : `${floorLabel(floor)}, секция ${section}: свободных нет`,
  noFacade: 'Для этого дома нет фасада. Посмотрите шахматку.',
  /** The same where the listing's filters leave some units out: the free ones that pass them. */
  facadeFloorFiltered: (floor: number, section: number, free: number) =>
    free > 0 ? `${floorLabel(floor)}, секция ${section}: по фильтрам свободно ${free}` : `${floorLabel(floor)}, секция ${section}: по фильтрам свободных нет`,
  facadeLegend: { free: 'Есть свободные', none: 'Свободных нет' },
  facadeLegendFiltered: { free: 'Есть свободные по фильтрам', none: 'Нет свободных по фильтрам' },
  underground: 'Подземный уровень: машино-места и кладовые',
  levelTitle: (floor: number) => `План: ${floorLabel(floor).toLowerCase()}`,
  floorPlanAlt: (floor: number) => `План: ${floorLabel(floor).toLowerCase()}`,
  backToFacade: 'Вернуться к фасаду',
  lowerFloor: (floor: number) => `Ниже: ${floorLabel(floor).toLowerCase()}`,
  upperFloor: (floor: number) => `Выше: ${floorLabel(floor).toLowerCase()}`,
  floorsNav: 'Этажи дома',
  unknownLevel: (floor: number) => `В этом доме нет этажа ${floor}. Выберите этаж на фасаде.`,
  floorPlanHint: 'Свободные и забронированные помещения на плане — ссылки на их страницы; проданные отмечены серым.',
  placementTitle: 'Где находится',
  placementUnavailable: 'Схема этажа и фасад сейчас не загрузились. Обновите страницу через минуту.',
  /** Names the marked floor and section too: on a phone the facade opens scrolled to them, its floor numbers out of view. */
  onFacade: (house: string, floor: number, section: number) => `На фасаде: ${house}, ${floorLabel(floor).toLowerCase()}, секция ${section}`,
  /** `thisUnit`: the unit named by its type, «Эта квартира» (features/unit's texts). */
  currentFloor: (floor: number, section: number, thisUnit: string) => `${floorLabel(floor)}, секция ${section}: здесь ${thisUnit.toLowerCase()}`,
  currentUnit: (thisUnit: string, name: string) => `${thisUnit}: ${name}`,
  renderAlt: (title: string) => `Так будет выглядеть дом: ${title}`,
} as const;

function floorLabel(n: number): string {
  return n === -1 ? 'Подземный уровень' : n < 1 ? `Уровень ${n}` : `Этаж ${n}`;
}
