import { describe, expect, it } from 'vitest';
import { salesProperty } from '@/upstream/sales/fixtures';
import { unitJsonLd } from './unit-json-ld';

describe('unitJsonLd', () => {
  const page = { url: 'https://example.ru/property/501', title: '2-комнатная квартира № 125' };

  it('describes a flat as an Apartment with its rooms, area and an Offer in rubles', () => {
    const data = unitJsonLd(salesProperty({ id: 501, rooms_amount: 2, area_total: 54.5, price_value: 7_300_000, status: 'AVAILABLE' }), page);
    expect(data['@type']).toEqual(['Apartment', 'Product']);
    expect(data).toMatchObject({ name: page.title, numberOfRooms: 2, floorSize: { value: 54.5, unitCode: 'MTK' } });
    expect(data.offers).toEqual({ '@type': 'Offer', url: page.url, price: 7_300_000, priceCurrency: 'RUB', availability: 'https://schema.org/InStock' });
  });

  it('says a booked unit is reserved and a sold one sold out; premises are an Accommodation without rooms', () => {
    expect(unitJsonLd(salesProperty({ status: 'BOOKED' }), page).offers).toMatchObject({ availability: 'https://schema.org/Reserved' });
    const parking = unitJsonLd(salesProperty({ type_purpose: 'parking', rooms_amount: 0, status: 'SOLD' }), page);
    expect(parking['@type']).toEqual(['Accommodation', 'Product']);
    expect(parking).not.toHaveProperty('numberOfRooms');
    expect(parking.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });
});
