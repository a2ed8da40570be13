// The unit page's schema.org data: the unit as an Apartment (a flat) or an Accommodation (premises,
// a parking place, a storage room), typed also as a Product so it can carry its Offer: the price
// in rubles and whether it can be bought.
import type { Property, PropertyStatus } from '@novostroy/contracts';
import type { JsonLdObject } from '@/platform/seo';

const AVAILABILITY: Record<PropertyStatus, string> = {
  AVAILABLE: 'https://schema.org/InStock',
  BOOKED: 'https://schema.org/Reserved',
  SOLD: 'https://schema.org/SoldOut',
};

export function unitJsonLd(unit: Property, page: { url: string; title: string }): JsonLdObject {
  const flat = unit.type_purpose === 'residential';
  return {
    '@context': 'https://schema.org',
    '@type': [flat ? 'Apartment' : 'Accommodation', 'Product'],
    name: page.title,
    url: page.url,
    image: unit.plan_image,
    sku: String(unit.id),
    floorSize: { '@type': 'QuantitativeValue', value: unit.area_total, unitCode: 'MTK' },
    ...(flat ? { numberOfRooms: unit.studio ? 1 : unit.rooms_amount } : {}),
    floorLevel: String(unit.floor),
    containedInPlace: { '@type': 'Residence', name: `${unit.project_title}, ${unit.house_title}` },
    offers: {
      '@type': 'Offer',
      url: page.url,
      price: unit.price_value,
      priceCurrency: 'RUB',
      availability: AVAILABILITY[unit.status],
    },
  };
}
