import { describe, expect, it } from 'vitest';
import { officeJsonLd } from './office-json-ld';
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
    expect(officeJsonLd(office, 'https://novostroy.test/contacts', 'Новострой')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': 'https://novostroy.test/contacts#office-central',
      name: 'Центральный офис продаж',
      url: 'https://novostroy.test/contacts#office-central',
      parentOrganization: { '@type': 'Organization', name: 'Новострой' },
      address: { '@type': 'PostalAddress', streetAddress: 'г. Краснодар, ул. Красная, 122', addressCountry: 'RU' },
      telephone: '+78612000000',
      openingHours: ['Mo-Su 09:00-19:00'],
      geo: { '@type': 'GeoCoordinates', latitude: 45.04186, longitude: 38.97643 },
    });
  });
});
