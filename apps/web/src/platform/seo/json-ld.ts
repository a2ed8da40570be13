// Builders of the schema.org JSON-LD the site emits everywhere (Organization, BreadcrumbList), the
// shared pieces the features' builders use (the Organization's @id, a PostalAddress), and the
// serialiser that makes the JSON safe inside a <script type="application/ld+json"> element.
// Every builder is typed with schema-dts (types only: nothing of it reaches a bundle).
import type { BreadcrumbList, Graph, IdReference, JsonLdObject, Organization, PostalAddress, Thing, WithContext } from 'schema-dts';
import type { Global } from '@/upstream/content';
import { absoluteUrl } from './page-seo';

/**
 * One top-level JSON-LD block: a schema.org entity with its @context, or a @graph of several. The
 * builders return their precise types (WithContext<ApartmentComplex>, ...); the JsonLdObject member
 * admits a node of several types (schema-dts MergeLeafTypes, e.g. an Apartment that is a Product).
 */
export type JsonLdData = WithContext<Thing> | WithContext<JsonLdObject> | Graph;

/** Where the company's complexes and offices are; the CMS and sales-data give streets only. */
export const SITE_LOCALITY = { addressLocality: 'Краснодар', addressRegion: 'Краснодарский край', addressCountry: 'RU' } as const;

/**
 * JSON for an inline data block. `<` is escaped so an editor's text containing `</script>` cannot
 * close the element; U+2028/2029 are escaped for old parsers. The result is still valid JSON.
 */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The Organization's node id: every block that names the company (seller, publisher, offices) points at it. */
export function organizationId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/')}#organization`;
}

export function organizationRef(siteUrl: string): IdReference {
  return { '@id': organizationId(siteUrl) };
}

/** A street address in the company's city; the street as the CMS or sales-data writes it. */
export function postalAddress(streetAddress: string): PostalAddress {
  return { '@type': 'PostalAddress', streetAddress, ...SITE_LOCALITY };
}

/** The site-wide Organization (root layout): name, url, logo, phones, socials from the CMS Global. */
export function organizationJsonLd(siteUrl: string, global: Global | null): WithContext<Organization> {
  const logo = global?.logo && !global.logo.isVideo ? global.logo.url : undefined;
  const phones = global?.phones.map((phone) => phone.number).filter((number) => number.trim() !== '') ?? [];
  const socials = global?.socials.map((social) => social.url).filter((url) => /^https?:\/\//.test(url)) ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: global?.siteName ?? 'Новострой',
    url: absoluteUrl(siteUrl, '/'),
    ...(logo ? { logo } : {}),
    ...(phones.length > 0 ? { telephone: phones[0], contactPoint: phones.map((telephone) => ({ '@type': 'ContactPoint' as const, telephone, contactType: 'sales' })) } : {}),
    ...(socials.length > 0 ? { sameAs: socials } : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}
