// The Russian texts of /tenders that are not the editors' (the tenders come from the CMS).
import type { TenderStatus } from '@/upstream/content';

export const tenderTexts = {
  path: '/tenders',
  fallback: { title: 'Тендеры', description: 'Тендеры для подрядчиков и поставщиков.' },
  home: 'Главная',
  openTitle: 'Открытые тендеры',
  finishedTitle: 'Завершённые и отменённые',
  status: { open: 'Приём заявок', closed: 'Завершён', cancelled: 'Отменён' } satisfies Record<TenderStatus, string>,
  unknownStatus: 'Статус уточняется',
  number: (number: string) => `№ ${number}`,
  period: 'Сроки приёма заявок',
  from: 'с',
  until: 'по',
  documents: 'Документация',
  document: (index: number) => `Документ ${index}`,
  /** "PDF, 40 КБ": the file's format and size beside its link. */
  fileFacts: (format: string | null, size: string | null) => [format, size].filter(Boolean).join(', '),
  apply: 'Подать заявку',
  applyFor: (number: string) => `Подать заявку на тендер ${number}`,
  noOpenTitle: 'Сейчас открытых тендеров нет',
  noOpen: 'Новые тендеры появляются здесь по мере старта закупок. Оставьте заявку ниже — мы сообщим о подходящих.',
  noFinished: 'Завершённых тендеров пока нет.',
  unavailableTitle: 'Список тендеров временно недоступен',
  unavailable: 'Не удалось загрузить тендеры. Обновите страницу через минуту или оставьте заявку ниже — мы пришлём документацию.',
  formTitle: 'Заявка на участие в тендере',
  formTitleFor: (number: string) => `Заявка на участие в тендере ${number}`,
  formComment: 'Компания, номер тендера и ваше предложение',
  formSubmit: 'Отправить заявку',
  formIntro: 'Укажите компанию, номер тендера и коротко о вашем предложении — специалист отдела закупок свяжется с вами.',
} as const;
