// /our-projects/<slug>: one complex. A numeric Legacy_id redirects (308) to the slug URL;
// anything else unknown is a real 404.
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ProjectDetails } from '@/features/projects/components/project-details';
import { projectMetadata } from '@/features/projects/data/project-metadata';
import { resolveProjectRoute } from '@/features/projects/data/resolve-project';
import { paths } from '@/lib/paths';

export const dynamic = 'force-dynamic';

interface ProjectPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: ProjectPageProps): Promise<Metadata> {
  const route = await resolveProjectRoute((await params).id);
  return route.kind === 'project' ? projectMetadata(route.project) : {};
}

export default async function ProjectPage({ params }: ProjectPageProps) {
  const route = await resolveProjectRoute((await params).id);
  if (route.kind === 'redirect') permanentRedirect(paths.project(route.slug));
  if (route.kind === 'missing') notFound();
  return <ProjectDetails project={route.project} />;
}
