// The Russian texts of /contacts that are not the editors' (offices, phones and the page's title
// and description come from the CMS).
export const contactsTexts = {
  path: '/contacts',
  fallback: {
    title: 'Контакты и офисы продаж',
    description: 'Адреса и часы работы офисов продаж «Новострой», телефоны и схема проезда.',
  },
  home: 'Главная',
  salesPhone: 'Отдел продаж',
  callbackLead: 'Перезвоним в рабочее время офиса',
  officesTitle: 'Офисы продаж',
  address: 'Адрес',
  hours: 'Часы работы',
  phone: 'Телефон',
  call: (phone: string) => `Позвонить: ${phone}`,
  onMap: 'Офисы продаж на карте',
  route: 'Как добраться',
  newTab: '(откроется в новой вкладке)',
  unavailableTitle: 'Адреса офисов временно недоступны',
  unavailable: 'Не удалось загрузить список офисов. Позвоните нам или закажите звонок — менеджер подскажет адрес и часы работы.',
  noOffices: 'Список офисов скоро появится. Позвоните нам или закажите звонок — менеджер подскажет, куда приехать.',
} as const;
