// CIAN feed rules (feed_version 2; docs/feeds.md cites the import documentation): the required
// elements per category we write and their closed value sets.
import { z } from 'zod';
import { digits, httpUrl, positiveDecimal, positiveInteger, text, uniqueBy, wholeNumber } from './common';

const photo = z.object({ FullUrl: httpUrl, IsDefault: z.enum(['true', 'false']).optional() });

const base = z.object({
  ExternalId: text,
  Description: text,
  Address: text,
  Phones: z.object({ PhoneSchema: z.array(z.object({ CountryCode: z.literal('+7'), Number: z.string().regex(/^\d{10}$/) })).min(1) }),
  TotalArea: positiveDecimal,
  FloorNumber: wholeNumber,
  BargainTerms: z.object({ Price: positiveInteger, Currency: z.enum(['rur', 'usd', 'eur']) }),
  Photos: z.object({ PhotoSchema: z.array(photo).min(1) }),
});

const building = z.object({
  FloorsCount: positiveInteger,
  Deadline: z.object({ Quarter: z.enum(['first', 'second', 'third', 'fourth']), Year: z.string().regex(/^20\d\d$/), IsComplete: z.enum(['true', 'false']) }),
});

const newBuildingFlat = base.extend({
  Category: z.literal('newBuildingFlatSale'),
  FlatRoomsCount: z.enum(['1', '2', '3', '4', '5', '6', '7', '9']),
  Decoration: z.enum(['fine', 'rough', 'without']).optional(),
  Building: building,
  JKSchema: z.object({
    Id: digits,
    Name: text,
    House: z.object({ Id: digits, Name: text, Flat: z.object({ FlatNumber: text, SectionNumber: text }).optional() }),
  }),
  LayoutPhoto: photo,
});

const freeAppointment = base.extend({ Category: z.literal('freeAppointmentObjectSale'), Building: building.partial().optional() });

const garage = base.extend({ Category: z.literal('garageSale'), Garage: z.object({ Type: z.enum(['garage', 'parkingPlace', 'box']) }) });

export const cianObjectRules = z.union([newBuildingFlat, freeAppointment, garage]);

export const cianFeedRules = z.object({
  feed: z.object({
    feed_version: z.literal('2'),
    object: z.array(cianObjectRules).default([]).superRefine(uniqueBy((object) => object.ExternalId, 'ExternalId')),
  }),
});

export const cianObjectIds = (feed: z.infer<typeof cianFeedRules>): number[] => feed.feed.object.map((object) => Number(object.ExternalId));
