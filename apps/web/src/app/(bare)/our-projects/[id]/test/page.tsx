// /our-projects/<slug>/test (spec §2, no layout): the complex page's content without the site
// frame. Same rules as the complex page: a numeric legacy id redirects, an unknown id is a 404.
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ProjectDetails, loadProjectPage, resolveProjectRoute } from '@/features/projects';
import { loadFrame } from '@/platform/frame';
import { paths } from '@/lib/paths';

export const dynamic = 'force-dynamic';

interface ProjectTestPageProps {
  params: Promise<{ id: string }>;
}

export const metadata: Metadata = { robots: { index: false } };

export default async function ProjectTestPage({ params }: ProjectTestPageProps) {
  const route = await resolveProjectRoute((await params).id);
  if (route.kind === 'redirect') permanentRedirect(`${paths.project(route.slug)}/test`);
  if (route.kind === 'missing') notFound();
  const [frame, data] = await Promise.all([loadFrame(), loadProjectPage(route.project)]);
  return <ProjectDetails data={data} consentVersion={frame.privacyPolicyVersion} />;
}
