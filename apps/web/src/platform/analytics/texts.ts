// The Russian texts of the consent banner (platform/analytics). Only the banner's own chunk
// imports this file; the footer's label, on every page, is in footer-texts.ts.
export const analyticsTexts = {
  heading: 'Мы используем cookie для аналитики',
  body: 'С вашего согласия подключим Яндекс Метрику: она сохраняет cookie и обезличенно считает посещения. Без согласия она не загружается.',
  policyLead: 'Подробнее — в ',
  policyLink: 'политике конфиденциальности',
  policyTail: '; изменить решение можно в «Настройках cookie» внизу страницы.',
  accept: 'Принять',
  reject: 'Отклонить',
  currentGranted: 'Сейчас аналитика разрешена.',
  currentDenied: 'Сейчас аналитика отключена.',
} as const;
