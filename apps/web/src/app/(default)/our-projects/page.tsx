// /our-projects: every complex from the CMS with sales-data prices (see docs/web.md, rendering).
import type { Metadata } from 'next';
import { pageMetadata } from '@/platform/seo';
import { ProjectList, loadProjectCatalogue } from '@/features/projects';

// Rendered per request: the build never needs the CMS, and sales figures are at most ~1 min old.
export const dynamic = 'force-dynamic';

// The CMS Page list entry for /our-projects wins; these texts are the fallback.
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/our-projects', {
    title: 'Наши проекты',
    description: 'Все жилые комплексы застройщика «Новострой»: расположение, сроки сдачи, свободные квартиры и цены.',
  });
}

export default async function ProjectsPage() {
  const catalogue = await loadProjectCatalogue();
  return <ProjectList catalogue={catalogue} />;
}
