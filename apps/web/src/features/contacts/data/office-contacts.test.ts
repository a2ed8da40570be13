import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/platform/seo';
import { contactsJsonLd, officeJsonLd } from './office-json-ld';
import { officeAnchor, openingHours, phoneLink, type ContactOffice } from './office-contacts';

describe('office contacts', () => {
  it('calls +7 and ten digits however the editors wrote the number', () => {
    expect(phoneLink('+7 (861) 200-00-00')).toEqual({ display: '+7 (861) 200-00-00', href: 'tel:+78612000000', international: '+78612000000' });
    expect(phoneLink('8 861 200 00 01')?.href).toBe('tel:+78612000001');
    expect(phoneLink('(861) 200-00-02')?.href).toBe('tel:+78612000002');
    expect(phoneLink('+44 20 7946 0000')?.href).toBe('tel:+442079460000');
    expect(phoneLink('—')).toBeNull();
    expect(phoneLink(null)).toBeNull();
  });

  it('reads opening hours into schema.org form, and gives up on text it cannot read', () => {
    expect(openingHours('Пн–Пт 9:00–20:00, Сб–Вс 10:00–18:00')).toEqual(['Mo-Fr 09:00-20:00', 'Sa-Su 10:00-18:00']);
    expect(openingHours('Ежедневно 9:00–19:00')).toEqual(['Mo-Su 09:00-19:00']);
    expect(openingHours('Сб 10.00 - 16.00')).toEqual(['Sa 10:00-16:00']);
    expect(openingHours('по записи')).toBeNull();
    expect(openingHours('')).toBeNull();
  });

  it('anchors an office by its slug, else its id', () => {
    expect(officeAnchor({ id: 1, slug: 'central' })).toBe('office-central');
    expect(officeAnchor({ id: 7, slug: null })).toBe('office-7');
  });

  it('describes an office as a RealEstateAgent with address, telephone, hours and place', () => {
    const office: ContactOffice = {
      id: 1,
      anchor: 'office-central',
      name: 'Центральный офис продаж',
      address: 'г. Краснодар, ул. Красная, 122',
      hours: 'Ежедневно 9:00–19:00',
      phone: phoneLink('+7 (861) 200-00-00'),
      coordinates: { lat: 45.04186, lng: 38.97643 },
    };
    const organization = { name: 'Новострой', siteUrl: 'https://novostroy.test' };
    expect(officeJsonLd(office, 'https://novostroy.test/contacts', organization)).toEqual({
      '@type': 'RealEstateAgent',
      '@id': 'https://novostroy.test/contacts#office-central',
      name: 'Центральный офис продаж',
      url: 'https://novostroy.test/contacts#office-central',
      parentOrganization: { '@id': 'https://novostroy.test/#organization' },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'г. Краснодар, ул. Красная, 122',
        addressLocality: 'Краснодар',
        addressRegion: 'Краснодарский край',
        addressCountry: 'RU',
      },
      telephone: '+78612000000',
      openingHours: ['Mo-Su 09:00-19:00'],
      geo: { '@type': 'GeoCoordinates', latitude: 45.04186, longitude: 38.97643 },
    });
  });

  it('puts the offices under the site-wide Organization node (same @id), and a hostile office name stays data', () => {
    const organization = { name: 'Новострой', siteUrl: 'https://novostroy.test' };
    const offices: ContactOffice[] = [
      { id: 1, anchor: 'office-1', name: '</script><script>alert(1)</script>', address: null, hours: 'по записи', phone: null, coordinates: null },
      { id: 2, anchor: 'office-2', name: '', address: 'ул. Северная, 1', hours: null, phone: null, coordinates: null },
    ];
    const data = contactsJsonLd(offices, 'https://novostroy.test/contacts', organization);
    expect(data).toMatchObject({ '@type': 'Organization', '@id': 'https://novostroy.test/#organization', name: 'Новострой', url: 'https://novostroy.test/' });
    const departments = (data as { department?: Array<Record<string, unknown>> }).department ?? [];
    expect(departments.map((office) => office['@type'])).toEqual(['RealEstateAgent', 'RealEstateAgent']);
    // An office without a name takes the company's; hours that do not parse are left out, not guessed.
    expect(departments[1]).toMatchObject({ name: 'Новострой', address: { streetAddress: 'ул. Северная, 1' } });
    expect(departments[0]).not.toHaveProperty('openingHours');
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<\/?script/i);
    expect(JSON.parse(text)).toEqual(data);
    expect(contactsJsonLd([], 'https://novostroy.test/contacts', organization)).not.toHaveProperty('department');
  });
});
