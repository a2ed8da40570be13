// The Russian texts of a unit's page, and what a unit is called wherever it is shown.
import type { Finishing } from '@novostroy/contracts';

export const unitTexts = {
  /** «2-комнатная квартира № 52», «Машино-место М-41». */
  unitTitle: {
    commercial: (number: string) => `Коммерческое помещение ${number}`,
    parking: (number: string) => `Машино-место ${number}`,
    storage: (number: string) => `Кладовая ${number}`,
    flat: (rooms: number, studio: boolean, number: string) => (studio || rooms === 0 ? `Студия № ${number}` : `${rooms}-комнатная квартира № ${number}`),
  },
  home: 'Главная',
  complex: 'Жилой комплекс',
  house: 'Дом',
  section: (n: number) => `подъезд ${n}`,
  floor: 'Этаж',
  floorOf: (floor: number, total: number) => `${floor} из ${total}`,
  level: (floor: number) => `${floor} уровень`,
  areaTotal: 'Общая площадь',
  areaLiving: 'Жилая площадь',
  areaKitchen: 'Кухня',
  finishing: 'Отделка',
  finishings: { none: 'Без отделки', white_box: 'Предчистовая', full: 'Чистовая' } satisfies Record<Finishing, string>,
  completion: 'Срок сдачи',
  card: {
    floor: (floor: number, total: number) => (floor < 1 ? `${floor} уровень` : `${floor} этаж из ${total}`),
    completion: (text: string) => `Сдача ${text}`,
  },
  perMeter: (text: string) => `${text} за м²`,
  planAlt: (title: string) => `Планировка: ${title}`,
  sold: 'Это помещение уже продано.',
  seeOthers: 'Посмотрите другие варианты',
  booked: 'Сейчас это помещение забронировано. Оставьте заявку: если бронь снимут, менеджер вам позвонит.',
  unavailableTitle: 'Данные о помещении загружаются',
  unavailable: 'Цены и наличие временно недоступны. Обновите страницу через минуту или оставьте заявку — менеджер расскажет всё о помещении.',
  requestTitle: 'Заявка на это помещение',
  listings: {
    residential: { label: 'Жилые комплексы', href: '/our-projects' },
    commercial: { label: 'Коммерческие помещения', href: '/commercial' },
    parking: { label: 'Машино-места', href: '/parking' },
    storage: { label: 'Кладовые', href: '/store-room' },
  },
} as const;
