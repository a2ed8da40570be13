// The Russian texts of the analytics consent (platform/analytics).
export const analyticsTexts = {
  region: 'Согласие на cookie',
  heading: 'Мы используем cookie для аналитики',
  body: 'С вашего согласия мы подключим Яндекс Метрику: она сохраняет cookie и собирает обезличенные данные о посещениях сайта, чтобы мы понимали, что удобно, а что нет. Без согласия счётчик не загружается.',
  policyLead: 'Подробнее — в ',
  policyLink: 'политике конфиденциальности',
  policyTail: '. Изменить решение можно в любой момент по ссылке «Настройки cookie» внизу страницы.',
  accept: 'Принять',
  reject: 'Отклонить',
  currentGranted: 'Сейчас аналитика разрешена.',
  currentDenied: 'Сейчас аналитика отключена.',
  settings: 'Настройки cookie',
} as const;
