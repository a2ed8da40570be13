// schema.org data of /contacts: the company's Organization node (the same @id as the root layout's)
// with each sales office as a department, a RealEstateAgent with address, telephone, opening hours
// and place.
import type { Organization, RealEstateAgent, WithContext } from 'schema-dts';
import { organizationId, organizationRef, postalAddress } from '@/platform/seo';
import { openingHours, type ContactOffice } from './office-contacts';

export function officeJsonLd(office: ContactOffice, pageUrl: string, organization: { name: string; siteUrl: string }): RealEstateAgent {
  const hours = openingHours(office.hours);
  return {
    '@type': 'RealEstateAgent',
    '@id': `${pageUrl}#${office.anchor}`,
    name: office.name || organization.name,
    url: `${pageUrl}#${office.anchor}`,
    parentOrganization: organizationRef(organization.siteUrl),
    ...(office.address ? { address: postalAddress(office.address) } : {}),
    ...(office.phone ? { telephone: office.phone.international } : {}),
    ...(hours ? { openingHours: hours } : {}),
    ...(office.coordinates ? { geo: { '@type': 'GeoCoordinates', latitude: office.coordinates.lat, longitude: office.coordinates.lng } } : {}),
  };
}

/** The company with its offices; search engines merge it with the root layout's node by @id. */
export function contactsJsonLd(offices: readonly ContactOffice[], pageUrl: string, organization: { name: string; siteUrl: string }): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(organization.siteUrl),
    name: organization.name,
    url: new URL('/', organization.siteUrl).toString(),
    ...(offices.length > 0 ? { department: offices.map((office) => officeJsonLd(office, pageUrl, organization)) } : {}),
  };
}
