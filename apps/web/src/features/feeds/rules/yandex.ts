// Yandex Realty feed rules (docs/feeds.md cites the requirements pages): the required elements of
// an offer and their closed value sets, per category, as we write them (flats as new-building
// offers, commercial premises, parking places).
import { z } from 'zod';
import { httpUrl, internationalPhone, isoDate, positiveDecimal, positiveInteger, text, uniqueBy, wholeNumber, digits } from './common';

const area = z.object({ value: positiveDecimal, unit: z.enum(['кв. м', 'sq. m']) });

const base = z.object({
  '@_internal-id': text,
  type: z.enum(['продажа']),
  url: httpUrl,
  'creation-date': isoDate,
  location: z.object({ country: z.literal('Россия'), 'locality-name': text, address: text }),
  'sales-agent': z.object({ phone: internationalPhone, category: z.enum(['застройщик', 'developer', 'агентство', 'agency', 'владелец', 'owner']) }),
  price: z.object({ value: positiveInteger, currency: z.enum(['RUB', 'RUR']) }),
  area,
  image: z.array(z.union([httpUrl, z.object({ '#text': httpUrl, '@_tag': z.enum(['plan']).optional() })])).min(1),
});

const newBuildingFlat = base.extend({
  category: z.enum(['квартира', 'flat']),
  'property-type': z.enum(['жилая', 'living']),
  'deal-status': z.enum(['первичная продажа', 'прямая продажа', 'переуступка', 'первичная продажа вторички']),
  rooms: positiveInteger,
  studio: z.enum(['да', 'нет', 'true', 'false', '1', '0']).optional(),
  floor: wholeNumber,
  'floors-total': positiveInteger,
  'building-name': text,
  'yandex-building-id': digits,
  'yandex-house-id': digits,
  'building-state': z.enum(['built', 'hand-over', 'unfinished']),
  'built-year': z.string().regex(/^20\d\d$/),
  'ready-quarter': z.enum(['1', '2', '3', '4']),
  renovation: z.enum(['черновая отделка', 'предчистовая отделка', 'чистовая отделка', 'под ключ', 'без отделки']).optional(),
});

const commercial = base.extend({
  category: z.enum(['коммерческая', 'commercial']),
  'commercial-type': z.enum(['auto repair', 'business', 'free purpose', 'hotel', 'land', 'legal address', 'manufacturing', 'office', 'public catering', 'retail', 'warehouse']),
});

const garage = base.extend({
  category: z.enum(['гараж', 'garage']),
  'garage-type': z.enum(['гараж', 'машиноместо', 'бокс', 'garage', 'parking place', 'box']),
});

export const yandexOfferRules = z.union([newBuildingFlat, commercial, garage]);

export const yandexFeedRules = z.object({
  'realty-feed': z.object({
    '@_xmlns': z.literal('http://webmaster.yandex.ru/schemas/feed/realty/2010-06'),
    'generation-date': isoDate,
    offer: z.array(yandexOfferRules).default([]).superRefine(uniqueBy((offer) => offer['@_internal-id'], 'internal-id')),
  }),
});

/** The unit ids in a parsed, valid Yandex feed. */
export const yandexOfferIds = (feed: z.infer<typeof yandexFeedRules>): number[] => feed['realty-feed'].offer.map((offer) => Number(offer['@_internal-id']));
