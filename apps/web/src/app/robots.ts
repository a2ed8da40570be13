// /robots.txt: everything allowed except the diagnostics page and API routes; points to the sitemap.
// Per request, so the sitemap URL follows SITE_URL at run time, not at build time.
import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const siteUrl = getConfig().siteUrl;
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/debug', '/api/'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
