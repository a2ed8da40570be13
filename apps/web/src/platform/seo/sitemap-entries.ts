// The pages sitemap's URL list: the fixed public routes that exist today (kept only when the CMS
// Page list or this list knows them), every complex, every SEO landing page and every news post by
// slug. The unit pages have sitemaps of their own (unit-sitemaps.ts).
import type { Page } from '@/upstream/content';
import { absoluteUrl } from './page-seo';
import { lastmodOf, type SitemapEntry } from './sitemap-xml';

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
  '/privacy-policy',
];

/** Never in the sitemap, even when the CMS lists them: service pages, and the personal lists (noindex). */
const EXCLUDED = new Set(['/debug', '/debug/ui', '/test', '/favourite', '/favourite/compare']);

/** A CMS entry listed by slug, with its last-edit time when the CMS sends one. */
export interface SlugEntry {
  slug: string;
  updatedAt?: string | null;
}

export interface SitemapSources {
  siteUrl: string;
  pages: readonly Page[];
  projects: readonly SlugEntry[];
  seoContents: readonly SlugEntry[];
  /** Every published news post (/posts/<slug>). */
  news?: readonly SlugEntry[];
  routes?: readonly string[];
}

/**
 * The pages sitemap's entries (/sitemaps/pages.xml): every public page but the unit pages. lastmod:
 * the CMS `updatedAt` of the complex, SEO entry or news post; a static route takes its Page-list
 * entry's, and has none when the Page list does not name it.
 */
export function buildSitemap({ siteUrl, pages, projects, seoContents, news = [], routes = PUBLIC_STATIC_ROUTES }: SitemapSources): SitemapEntry[] {
  const known = new Set(routes);
  const staticPaths = new Set<string>(routes);
  const pageUpdated = new Map<string, string | null | undefined>();
  for (const page of pages) {
    if (!page.path.includes('{') && known.has(page.path)) {
      staticPaths.add(page.path);
      pageUpdated.set(page.path, page.updatedAt);
    }
  }
  const listed: Array<[string, string | null | undefined]> = [
    ...[...staticPaths].filter((path) => !EXCLUDED.has(path)).map((path): [string, string | null | undefined] => [path, pageUpdated.get(path)]),
    ...projects.map((entry): [string, string | null | undefined] => [`/our-projects/${encodeURIComponent(entry.slug)}`, entry.updatedAt]),
    ...seoContents.map((entry): [string, string | null | undefined] => [`/seo/${encodeURIComponent(entry.slug)}`, entry.updatedAt]),
    ...news.map((entry): [string, string | null | undefined] => [`/posts/${encodeURIComponent(entry.slug)}`, entry.updatedAt]),
  ];
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const [path, updatedAt] of listed) {
    if (seen.has(path)) continue;
    seen.add(path);
    const url = absoluteUrl(siteUrl, path);
    const lastModified = lastmodOf(updatedAt);
    entries.push(lastModified ? { url, lastModified } : { url });
  }
  return entries;
}
