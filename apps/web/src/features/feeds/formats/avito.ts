// Avito Autoload (formatVersion 3): flats in "Квартиры" as new buildings (NewDevelopmentId: the
// house's id in Avito's new-building catalogue, or the complex's when the house has none),
// commercial premises in "Коммерческая недвижимость", parking places in "Гаражи и машиноместа".
// Avito has no category for storage rooms: they stay out (docs/feeds.md).
import type { Finishing } from '@novostroy/contracts';
import type { Property } from '@/upstream/sales';
import { FEED_LOCATION, unitDescription } from '../texts';
import type { FeedContext, FeedProject, Placement } from '../data/model';
import { decimal, el, group, node, sharedPerKey, type XmlElement } from '../data/xml';
import { internationalPhone, isBuilt, type FeedFormat } from './format';

const CATEGORY = { residential: 'Квартиры', commercial: 'Коммерческая недвижимость', parking: 'Гаражи и машиноместа' } as const;

const DECORATION: Record<Finishing, string> = { none: 'Без отделки', white_box: 'Предчистовая', full: 'Чистовая' };

/** Rooms: "Студия", 1–9, "10 и более". */
const rooms = (unit: Property): string => (unit.studio || unit.rooms_amount === 0 ? 'Студия' : unit.rooms_amount >= 10 ? '10 и более' : String(unit.rooms_amount));

function typeSpecific(unit: Property, placement: Placement): XmlElement[] {
  switch (unit.type_purpose) {
    case 'residential':
      return [
        ...el('Status', 'Квартира'),
        ...el('MarketType', 'Новостройка'),
        ...el('NewDevelopmentId', placement.houseId ?? placement.complexId),
        ...el('PropertyRights', 'Застройщик'),
        ...el('Rooms', rooms(unit)),
        ...el('Square', decimal(unit.area_total)),
        ...el('LivingSpace', unit.area_living === null ? null : decimal(unit.area_living)),
        ...el('KitchenSpace', unit.area_kitchen === null ? null : decimal(unit.area_kitchen)),
        ...el('Floor', unit.floor),
        ...el('Floors', unit.floors_total),
        ...el('HouseType', 'Монолитный'),
        ...el('Decoration', DECORATION[unit.finishing]),
      ];
    case 'commercial':
      return [
        ...el('ObjectType', 'Помещение свободного назначения'),
        ...el('PropertyRights', 'Собственник'),
        ...el('BuildingType', 'Жилой дом'),
        ...el('Square', decimal(unit.area_total)),
        ...el('Floor', unit.floor),
        ...el('Decoration', DECORATION[unit.finishing]),
      ];
    case 'parking':
      return [
        ...el('ObjectType', 'Машиноместо'),
        ...el('ObjectSubtype', 'Подземный паркинг'),
        ...el('PropertyRights', 'Собственник'),
        ...el('Secured', 'Да'),
        ...el('Square', decimal(unit.area_total)),
      ];
    default:
      return [];
  }
}

/** The complex's address and coordinates: the same in each of its offers. */
const location = sharedPerKey((project: FeedProject) => [
  ...el('Address', `${FEED_LOCATION.region}, ${FEED_LOCATION.locality}, ${project.address}`),
  ...el('Latitude', project.coordinates?.lat),
  ...el('Longitude', project.coordinates?.lng),
]);

/** The sales phone: the same in every offer of one generation. */
const contactPhone = sharedPerKey((context: FeedContext) => el('ContactPhone', internationalPhone(context.salesPhone) ?? context.salesPhone));

export const avitoFormat: FeedFormat = {
  site: 'avito',
  listed: new Set(['residential', 'commercial', 'parking']),
  root: { name: 'Ads', attributes: { formatVersion: '3', target: 'Avito.ru' } },
  header: () => [],
  offer(unit, placement, context) {
    const built = isBuilt(unit, placement, context.generatedAt);
    const category = unit.type_purpose === 'storage' ? null : CATEGORY[unit.type_purpose];
    return node('Ad', [
      ...el('Id', unit.id),
      ...el('Category', category),
      ...el('OperationType', 'Продам'),
      ...location(placement.project),
      ...el('Description', unitDescription(unit, built)),
      ...el('Price', unit.price_value),
      ...contactPhone(context),
      ...group('Images', el('Image', '', { url: unit.plan_image })),
      ...typeSpecific(unit, placement),
    ]);
  },
};
