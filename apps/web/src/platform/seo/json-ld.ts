// Builders of the schema.org JSON-LD the site emits (Organization, BreadcrumbList) and the
// serialiser that makes the JSON safe inside a <script type="application/ld+json"> element.
import type { Global } from '@/upstream/content';
import { absoluteUrl } from './page-seo';

/** One schema.org entity; an entity may have several types (an Apartment that is also a Product, to carry an Offer). */
export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string | readonly string[] } & Record<string, unknown>;

/**
 * JSON for an inline data block. `<` is escaped so an editor's text containing `</script>` cannot
 * close the element; U+2028/2029 are escaped for old parsers. The result is still valid JSON.
 */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function organizationJsonLd(siteUrl: string, global: Global | null): JsonLdObject {
  const logo = global?.logo && !global.logo.isVideo ? global.logo.url : undefined;
  const phones = global?.phones.map((phone) => phone.number).filter((number) => number.trim() !== '') ?? [];
  const socials = global?.socials.map((social) => social.url).filter((url) => /^https?:\/\//.test(url)) ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: global?.siteName ?? 'Новострой',
    url: absoluteUrl(siteUrl, '/'),
    ...(logo ? { logo } : {}),
    ...(phones.length > 0 ? { telephone: phones[0], contactPoint: phones.map((telephone) => ({ '@type': 'ContactPoint', telephone, contactType: 'sales' })) } : {}),
    ...(socials.length > 0 ? { sameAs: socials } : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): JsonLdObject {
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
