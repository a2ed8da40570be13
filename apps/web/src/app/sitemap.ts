// /sitemap.xml: every public page the CMS and the routes know (see features/seo/sitemap-entries).
// Built per request (cached CMS data), so a build never needs the CMS and new entries appear
// without a rebuild. A source that fails is left out and logged rather than failing the file.
import type { MetadataRoute } from 'next';
import { buildSitemap } from '@/features/seo/sitemap-entries';
import { getConfig } from '@/lib/config';
import { fetchPages, fetchProjects, fetchSeoContents } from '@/upstream/content/api';

export const dynamic = 'force-dynamic';

async function orEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`[sitemap] ${what} left out: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, projects, seoContents] = await Promise.all([
    orEmpty('page list', fetchPages),
    orEmpty('complexes', fetchProjects),
    orEmpty('content list', fetchSeoContents),
  ]);
  return buildSitemap({
    siteUrl: getConfig().siteUrl,
    pages,
    projectSlugs: projects.map((project) => project.slug),
    seoSlugs: seoContents.map((entry) => entry.slug),
  });
}
