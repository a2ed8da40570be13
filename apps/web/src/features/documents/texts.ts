// Russian messages of the PDF routes (GET /api/pdf/..., /api/property/loaded/pdf).
export const documentTexts = {
  badUnitId: 'Неверный номер помещения в адресе PDF.',
  badFloor: 'Неверный номер дома или этажа в адресе PDF.',
  badIds: 'Укажите номера помещений через запятую, например ids=11010001,11010002.',
  tooManyIds: (max: number) => `В один PDF помещается не больше ${max} помещений.`,
  unitNotFound: 'Такого помещения нет, PDF не подготовлен.',
  floorNotFound: 'Такого дома или этажа нет, PDF не подготовлен.',
  unavailable: 'Не удалось подготовить PDF. Попробуйте через минуту.',
  rateLimited: (minutes: number) => `Слишком много PDF с вашего адреса. Попробуйте через ${minutes} мин.`,
} as const;
