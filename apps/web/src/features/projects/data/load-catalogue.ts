// Server data of /our-projects: every complex from the CMS, with sales figures when the
// sales-data service answers. A CMS failure throws (the error page, never an empty list).
import 'server-only';
import { fetchProjects } from '@/upstream/content';
import { fetchMinFlatPrice, fetchProjectsStatistics } from '@/upstream/sales';
import { buildProjectCatalogue, type ProjectCatalogue } from './project-cards';

export async function loadProjectCatalogue(): Promise<ProjectCatalogue> {
  const projects = await fetchProjects();
  // Statistics and the per-complex minimum prices in parallel; each yields undefined on failure.
  const [overviews, minPrices] = await Promise.all([
    fetchProjectsStatistics(),
    Promise.all(projects.map((project) => (project.profitId === null ? Promise.resolve(undefined) : fetchMinFlatPrice(project.profitId)))),
  ]);
  return buildProjectCatalogue(projects, overviews, minPrices);
}
