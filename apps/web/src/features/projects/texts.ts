// Russian texts of the projects pages, in one place for editors and translators.

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
} as const;
