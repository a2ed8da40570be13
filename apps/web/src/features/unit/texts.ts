// The Russian texts of a unit's page, and what a unit is called wherever it is shown.
import type { Finishing, PropertyTypePurpose } from '@novostroy/contracts';

/** One unit of a type in a sentence, each case the page needs: «Эта квартира продана», «Заявка на эту кладовую». */
const THIS_UNIT: Record<PropertyTypePurpose, { nominative: string; accusative: string; prepositional: string; instrumental: string; sold: string; booked: string }> = {
  residential: { nominative: 'эта квартира', accusative: 'эту квартиру', prepositional: 'квартире', instrumental: 'квартирой', sold: 'продана', booked: 'забронирована' },
  commercial: { nominative: 'это помещение', accusative: 'это помещение', prepositional: 'помещении', instrumental: 'помещением', sold: 'продано', booked: 'забронировано' },
  parking: { nominative: 'это машино-место', accusative: 'это машино-место', prepositional: 'машино-месте', instrumental: 'машино-местом', sold: 'продано', booked: 'забронировано' },
  storage: { nominative: 'эта кладовая', accusative: 'эту кладовую', prepositional: 'кладовой', instrumental: 'кладовой', sold: 'продана', booked: 'забронирована' },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const soldClause = (type: PropertyTypePurpose) => `${capitalised(THIS_UNIT[type].nominative)} уже ${THIS_UNIT[type].sold}`;

export const unitTexts = {
  /** «2-комнатная квартира № 52», «Машино-место М-41». */
  unitTitle: {
    commercial: (number: string) => `Коммерческое помещение ${number}`,
    parking: (number: string) => `Машино-место ${number}`,
    storage: (number: string) => `Кладовая ${number}`,
    flat: (rooms: number, studio: boolean, number: string) => (studio || rooms === 0 ? `Студия № ${number}` : `${rooms}-комнатная квартира № ${number}`),
  },
  /** «Эта квартира», «Это машино-место»: the unit's own mark on its floor plan and facade. */
  thisUnit: (type: PropertyTypePurpose) => capitalised(THIS_UNIT[type].nominative),
  home: 'Главная',
  complex: 'Жилой комплекс',
  house: 'Дом',
  /** «секция», the word of the floor plan, the facade and the chessboard beside it. */
  section: (n: number) => `секция ${n}`,
  floor: 'Этаж',
  floorOf: (floor: number, total: number) => `${floor} из ${total}`,
  level: (floor: number) => (floor === -1 ? 'Подземный уровень' : `${floor} уровень`),
  areaTotal: 'Общая площадь',
  areaLiving: 'Жилая площадь',
  areaKitchen: 'Кухня',
  finishing: 'Отделка',
  finishings: { none: 'Без отделки', white_box: 'Предчистовая', full: 'Чистовая' } satisfies Record<Finishing, string>,
  completion: 'Срок сдачи',
  /** A handed-over house, in place of its completion quarter. */
  released: 'Дом сдан',
  card: {
    // A number never ends a line apart from its word: «4 этаж из 9» holds together at 320 px.
    floor: (floor: number, total: number) => (floor === -1 ? 'Подземный уровень' : floor < 1 ? `${floor}\u00a0уровень` : `${floor}\u00a0этаж из\u00a0${total}`),
    completion: (text: string) => `Сдача ${text}`,
  },
  perMeter: (text: string) => `${text} за м²`,
  planAlt: (title: string) => `Планировка: ${title}`,
  /** «Эта квартира уже продана», without a full stop, for a sentence that goes on. */
  soldClause,
  /** «Эта квартира уже продана.», «Это машино-место уже продано.» */
  sold: (type: PropertyTypePurpose) => `${soldClause(type)}.`,
  seeOthers: 'Посмотрите другие варианты',
  seeSimilar: 'Похожие варианты в продаже',
  booked: (type: PropertyTypePurpose) =>
    `Сейчас ${THIS_UNIT[type].nominative} ${THIS_UNIT[type].booked}. Оставьте заявку: если бронь снимут, менеджер вам позвонит.`,
  unavailableTitle: (type: PropertyTypePurpose) => `Данные о ${THIS_UNIT[type].prepositional} загружаются`,
  unavailable: (type: PropertyTypePurpose) =>
    `Цены и наличие временно недоступны. Обновите страницу через минуту или оставьте заявку — менеджер расскажет всё о ${THIS_UNIT[type].prepositional}.`,
  /** «Заявка на эту квартиру», «Заявка на это машино-место». */
  requestTitle: (type: PropertyTypePurpose) => `Заявка на ${THIS_UNIT[type].accusative}`,
  subtitle: (parts: string[]) => parts.join(' · '),
  toolbar: (type: PropertyTypePurpose) => `Действия с ${THIS_UNIT[type].instrumental}`,
  requestCta: 'Оставить заявку',
  discount: (percent: number) => `Скидка ${percent}\u00a0%`,
  saving: (rubles: string) => `Выгода ${rubles}`,
  mortgageFrom: (rubles: string) => `от ${rubles}/мес. в ипотеку`,
  mortgageTerms: (downPercent: number, rate: number, years: string) => `Взнос ${downPercent}\u00a0%, ставка ${rate}\u00a0%, ${years}`,
  mortgageLink: 'Рассчитать ипотеку',
  /** Premises, parking places and storerooms: the developer's installment instead of the flat mortgage. */
  installmentMonthly: (rubles: string) => `${rubles}/мес. в рассрочку`,
  installmentTerms: (firstPercent: number, months: string) => `Взнос ${firstPercent}\u00a0%, затем ${months} без процентов до сдачи дома`,
  installmentLink: 'Рассчитать рассрочку',
  /** «Как оплатить» on the loan pages: mortgage, installment and trade-in for this unit. */
  paymentWaysLink: 'Сравнить способы оплаты',
  planHint: { pointer: 'Наведите курсор на план, чтобы рассмотреть детали.', touch: 'Коснитесь плана дважды, чтобы рассмотреть детали.' },
  planOpen: 'Открыть план в полном размере',
  newTab: '(откроется в новой вкладке)',
  documents: 'Документы',
  similarTitle: 'Похожие варианты',
  similarSoldTitle: 'Похожие варианты в продаже',
  /** Followed by the listing's link and a full stop: «…в разделе «Кладовые».» */
  similarNone: 'Похожих вариантов сейчас нет в продаже. Посмотрите все предложения в разделе',
  factsTitle: 'Характеристики',
  /** The words of the PDF links and share buttons, on unit pages and on /favourite. */
  actions: {
    pdf: { preparingLabel: 'Готовим PDF…', errorText: 'Не удалось скачать PDF. Попробуйте ещё раз.', retryLabel: 'Скачать ещё раз' },
    share: { copiedText: 'Ссылка скопирована', manualCopyLabel: 'Скопируйте ссылку' },
    shareLabel: 'Поделиться',
    unitPdf: 'Скачать PDF',
    floorPdf: 'План этажа в PDF',
    sendByEmail: 'Отправить на e-mail',
    /** «Отправить квартиру на e-mail», «Отправить кладовую на e-mail». */
    sendUnitTitle: (type: PropertyTypePurpose) => `Отправить ${THIS_UNIT[type].accusative.replace(/^эт[уо] /, '')} на e-mail`,
  },
  rooms: 'Комнат',
  studio: 'Студия',
  listings: {
    residential: { label: 'Жилые комплексы', href: '/our-projects' },
    commercial: { label: 'Коммерческие помещения', href: '/commercial' },
    parking: { label: 'Машино-места', href: '/parking' },
    storage: { label: 'Кладовые', href: '/store-room' },
  },
} as const;
