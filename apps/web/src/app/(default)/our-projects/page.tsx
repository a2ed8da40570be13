// /our-projects: every complex from the CMS with sales-data prices, filters kept in the URL
// (?status=…&year=…) and a map of all complexes (see docs/web.md, rendering and "The list of complexes").
import type { Metadata } from 'next';
import { BreadcrumbJsonLd, pageMetadata } from '@/platform/seo';
import { ProjectList, loadProjectCatalogue } from '@/features/projects';

// Rendered per request: the build never needs the CMS, and sales figures are at most ~1 min old.
export const dynamic = 'force-dynamic';

// The CMS Page list entry for /our-projects wins; these texts are the fallback. The filters are
// not pages of their own: the canonical URL stays /our-projects whatever the query.
export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('/our-projects', {
    title: 'Наши проекты',
    description: 'Все жилые комплексы застройщика «Новострой»: расположение, сроки сдачи, свободные квартиры и цены.',
  });
}

interface ProjectsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function ProjectsPage({ searchParams }: ProjectsPageProps) {
  const [catalogue, query] = await Promise.all([loadProjectCatalogue(), searchParams]);
  // No visible breadcrumbs on this page (the list is the first level); search engines get the trail,
  // named as the complex and unit pages' crumbs name this list.
  return (
    <>
      <BreadcrumbJsonLd crumbs={[{ name: 'Главная', path: '/' }, { name: 'Жилые комплексы', path: '/our-projects' }]} />
      <ProjectList catalogue={catalogue} searchParams={query} />
    </>
  );
}
