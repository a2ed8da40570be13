// The unit page's schema.org data: the unit as an Apartment (a flat) or an Accommodation (premises,
// a parking place, a storage room), typed also as a Product so it can carry its Offer: the price
// in rubles, whether it can be bought, and the company (the Organization's @id) as the seller.
import type { Property, PropertyStatus } from '@novostroy/contracts';
import type { AccommodationLeaf, ApartmentLeaf, ItemAvailability, MergeLeafTypes, Offer, ProductLeaf, WithContext } from 'schema-dts';
import { organizationRef } from '@/platform/seo';

export type UnitJsonLd = WithContext<MergeLeafTypes<[ApartmentLeaf, ProductLeaf]> | MergeLeafTypes<[AccommodationLeaf, ProductLeaf]>>;

/**
 * A booked unit is Reserved: schema.org's "reserved and therefore not available". Not
 * LimitedAvailability or PreOrder: Google reads those as "in stock" and "preorder", i.e. as
 * something a visitor can order now, and a booked unit cannot be bought until the booking lapses.
 */
export const UNIT_AVAILABILITY = {
  AVAILABLE: 'https://schema.org/InStock',
  BOOKED: 'https://schema.org/Reserved',
  SOLD: 'https://schema.org/SoldOut',
} as const satisfies Record<PropertyStatus, ItemAvailability>;

export function unitJsonLd(unit: Property, page: { url: string; title: string; siteUrl: string }): UnitJsonLd {
  const offer: Offer = {
    '@type': 'Offer',
    url: page.url,
    // A unit without a price (0 in sales-data) gets no price at all, never "0 ₽".
    ...(unit.price_value > 0 ? { price: unit.price_value, priceCurrency: 'RUB' } : {}),
    availability: UNIT_AVAILABILITY[unit.status],
    seller: organizationRef(page.siteUrl),
  };
  const common = {
    name: page.title,
    url: page.url,
    image: unit.plan_image,
    sku: String(unit.id),
    floorSize: { '@type': 'QuantitativeValue', value: unit.area_total, unitCode: 'MTK' },
    floorLevel: String(unit.floor),
    containedInPlace: { '@type': 'Residence', name: `${unit.project_title}, ${unit.house_title}` },
    offers: offer,
  } as const;
  return unit.type_purpose === 'residential'
    ? { '@context': 'https://schema.org', '@type': ['Apartment', 'Product'], ...common, numberOfRooms: unit.studio ? 1 : unit.rooms_amount }
    : { '@context': 'https://schema.org', '@type': ['Accommodation', 'Product'], ...common };
}
