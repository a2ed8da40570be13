// The Russian texts of the consent banner (platform/analytics). Only the banner's own chunk
// imports this file; the footer's label, on every page, is in footer-texts.ts.
export const analyticsTexts = {
  heading: 'Мы используем cookie для аналитики',
  body: 'С вашего согласия мы подключим Яндекс Метрику: она сохраняет cookie и собирает обезличенные данные о посещениях сайта, чтобы мы понимали, что удобно, а что нет. Без согласия счётчик не загружается.',
  policyLead: 'Подробнее — в ',
  policyLink: 'политике конфиденциальности',
  policyTail: '. Изменить решение можно в любой момент по ссылке «Настройки cookie» внизу страницы.',
  accept: 'Принять',
  reject: 'Отклонить',
  currentGranted: 'Сейчас аналитика разрешена.',
  currentDenied: 'Сейчас аналитика отключена.',
} as const;
