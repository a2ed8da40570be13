// /sitemap.xml: the sitemap index (sitemaps.org), naming /sitemaps/pages.xml and every unit
// sitemap file (platform/seo/sitemaps.ts). robots.txt points here. Built per request from cached
// data, so a build never needs the CMS or sales-data.
import { sitemapIndexResponse } from '@/platform/seo';

export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return sitemapIndexResponse();
}
