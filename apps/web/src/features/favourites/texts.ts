// The Russian texts of favourites and compare: the toggles, the header counter, both pages.
import type { PluralForms } from '@/lib/plural';

export const objectNoun: PluralForms = { one: 'объект', few: 'объекта', many: 'объектов' };

// Separate exports, so the toggles and the header counter (in many pages' first load) carry only
// their own few strings, not the pages' texts.

/** The favourite and compare toggles. */
export const toggleTexts = {
  favourite: { off: 'Добавить в избранное', on: 'В избранном' },
  compare: { off: 'Сравнить', on: 'В сравнении' },
  full: {
    favourites: (limit: number) => `В избранном уже ${limit} объектов: уберите один, чтобы добавить этот.`,
    compare: (limit: number) => `В сравнении уже ${limit} объекта: уберите один, чтобы добавить этот.`,
  },
  open: { favourites: 'Открыть избранное', compare: 'Открыть сравнение' },
} as const;

/** The header's link to the favourites. */
export const counterTexts = {
  label: 'Избранное',
  /** «Избранное, 3 объекта». */
  labelWithCount: (count: string) => `Избранное, ${count}`,
} as const;

export const favouritesTexts = {
  home: 'Главная',
  favourites: {
    path: '/favourite',
    fallback: { title: 'Избранное', description: 'Квартиры и помещения, которые вы сохранили.' },
    count: (count: string) => `В списке ${count}`,
    listLabel: 'Сохранённые объекты',
    remove: 'Убрать',
    removeFrom: (title: string) => `: ${title}`,
    removeAll: 'Очистить избранное',
    emptyTitle: 'В избранном пока пусто',
    empty: 'Нажмите на сердечко у квартиры или помещения, и оно появится здесь. Список хранится в этом браузере, без регистрации.',
    toCatalogue: 'Перейти к проектам',
    /** Without script, a page without ids cannot know this browser's list. */
    noScript: 'Избранное хранится в этом браузере. Чтобы увидеть свой список, включите JavaScript или откройте ссылку на список, которой с вами поделились.',
    loadingMine: 'Открываем ваше избранное…',
    sold: 'Это помещение уже продано.',
    similar: 'Похожие варианты',
    gone: 'Этого объекта больше нет в продаже',
    goneTitle: (id: number) => `Объект № ${id}`,
    sharedTitle: 'Этим списком с вами поделились',
    shared: 'Сохраните его, чтобы объекты остались в вашем избранном в этом браузере.',
    saveShared: 'Сохранить в избранное',
    sharedSaved: 'Все объекты этого списка уже в вашем избранном.',
    openMine: 'Открыть моё избранное',
    unavailableTitle: 'Цены и наличие временно недоступны',
    unavailable: (count: string) => `В списке ${count}: покажем их, как только сервис цен ответит. Обновите страницу через минуту, список сохранён.`,
    compareLink: 'Сравнение',
    actionsLabel: 'Действия со списком',
  },
  compare: {
    path: '/favourite/compare',
    fallback: { title: 'Сравнение', description: 'До четырёх квартир и помещений рядом: цены, площади, этажи, сроки сдачи и платёж в месяц.' },
    breadcrumb: 'Сравнение',
    tableCaption: 'Сравнение объектов',
    onlyDifferences: 'Только различия',
    attribute: 'Параметр',
    remove: 'Убрать из сравнения',
    emptyTitle: 'Сравнивать пока нечего',
    empty: 'Нажмите «Сравнить» у квартиры или помещения (до четырёх), и они появятся здесь рядом.',
    toFavourites: 'Открыть избранное',
    addMore: 'Добавьте ещё хотя бы один объект, чтобы было с чем сравнить.',
    noScript: 'Список сравнения хранится в этом браузере. Чтобы увидеть его, включите JavaScript или откройте ссылку на сравнение.',
    loadingMine: 'Открываем ваше сравнение…',
    sharedTitle: 'Этим сравнением с вами поделились',
    shared: 'Сохраните его, чтобы сравнивать эти объекты в этом браузере.',
    sharedReplaces: 'Ваш текущий список сравнения будет заменён.',
    saveShared: 'Сохранить сравнение',
    unavailableTitle: 'Цены и наличие временно недоступны',
    unavailable: (count: string) => `В сравнении ${count}: покажем их, как только сервис цен ответит. Обновите страницу через минуту, список сохранён.`,
    gone: 'Нет в продаже',
    rows: {
      price: 'Цена',
      pricePerMeter: 'Цена за м²',
      oldPrice: 'Цена до скидки',
      mortgage: 'Ипотека в месяц',
      mortgageNote: (down: number, rate: number, years: number) => `взнос ${down} %, ставка ${rate} %, ${years} лет`,
      installment: 'Рассрочка в месяц',
      installmentNote: (first: number) => `взнос ${first} %, без процентов до сдачи дома`,
      installmentValue: (monthly: string, months: number) => `${monthly} × ${months} мес.`,
      noInstallment: 'Дом сдан',
      areaTotal: 'Общая площадь',
      areaLiving: 'Жилая площадь',
      areaKitchen: 'Кухня',
      rooms: 'Комнат',
      studio: 'Студия',
      floor: 'Этаж',
      complex: 'Жилой комплекс',
      house: 'Дом',
      section: 'Подъезд',
      completion: 'Срок сдачи',
      finishing: 'Отделка',
      status: 'Статус',
      none: '—',
    },
  },
} as const;
