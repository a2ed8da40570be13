// /sitemap.xml: every public page the CMS and the routes know (see platform/seo/sitemap-entries.ts).
// Built per request (cached CMS data), so a build never needs the CMS and new entries appear
// without a rebuild. A source that fails is logged and replaced by its start-up list, or left out.
import type { MetadataRoute } from 'next';
import { buildSitemap, startupContentList, startupPageList } from '@/platform/seo';
import { getConfig } from '@/lib/config';
import { fetchNews, fetchPages, fetchProjects, fetchSeoContents } from '@/upstream/content';

export const dynamic = 'force-dynamic';

/** A source's entries; on failure the list loaded at start-up (when there is one), else nothing. */
async function orFallback<T>(what: string, load: () => Promise<T[]>, fallback: () => T[] | undefined = () => undefined): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`[sitemap] ${what} unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return fallback() ?? [];
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, projects, seoContents, news] = await Promise.all([
    orFallback('page list', fetchPages, startupPageList),
    orFallback('complexes', fetchProjects),
    orFallback('content list', fetchSeoContents, startupContentList),
    orFallback('news', () => fetchNews()),
  ]);
  return buildSitemap({
    siteUrl: getConfig().siteUrl,
    pages,
    projectSlugs: projects.map((project) => project.slug),
    seoSlugs: seoContents.map((entry) => entry.slug),
    newsSlugs: news.map((post) => post.slug),
  });
}
