// The Russian strings of the news pages.

export const newsTexts = {
  listTitle: 'Новости',
  listDescription: 'Новости застройщика «Новострой»: старты продаж, ход строительства, сдача домов и условия покупки.',
  /** The title of a page after the first: «Новости — страница 2». */
  listPageTitle: (page: number) => `Новости — страница ${page}`,
  home: 'Главная',
  emptyTitle: 'Новостей пока нет',
  emptyText: 'Здесь появятся новости о стартах продаж, ходе строительства и сдаче домов.',
  emptyAction: 'Смотреть жилые комплексы',
  photoAlt: (title: string) => `Иллюстрация к новости «${title}»`,
  readMore: 'Читать',
  pagination: 'Страницы новостей',
  pageLabel: (page: number) => `Страница ${page}`,
  previousPost: 'Более свежая новость',
  nextPost: 'Более ранняя новость',
  postNavigation: 'Другие новости',
  allNews: 'Все новости',
  neighboursUnavailable: 'Список новостей сейчас недоступен: ссылки на соседние новости появятся позже.',
} as const;
