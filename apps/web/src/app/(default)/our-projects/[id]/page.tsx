// /our-projects/<slug>: one complex. A numeric Legacy_id redirects (308) to the slug URL;
// anything else unknown is a real 404.
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ProjectDetails, coverPhoto, isProjectSlug, loadConstructionReports, loadProjectPage, projectMetadata, resolveProjectRoute } from '@/features/projects';
import { BreadcrumbJsonLd, pageMetadata, titleText } from '@/platform/seo';
import { loadFrame } from '@/platform/frame';
import { paths } from '@/lib/paths';

export const dynamic = 'force-dynamic';

interface ProjectPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: ProjectPageProps): Promise<Metadata> {
  const route = await resolveProjectRoute((await params).id);
  if (route.kind !== 'project') return {};
  // The complex's own seo_title / Page_title rules give the fallback; the share image is its cover.
  const own = projectMetadata(route.project);
  return pageMetadata(paths.project(route.project.slug), {
    title: titleText(own.title),
    description: own.description ?? null,
    image: coverPhoto(route.project),
  });
}

export default async function ProjectPage({ params }: ProjectPageProps) {
  const { id } = await params;
  // The construction reports need only the slug: asked for together with the complex, not after it.
  const reports = isProjectSlug(id) ? loadConstructionReports(id) : undefined;
  const route = await resolveProjectRoute(id);
  if (route.kind === 'redirect') permanentRedirect(paths.project(route.slug));
  if (route.kind === 'missing') notFound();
  // A complex found by this slug has exactly this slug, so the early reports are its own.
  const [frame, data] = await Promise.all([loadFrame(), loadProjectPage(route.project, reports)]);
  return (
    <>
      <BreadcrumbJsonLd
        crumbs={[
          { name: 'Главная', path: paths.home() },
          { name: 'Жилые комплексы', path: paths.projects() },
          { name: route.project.title, path: paths.project(route.project.slug) },
        ]}
      />
      <ProjectDetails data={data} consentVersion={frame.privacyPolicyVersion} phone={frame.phones[0]} />
    </>
  );
}
