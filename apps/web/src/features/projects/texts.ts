// Russian texts of the projects pages, in one place for editors and translators.

import { countWithNoun, pluralForm } from '@/lib/plural';

export const projectTexts = {
  listTitle: 'Наши проекты',
  listLead: 'Жилые комплексы застройщика «Новострой»: квартиры, коммерческие помещения, машино-места и кладовые.',
  listEmpty: 'Список проектов скоро появится.',
  salesUnavailable: 'Цены и наличие временно недоступны. Обновите страницу через минуту или позвоните нам.',
  released: 'Сдан',
  completion: (quarter: string) => `Сдача: ${quarter}`,
  soldOut: 'Все квартиры проданы',
  photoAlt: (title: string) => `${title}: фото комплекса`,
  home: 'Главная',
  backToList: 'Жилые комплексы',
  labelsTitle: 'Особенности',
  aboutTitle: 'О проекте',
  filtersLabel: 'Подбор жилого комплекса',
  statusLegend: 'Статус',
  statusBuilding: 'Строится',
  statusReleased: 'Сдан',
  yearLegend: 'Срок сдачи',
  yearOption: (year: number) => `${year}`,
  applyFilters: 'Показать',
  resetFilters: 'Сбросить фильтры',
  nothingFoundTitle: 'Ничего не нашлось',
  nothingFoundText: 'Таких жилых комплексов сейчас нет. Уберите часть фильтров или посмотрите все проекты.',
  showAll: 'Показать все проекты',
  mapTitle: 'Жилые комплексы на карте',
  // The complex page's sections (components/project-page/*).
  sectionNav: 'Разделы страницы',
  galleryTitle: 'Фотографии',
  galleryOpen: (index: number, total: number) => `Открыть фото ${index} из ${total}`,
  galleryViewer: (title: string) => `Фотографии: ${title}`,
  galleryPrevious: 'Назад',
  galleryNext: 'Далее',
  galleryCounter: (index: number, total: number) => `${index} из ${total}`,
  videoTitle: 'Видео о проекте',
  videoLink: 'Смотреть видео о проекте',
  videoFallback: 'Ваш браузер не показывает видео. Скачайте его:',
  videoDownload: 'скачать видео',
  facadeCladding: 'Фасад с облицовкой',
  advantagesTitle: 'Преимущества',
  entranceTitle: 'Входные группы',
  yardTitle: 'Двор',
  engineeringTitle: 'Инженерные системы',
  finishingTitle: 'Отделка квартир',
  salesTitle: 'Цены и наличие',
  remainingTitle: 'Сейчас в продаже',
  remainingKinds: { flat: 'Квартиры', parking: 'Машино-места', storage: 'Кладовые', commercial: 'Коммерческие помещения' },
  roomPricesTitle: 'Цены по типам квартир',
  minFlatPrice: 'Квартиры',
  roomTypes: { studio: 'Студии', one: '1-комнатные', two: '2-комнатные', three: '3-комнатные', four: '4-комнатные и больше' },
  completionLine: (quarter: string) => `Сдача: ${quarter}`,
  unitsTitle: 'Коммерция, паркинг и кладовые',
  unitTiles: { commercial: 'Коммерческие помещения', parking: 'Паркинг', storage: 'Кладовые' },
  unitTileAction: 'Смотреть варианты',
  /** A kind with nothing left in this complex: its tile leads to the other complexes' units. */
  unitTileElsewhere: 'Смотреть в других ЖК',
  locationTitle: 'Расположение',
  mapName: (title: string) => `Инфраструктура рядом с ${title}`,
  constructionTitle: 'Ход строительства',
  constructionPhoto: (month: string, index: number) => `Ход строительства, ${month.toLowerCase()}: фото ${index}`,
  undatedReports: 'Другие отчёты',
  liveCamera: 'Онлайн-камера',
  liveCameraNumbered: (index: number) => `Онлайн-камера ${index}`,
  domRf: 'Проектная декларация на наш.дом.рф',
  developerTitle: 'Застройщик',
  documentsTitle: 'Документы',
  presentation: 'Скачать презентацию (PDF)',
  presentationDesktop: 'Презентация для компьютера (PDF)',
  presentationMobile: 'Презентация для телефона (PDF)',
  additionalDocument: 'Дополнительные документы',
  requestTitle: (title: string) => `Вопрос или заявка по проекту ${title}`,
  sectionPhoto: (section: string, title: string, index: number) => `${title}, ${section.toLowerCase()}: фото ${index}`,
} as const;

/** A complex in the count's words: "1 жилой комплекс", "2 жилых комплекса", "5 жилых комплексов". */
export const complexNoun = { one: 'жилой комплекс', few: 'жилых комплекса', many: 'жилых комплексов' } as const;

/** «Найден 1 жилой комплекс», «Найдено 12 жилых комплексов» (the verb agrees with the number). */
export function foundText(count: number): string {
  return `${pluralForm(count, { one: 'Найден', few: 'Найдено', many: 'Найдено' })} ${countWithNoun(count, complexNoun)}`;
}
