// Yandex Realty (YRL, "realty-feed"): flats as new-building offers (yandex-building-id of the complex,
// yandex-house-id of the house), commercial premises as "коммерческая", parking places as
// "гараж"/"машиноместо". Yandex has no category for storage rooms: they stay out (docs/feeds.md).
import type { Finishing } from '@novostroy/contracts';
import type { Property } from '@/upstream/sales';
import { FEED_LOCATION, FEED_SELLER, unitDescription } from '../texts';
import type { FeedContext, FeedProject } from '../data/model';
import { decimal, el, feedDate, group, node, sharedPerKey, type XmlElement } from '../data/xml';
import { internationalPhone, isBuilt, unitUrl, type FeedFormat } from './format';

export const YANDEX_NAMESPACE = 'http://webmaster.yandex.ru/schemas/feed/realty/2010-06';

const RENOVATION: Record<Finishing, string> = { none: 'черновая отделка', white_box: 'предчистовая отделка', full: 'чистовая отделка' };

const CATEGORY = { residential: 'квартира', commercial: 'коммерческая', parking: 'гараж' } as const;

/** The complex's location: the same in each of its offers. */
const location = sharedPerKey((project: FeedProject) =>
  group('location', [
    ...el('country', FEED_LOCATION.country),
    ...el('region', FEED_LOCATION.region),
    ...el('locality-name', FEED_LOCATION.locality),
    ...el('sub-locality-name', project.district),
    ...el('address', project.address),
    ...el('latitude', project.coordinates?.lat),
    ...el('longitude', project.coordinates?.lng),
  ]),
);

/** The feed's creation date and the seller: the same in every offer of one generation. */
const creationDate = sharedPerKey((context: FeedContext) => el('creation-date', feedDate(context.generatedAt)));
const salesAgent = sharedPerKey((context: FeedContext) =>
  group('sales-agent', [
    ...el('phone', internationalPhone(context.salesPhone) ?? context.salesPhone),
    ...el('category', FEED_SELLER.category),
    ...el('organization', FEED_SELLER.name),
    ...el('url', context.siteUrl),
  ]),
);

function typeSpecific(unit: Property): XmlElement[] {
  switch (unit.type_purpose) {
    case 'residential':
      return [
        ...el('property-type', 'жилая'),
        ...(unit.studio || unit.rooms_amount === 0 ? [...el('rooms', 1), ...el('studio', 'да')] : el('rooms', unit.rooms_amount)),
        ...group('living-space', unit.area_living === null ? [] : [...el('value', decimal(unit.area_living)), ...el('unit', 'кв. м')]),
        ...group('kitchen-space', unit.area_kitchen === null ? [] : [...el('value', decimal(unit.area_kitchen)), ...el('unit', 'кв. м')]),
        ...el('renovation', RENOVATION[unit.finishing]),
      ];
    case 'commercial':
      return [...el('commercial-type', 'free purpose'), ...el('commercial-building-type', 'residential building'), ...el('renovation', RENOVATION[unit.finishing])];
    case 'parking':
      return [...el('garage-type', 'машиноместо'), ...el('parking-type', 'подземная')];
    default:
      return [];
  }
}

export const yandexFormat: FeedFormat = {
  site: 'yandex',
  listed: new Set(['residential', 'commercial', 'parking']),
  root: { name: 'realty-feed', attributes: { xmlns: YANDEX_NAMESPACE } },
  header: (context) => el('generation-date', feedDate(context.generatedAt)),
  offer(unit, placement, context) {
    const built = isBuilt(unit, placement, context.generatedAt);
    const category = unit.type_purpose === 'storage' ? null : CATEGORY[unit.type_purpose];
    return node('offer', [
      ...el('type', 'продажа'),
      ...el('category', category),
      ...el('url', unitUrl(unit, context)),
      ...creationDate(context),
      ...location(placement.project),
      ...salesAgent(context),
      ...el('deal-status', 'первичная продажа'),
      ...group('price', [...el('value', unit.price_value), ...el('currency', 'RUB')]),
      ...group('area', [...el('value', decimal(unit.area_total)), ...el('unit', 'кв. м')]),
      ...el('image', unit.plan_image, { tag: 'plan' }),
      ...el('description', unitDescription(unit, built)),
      ...typeSpecific(unit),
      ...el('floor', unit.floor),
      ...el('floors-total', unit.floors_total),
      ...el('building-name', placement.project.title),
      ...el('yandex-building-id', placement.complexId),
      ...el('yandex-house-id', placement.houseId),
      ...el('building-section', `${unit.house_title}, секция ${unit.section}`),
      ...el('building-state', built ? 'hand-over' : 'unfinished'),
      ...el('built-year', unit.development_end.year),
      ...el('ready-quarter', unit.development_end.quarter),
      ...el('apartment', unit.number),
    ], { 'internal-id': String(unit.id) });
  },
};
