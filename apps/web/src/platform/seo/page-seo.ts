// Pure rules of a page's title, description and share image: the CMS Page list, the page's own
// data and the site default, in that order of precedence (see resolvePageSeo).
import type { Page, Photo } from '@/upstream/content';

export interface PageSeoFallback {
  title?: string | null;
  description?: string | null;
  /** The entry's own share image (a complex photo, an SEO entry's openGraph image). */
  image?: Photo | null;
}

export interface ResolvedPageSeo {
  title: string;
  description: string;
  image: Photo | null;
}

export const SITE_DEFAULT_TITLE = 'Новострой — квартиры от застройщика';
export const SITE_DEFAULT_DESCRIPTION =
  'Жилые комплексы, квартиры, коммерческие помещения, машино-места и кладовые от застройщика «Новострой».';

const nonEmpty = (value: string | null | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

/** True when a Page-list path (with `{id}` placeholders) matches a concrete site path. */
export function pathMatchesPattern(pattern: string, path: string): boolean {
  if (!pattern.includes('{')) return pattern === path;
  const regex = new RegExp(
    `^${pattern
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );
  return regex.test(path);
}

/**
 * Precedence, field by field: an exact Page-list entry for this path (editors set it on purpose),
 * then the page's own data (a complex's seo_title is more specific than a template), then a
 * pattern entry such as `/our-projects/{id}`, then the site default.
 */
export function resolvePageSeo(pages: readonly Page[], path: string, fallback: PageSeoFallback = {}): ResolvedPageSeo {
  const exact = pages.find((page) => page.path === path);
  const pattern = pages.find((page) => page.path.includes('{') && pathMatchesPattern(page.path, path));
  return {
    title: nonEmpty(exact?.title) ?? nonEmpty(fallback.title) ?? nonEmpty(pattern?.title) ?? SITE_DEFAULT_TITLE,
    description:
      nonEmpty(exact?.description) ?? nonEmpty(fallback.description) ?? nonEmpty(pattern?.description) ?? SITE_DEFAULT_DESCRIPTION,
    image: fallback.image ?? null,
  };
}

/** The document title: the CMS text as is when it already names the site, else with the site name appended. */
export function titleWithSiteName(title: string, siteName: string): string {
  return title.toLocaleLowerCase('ru').includes(siteName.toLocaleLowerCase('ru')) ? title : `${title} — ${siteName}`;
}

/** The absolute URL of a site path (canonical links, sitemap, JSON-LD). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}
