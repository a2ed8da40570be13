// The schema.org WebSite of the home page: search engines take the site's name from it. The
// Organization is already in the root layout, so it is not repeated here.
import type { JsonLdObject } from '@/platform/seo';

export function homeJsonLd(siteUrl: string, siteName: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: new URL('/', siteUrl).toString(),
    inLanguage: 'ru-RU',
  };
}
