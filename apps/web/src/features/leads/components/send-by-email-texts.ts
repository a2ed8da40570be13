// The Russian texts of the send-to-e-mail form. Apart from texts.ts, which every page loads with
// the header's call request: these arrive with the form's code when its dialog opens. The button's
// words and the dialog's title come from the page that places it.

export const sendByEmailTexts = {
  intro: 'Пришлём описание, планировку и цены на вашу почту — удобно показать близким или вернуться к выбору позже.',
  email: 'E-mail',
  name: 'Ваше имя',
  submit: 'Отправить',
  submitting: 'Отправляем…',
  sentTitle: 'Готово!',
  sent: (email: string) => `Отправили на адрес ${email}.`,
  sentHint: 'Письмо придёт в течение нескольких минут. Если его нет во «Входящих», загляните в папку «Спам».',
  sentClose: 'Хорошо',
} as const;
