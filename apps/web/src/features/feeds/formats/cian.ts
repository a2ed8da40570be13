// CIAN (feed_version 2): flats as "newBuildingFlatSale" with the complex and house ids (JKSchema),
// commercial premises as "freeAppointmentObjectSale", parking places as "garageSale" (a parking
// place). CIAN has no category for storage rooms: they stay out (docs/feeds.md).
import type { Finishing } from '@novostroy/contracts';
import type { Property } from '@/upstream/sales';
import { FEED_LOCATION, unitDescription } from '../texts';
import type { FeedContext, FeedProject, Placement } from '../data/model';
import { decimal, el, group, node, sharedPerKey, type XmlElement } from '../data/xml';
import { isBuilt, russianPhoneDigits, unitUrl, type FeedFormat } from './format';

const CATEGORY = { residential: 'newBuildingFlatSale', commercial: 'freeAppointmentObjectSale', parking: 'garageSale' } as const;

const DECORATION: Record<Finishing, string> = { none: 'without', white_box: 'rough', full: 'fine' };

const QUARTER = ['first', 'second', 'third', 'fourth'] as const;

/** FlatRoomsCount: 1–5 rooms as such, 6 for six and more, 9 for a studio. */
const flatRoomsCount = (unit: Property): number => (unit.studio || unit.rooms_amount === 0 ? 9 : Math.min(unit.rooms_amount, 6));

/** The complex's address and coordinates: the same in each of its offers. */
const location = sharedPerKey((project: FeedProject) => [
  ...el('Address', `${FEED_LOCATION.region}, ${FEED_LOCATION.locality}, ${project.address}`),
  ...group('Coordinates', project.coordinates ? [...el('Lat', project.coordinates.lat), ...el('Lng', project.coordinates.lng)] : []),
]);

/** The sales phone: the same in every offer of one generation. */
const phones = sharedPerKey((context: FeedContext) => {
  const digits = russianPhoneDigits(context.salesPhone);
  return digits ? group('Phones', group('PhoneSchema', [...el('CountryCode', '+7'), ...el('Number', digits)])) : [];
});

function typeSpecific(unit: Property, placement: Placement): XmlElement[] {
  switch (unit.type_purpose) {
    case 'residential':
      return [
        ...el('FlatRoomsCount', flatRoomsCount(unit)),
        ...el('LivingArea', unit.area_living === null ? null : decimal(unit.area_living)),
        ...el('KitchenArea', unit.area_kitchen === null ? null : decimal(unit.area_kitchen)),
        ...el('Decoration', DECORATION[unit.finishing]),
        ...group('JKSchema', [
          ...el('Id', placement.complexId),
          ...el('Name', placement.project.title),
          ...group('House', [
            ...el('Id', placement.houseId),
            ...el('Name', unit.house_title),
            ...group('Flat', [...el('FlatNumber', unit.number), ...el('SectionNumber', unit.section)]),
          ]),
        ]),
      ];
    case 'commercial':
      return [...el('Decoration', DECORATION[unit.finishing])];
    case 'parking':
      return group('Garage', [...el('Type', 'parkingPlace')]);
    default:
      return [];
  }
}

export const cianFormat: FeedFormat = {
  site: 'cian',
  listed: new Set(['residential', 'commercial', 'parking']),
  root: { name: 'feed' },
  header: () => el('feed_version', 2),
  offer(unit, placement, context) {
    const built = isBuilt(unit, placement, context.generatedAt);
    const category = unit.type_purpose === 'storage' ? null : CATEGORY[unit.type_purpose];
    return node('object', [
      ...el('Category', category),
      ...el('ExternalId', unit.id),
      ...el('Description', unitDescription(unit, built)),
      ...location(placement.project),
      ...phones(context),
      ...el('TotalArea', decimal(unit.area_total)),
      ...el('FloorNumber', unit.floor),
      ...typeSpecific(unit, placement),
      ...group('Building', [
        ...el('FloorsCount', unit.floors_total),
        ...group('Deadline', [...el('Quarter', QUARTER[unit.development_end.quarter - 1]), ...el('Year', unit.development_end.year), ...el('IsComplete', built)]),
      ]),
      ...group('BargainTerms', [...el('Price', unit.price_value), ...el('Currency', 'rur')]),
      ...group('LayoutPhoto', [...el('FullUrl', unit.plan_image), ...el('IsDefault', true)]),
      ...group('Photos', group('PhotoSchema', [...el('FullUrl', unit.plan_image), ...el('IsDefault', true)])),
      ...el('Url', unitUrl(unit, context)),
    ]);
  },
};
