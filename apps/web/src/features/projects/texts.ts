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
} as const;

/** A complex in the count's words: "1 жилой комплекс", "2 жилых комплекса", "5 жилых комплексов". */
export const complexNoun = { one: 'жилой комплекс', few: 'жилых комплекса', many: 'жилых комплексов' } as const;

/** «Найден 1 жилой комплекс», «Найдено 12 жилых комплексов» (the verb agrees with the number). */
export function foundText(count: number): string {
  return `${pluralForm(count, { one: 'Найден', few: 'Найдено', many: 'Найдено' })} ${countWithNoun(count, complexNoun)}`;
}
