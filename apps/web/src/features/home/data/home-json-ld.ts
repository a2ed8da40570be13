// The schema.org WebSite of the home page: search engines take the site's name from it. The
// Organization is already in the root layout, so it is only referred to (its @id) as the publisher.
import type { WebSite, WithContext } from 'schema-dts';
import { organizationRef } from '@/platform/seo';

export function homeJsonLd(siteUrl: string, siteName: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteName,
    url: new URL('/', siteUrl).toString(),
    inLanguage: 'ru-RU',
    publisher: organizationRef(siteUrl),
  };
}
