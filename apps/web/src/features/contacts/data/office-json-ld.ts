// schema.org RealEstateAgent of each sales office: name, address, telephone, opening hours, place.
import { openingHours, type ContactOffice } from './office-contacts';

export function officeJsonLd(office: ContactOffice, pageUrl: string, organizationName: string) {
  const hours = openingHours(office.hours);
  return {
    '@context': 'https://schema.org' as const,
    '@type': 'RealEstateAgent',
    '@id': `${pageUrl}#${office.anchor}`,
    name: office.name || organizationName,
    url: `${pageUrl}#${office.anchor}`,
    parentOrganization: { '@type': 'Organization', name: organizationName },
    ...(office.address ? { address: { '@type': 'PostalAddress', streetAddress: office.address, addressCountry: 'RU' } } : {}),
    ...(office.phone ? { telephone: office.phone.international } : {}),
    ...(hours ? { openingHours: hours } : {}),
    ...(office.coordinates ? { geo: { '@type': 'GeoCoordinates', latitude: office.coordinates.lat, longitude: office.coordinates.lng } } : {}),
  };
}
