// Server data of /our-projects: every complex from the CMS in the list's order (Sort_2), with sales
// figures when the sales-data service answers, and the complexes' map points. A CMS failure
// throws (the error page, never an empty list).
import 'server-only';
import { getConfig } from '@/lib/config';
import type { MapTiles } from '@/lib/geo';
import { fetchProjects } from '@/upstream/content';
import { fetchMinFlatPrice, fetchProjectsStatistics } from '@/upstream/sales';
import type { SiteMapPoint } from '@/ui/map/site-map';
import { buildProjectCatalogue, inListOrder, type ProjectCatalogue } from './project-cards';
import { projectMapPoints } from './project-map';

export interface ProjectListData extends ProjectCatalogue {
  /** Every complex with readable coordinates, in the list's order. */
  mapPoints: SiteMapPoint[];
  /** MAP_TILES_URL; null draws the points on a plain background. */
  mapTiles: MapTiles | null;
}

export async function loadProjectCatalogue(): Promise<ProjectListData> {
  // fetchProjects() keeps the home page's order (Sort_main_page); this list has its own.
  const projects = inListOrder(await fetchProjects());
  // Statistics and the per-complex minimum prices in parallel; each yields undefined on failure.
  const [overviews, minPrices] = await Promise.all([
    fetchProjectsStatistics(),
    Promise.all(projects.map((project) => (project.profitId === null ? Promise.resolve(undefined) : fetchMinFlatPrice(project.profitId)))),
  ]);
  return {
    ...buildProjectCatalogue(projects, overviews, minPrices),
    mapPoints: projectMapPoints(projects),
    mapTiles: getConfig().mapTiles,
  };
}
