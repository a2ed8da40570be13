// The Russian texts of the site's map.

export const mapTexts = {
  togglesLabel: 'Показать на карте',
  listLabel: (title: string) => `${title}: список`,
  mapLabel: (title: string) => `${title}: карта`,
  allHidden: 'Все категории скрыты: включите хотя бы одну, чтобы увидеть объекты.',
  loadFailed: 'Карта не загрузилась. Все объекты перечислены в списке.',
  zoomIn: 'Приблизить',
  zoomOut: 'Отдалить',
  closePopup: 'Закрыть',
  more: 'Подробнее',
  newTab: ' (откроется в новой вкладке)',
} as const;
