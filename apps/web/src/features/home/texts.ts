// The Russian texts of the home page, in one place for editors and translators.

export const homeTexts = {
  // The hero when the CMS main block cannot be read.
  heroFallbackTitle: 'Квартиры от застройщика «Новострой»',
  heroFallbackSubtitle: 'Выберите жилой комплекс, посмотрите цены и свободные квартиры.',
  heroFallbackButton: 'Смотреть проекты',
  heroPhotoAlt: 'Жилой комплекс «Новострой»',
  promotionBadge: 'Акция',
  promotionCountdown: 'До конца акции',
  promotionCountdownLabel: 'До конца акции осталось',
  promotionEnded: 'Акция завершена',
  promotionMore: 'Подробнее об акции',
  underConstructionTitle: 'Строящиеся комплексы',
  releasedTitle: 'Сданные комплексы',
  allProjects: 'Все проекты',
  newsTitle: 'Новости',
  allNews: 'Все новости',
  newsPhotoAlt: (title: string) => `Иллюстрация к новости «${title}»`,
  loansTitle: 'Способы покупки',
  loansLead: 'Подберём программу и поможем рассчитать платёж.',
  loanMore: 'Подробнее',
  officesTitle: 'Офисы продаж',
  officePhone: 'Телефон',
  officeHours: 'Часы работы',
} as const;
