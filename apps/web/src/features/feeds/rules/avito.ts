// Avito Autoload rules (formatVersion 3; docs/feeds.md cites the category pages): the required
// elements per category we write ("Квартиры", "Коммерческая недвижимость", "Гаражи и машиноместа")
// and their closed value sets.
import { z } from 'zod';
import { digits, httpUrl, internationalPhone, positiveDecimal, positiveInteger, text, uniqueBy, wholeNumber } from './common';

const base = z.object({
  Id: text,
  OperationType: z.literal('Продам'),
  Address: text,
  Description: text.max(7500),
  Price: positiveInteger,
  ContactPhone: internationalPhone,
  Images: z.object({ Image: z.array(z.object({ '@_url': httpUrl })).min(1) }),
});

const flat = base.extend({
  Category: z.literal('Квартиры'),
  Status: z.literal('Квартира'),
  MarketType: z.literal('Новостройка'),
  NewDevelopmentId: digits,
  PropertyRights: z.enum(['Застройщик', 'Собственник', 'Посредник']),
  Rooms: z.enum(['Студия', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10 и более', 'Своб. планировка']),
  Square: positiveDecimal,
  Floor: positiveInteger,
  Floors: positiveInteger,
  HouseType: z.enum(['Кирпичный', 'Панельный', 'Блочный', 'Монолитный', 'Монолитно-кирпичный', 'Деревянный']),
  Decoration: z.enum(['Без отделки', 'Предчистовая', 'Чистовая']).optional(),
});

const commercial = base.extend({
  Category: z.literal('Коммерческая недвижимость'),
  ObjectType: z.enum(['Гостиница', 'Офисное помещение', 'Помещение общественного питания', 'Помещение свободного назначения', 'Производственное помещение', 'Складское помещение', 'Торговое помещение']),
  PropertyRights: z.enum(['Собственник', 'Посредник']),
  Square: positiveDecimal,
  Floor: wholeNumber.optional(),
});

const parking = base.extend({
  Category: z.literal('Гаражи и машиноместа'),
  ObjectType: z.enum(['Гараж', 'Машиноместо']),
  ObjectSubtype: z.enum(['Многоуровневый паркинг', 'Подземный паркинг', 'Крытая стоянка', 'Открытая стоянка']).optional(),
  PropertyRights: z.enum(['Собственник', 'Посредник']),
  Secured: z.enum(['Да', 'Нет']),
  Square: positiveDecimal.optional(),
});

export const avitoAdRules = z.union([flat, commercial, parking]);

export const avitoFeedRules = z.object({
  Ads: z.object({
    '@_formatVersion': z.literal('3'),
    '@_target': z.literal('Avito.ru'),
    Ad: z.array(avitoAdRules).default([]).superRefine(uniqueBy((ad) => ad.Id, 'Id')),
  }),
});

export const avitoAdIds = (feed: z.infer<typeof avitoFeedRules>): number[] => feed.Ads.Ad.map((ad) => Number(ad.Id));
