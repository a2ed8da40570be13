// The Russian texts of /about-company that are not the editors' (every text about the company,
// the team, the history and the general contractor comes from the CMS About company entry).
export const companyTexts = {
  path: '/about-company',
  fallback: {
    title: 'О компании',
    description: 'История, команда и принципы застройщика «Новострой».',
  },
  home: 'Главная',
  videoTitle: 'Видео о компании',
  play: (what: string) => `Смотреть видео: ${what}`,
  watchOn: 'Смотреть видео',
  newTab: '(откроется в новой вкладке)',
  videoFallback: 'Ваш браузер не показывает видео.',
  videoDownload: 'Скачать видео',
  teamTitle: 'Команда',
  historyTitle: 'История компании',
  project: 'Проект',
  award: 'Награда',
  ksiTitle: 'Генеральный подрядчик',
  ksiVideo: 'Видео о генеральном подрядчике',
  presentation: 'Скачать презентацию',
  /** "PDF, 87 КБ" */
  fileFacts: (format: string | null, size: string | null) => [format, size].filter(Boolean).join(', '),
  unavailableTitle: 'Страница о компании временно недоступна',
  unavailable: 'Не удалось загрузить рассказ о компании. Обновите страницу через минуту — или посмотрите наши жилые комплексы.',
  toProjects: 'Жилые комплексы',
} as const;
