// The sitemap's URL list: the fixed public routes that exist today (kept only when the CMS Page
// list or this list knows them), every complex, every SEO landing page and every news post by slug.
import type { MetadataRoute } from 'next';
import type { Page } from '@/upstream/content';
import { absoluteUrl } from './page-seo';

/**
 * Public pages without parameters that the app serves today. A Page-list path is listed only
 * when it is here, so the sitemap never advertises a page that would answer 404; later issues
 * add their routes (/posts, /loan/mortgage, …) to this list as they build them.
 */
export const PUBLIC_STATIC_ROUTES: readonly string[] = [
  '/',
  '/our-projects',
  ...[0, 1, 2, 3, 4].map((rooms) => `/kupit-${rooms}-komnatnuyu-kvartiru-ot-zastroishika`),
  '/commercial',
  '/parking',
  '/store-room',
  '/posts',
  '/about-company',
  '/contacts',
  '/faq',
  '/tenders',
  '/loan/mortgage',
  '/loan/deffered',
  '/loan/tradein',
];

/** Never in the sitemap, even when the CMS lists them: service pages, and the personal lists (noindex). */
const EXCLUDED = new Set(['/debug', '/debug/ui', '/test', '/favourite', '/favourite/compare']);

export interface SitemapSources {
  siteUrl: string;
  pages: readonly Page[];
  projectSlugs: readonly string[];
  seoSlugs: readonly string[];
  /** Every published news post (/posts/<slug>). */
  newsSlugs?: readonly string[];
  routes?: readonly string[];
}

export function buildSitemap({ siteUrl, pages, projectSlugs, seoSlugs, newsSlugs = [], routes = PUBLIC_STATIC_ROUTES }: SitemapSources): MetadataRoute.Sitemap {
  const known = new Set(routes);
  const staticPaths = new Set<string>(routes);
  for (const page of pages) {
    if (!page.path.includes('{') && known.has(page.path)) staticPaths.add(page.path);
  }
  const paths = [
    ...[...staticPaths].filter((path) => !EXCLUDED.has(path)),
    ...projectSlugs.map((slug) => `/our-projects/${encodeURIComponent(slug)}`),
    ...seoSlugs.map((slug) => `/seo/${encodeURIComponent(slug)}`),
    ...newsSlugs.map((slug) => `/posts/${encodeURIComponent(slug)}`),
  ];
  return [...new Set(paths)].map((path) => ({ url: absoluteUrl(siteUrl, path) }));
}
