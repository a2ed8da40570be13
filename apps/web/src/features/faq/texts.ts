// The Russian texts of /faq that are not the editors' (their questions and answers come from the CMS).
export const faqTexts = {
  path: '/faq',
  fallback: {
    title: 'Вопросы и ответы',
    description: 'Ответы на частые вопросы о покупке квартиры, ипотеке, документах и строительстве.',
  },
  home: 'Главная',
  /** The heading of questions an editor left without a category. */
  otherCategory: 'Другие вопросы',
  categoriesLabel: 'Темы вопросов',
  copyLink: 'Ссылка на ответ',
  copied: 'Ссылка на ответ скопирована',
  manualCopy: 'Ссылка на ответ',
  noAnswer: 'Ответ готовится. Задайте этот вопрос менеджеру — он ответит по телефону.',
  unavailableTitle: 'Ответы временно недоступны',
  unavailable: 'Не удалось загрузить вопросы и ответы. Обновите страницу через минуту или задайте вопрос в форме ниже.',
  emptyTitle: 'Вопросов пока нет',
  empty: 'Задайте свой вопрос в форме ниже — менеджер ответит по телефону или на e-mail.',
  formTitle: 'Не нашли ответа?',
} as const;
