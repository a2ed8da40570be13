// The Russian texts of the lead forms, in one place.
import type { LeadForm } from '../schema';

export const leadFormTexts = {
  name: 'Ваше имя',
  phone: 'Телефон',
  email: 'E-mail',
  comment: 'Комментарий',
  question: 'Ваш вопрос',
  optional: 'необязательно',
  consentBefore: 'Я согласен(на) на обработку персональных данных в соответствии с ',
  consentLink: 'политикой конфиденциальности',
  newTab: '(откроется в новой вкладке)',
  submit: 'Отправить',
  submitting: 'Отправляем…',
  honeypot: 'Не заполняйте это поле',
  thanksTitle: 'Спасибо! Заявка отправлена',
  thanksText: 'Менеджер перезвонит вам в рабочее время.',
  /** After a question (or a tender request): the answer may come by phone or by e-mail. */
  thanksQuestionText: 'Менеджер ответит вам в рабочее время — по телефону или на e-mail, если вы его указали.',
  thanksClose: 'Хорошо',
  invalidFallback: 'Проверьте, пожалуйста, поля формы',
  callbackButton: 'Заказать звонок',
  callbackTitle: 'Заказать звонок',
  callbackIntro: 'Оставьте имя и телефон — менеджер перезвонит вам в рабочее время.',
  formLoading: 'Загружаем форму…',
  formLoadFailed: 'Не удалось загрузить форму. Обновите страницу или позвоните нам',
  questionTitle: 'Остались вопросы?',
  questionIntro: 'Задайте вопрос — менеджер ответит по телефону или на e-mail.',
  propertyTitle: 'Узнать подробнее',
  propertyIntro: 'Оставьте заявку — менеджер ответит на вопросы и расскажет о ценах и условиях покупки.',
  loanTitle: 'Консультация по программе',
  loanButton: 'Получить консультацию',
  loanDialogTitle: (loanName: string) => `Консультация: ${loanName}`,
} as const;

/** The submit button's words per form. */
export const SUBMIT_LABELS: Record<LeadForm, string> = {
  callback: 'Жду звонка',
  property: 'Отправить заявку',
  loan: 'Получить консультацию',
  question: 'Задать вопрос',
};

export const PRIVACY_POLICY_PATH = '/privacy-policy';

/** The consent text version used when the CMS does not give one. */
export const FALLBACK_CONSENT_VERSION = '2026-01';
