import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/platform/seo';
import { salesProperty } from '@/upstream/sales/fixtures';
import { unitJsonLd } from './unit-json-ld';

describe('unitJsonLd', () => {
  const page = { url: 'https://example.ru/property/501', title: '2-комнатная квартира № 125', siteUrl: 'https://example.ru' };
  const seller = { '@id': 'https://example.ru/#organization' };

  it('describes a flat as an Apartment with its rooms, area, floor and an Offer in rubles sold by the company', () => {
    const data = unitJsonLd(salesProperty({ id: 501, rooms_amount: 2, area_total: 54.5, floor: 7, price_value: 7_300_000, status: 'AVAILABLE' }), page);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toEqual(['Apartment', 'Product']);
    expect(data).toMatchObject({ name: page.title, url: page.url, sku: '501', numberOfRooms: 2, floorLevel: '7', floorSize: { value: 54.5, unitCode: 'MTK' } });
    expect(data.offers).toEqual({ '@type': 'Offer', url: page.url, price: 7_300_000, priceCurrency: 'RUB', availability: 'https://schema.org/InStock', seller });
  });

  it('says a booked unit is reserved and a sold one sold out, never in stock; premises are an Accommodation without rooms', () => {
    expect(unitJsonLd(salesProperty({ status: 'BOOKED' }), page).offers).toMatchObject({ availability: 'https://schema.org/Reserved' });
    const parking = unitJsonLd(salesProperty({ type_purpose: 'parking', rooms_amount: 0, status: 'SOLD' }), page);
    expect(parking['@type']).toEqual(['Accommodation', 'Product']);
    expect(parking).not.toHaveProperty('numberOfRooms');
    expect(parking.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });

  it('a studio counts one room', () => {
    expect(unitJsonLd(salesProperty({ studio: true, rooms_amount: 0 }), page)).toMatchObject({ numberOfRooms: 1 });
  });

  it('gives no price at all for a unit without one (price_value 0)', () => {
    const offer = unitJsonLd(salesProperty({ price_value: 0, price_old: null, status: 'AVAILABLE' }), page).offers as Record<string, unknown>;
    expect(offer).not.toHaveProperty('price');
    expect(offer).not.toHaveProperty('priceCurrency');
    expect(offer).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('keeps a hostile project name inside the JSON', () => {
    const data = unitJsonLd(salesProperty({ project_title: 'ЖК</script><script>alert(1)</script>' }), { ...page, title: 'Квартира & <b>' });
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<\/?script|<b>/i);
    expect(JSON.parse(text)).toEqual(data);
  });
});
