// Spec §3 project statistics over a project's units: counts per type ("free" = AVAILABLE) and
// price/area ranges over the units still on offer (AVAILABLE and BOOKED); 0 where nothing counts.
import type { ProjectStatistics, Property, PropertyTypePurpose } from '@novostroy/contracts';

const onOffer = (p: Property) => p.status === 'AVAILABLE' || p.status === 'BOOKED';
const minOf = (values: number[]) => (values.length ? Math.min(...values) : 0);
const maxOf = (values: number[]) => (values.length ? Math.max(...values) : 0);

export function projectStatistics(properties: readonly Property[]): ProjectStatistics {
  const ofType = (type: PropertyTypePurpose) => properties.filter((p) => p.type_purpose === type);
  const offered = (type: PropertyTypePurpose) => ofType(type).filter(onOffer);
  const free = (type: PropertyTypePurpose) => ofType(type).filter((p) => p.status === 'AVAILABLE').length;
  const prices = (units: Property[]) => units.map((p) => p.price_value);
  const areas = (units: Property[]) => units.map((p) => p.area_total);

  const flats = offered('residential');
  const commercial = offered('commercial');
  const cars = offered('parking');
  const storage = offered('storage');
  const flatsWith = (test: (p: Property) => boolean) => prices(flats.filter(test));

  return {
    amount_flat: ofType('residential').length,
    amount_flat_free: free('residential'),
    amount_commercial: ofType('commercial').length,
    amount_commercial_free: free('commercial'),
    amount_car: ofType('parking').length,
    amount_car_free: free('parking'),
    amount_store_room: ofType('storage').length,
    amount_store_room_free: free('storage'),
    min_price_flat: minOf(prices(flats)),
    max_price_flat: maxOf(prices(flats)),
    min_price_studio_room: minOf(flatsWith((p) => p.studio)),
    min_price_two_bedroom: minOf(flatsWith((p) => !p.studio && p.rooms_amount === 2)),
    min_price_three_bedroom: minOf(flatsWith((p) => !p.studio && p.rooms_amount === 3)),
    min_price_four_bedroom: minOf(flatsWith((p) => !p.studio && p.rooms_amount >= 4)),
    min_price_commercial: minOf(prices(commercial)),
    max_price_commercial: maxOf(prices(commercial)),
    min_price_car: minOf(prices(cars)),
    max_price_car: maxOf(prices(cars)),
    min_price_store_room: minOf(prices(storage)),
    max_price_store_room: maxOf(prices(storage)),
    min_area_flat: minOf(areas(flats)),
    max_area_flat: maxOf(areas(flats)),
    min_area_commercial: minOf(areas(commercial)),
    max_area_commercial: maxOf(areas(commercial)),
    min_area_car: minOf(areas(cars)),
    max_area_car: maxOf(areas(cars)),
    min_area_store_room: minOf(areas(storage)),
    max_area_store_room: maxOf(areas(storage)),
  };
}
