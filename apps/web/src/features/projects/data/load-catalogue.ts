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

/**
 * `list`: /our-projects, in Sort_2 order. `main-page`: the home page, in Sort_main_page order
 * (the order fetchProjects() gives).
 */
export type CatalogueOrder = 'list' | 'main-page';

export async function loadProjectCatalogue(order: CatalogueOrder = 'list'): Promise<ProjectListData> {
  // The statistics need no complex: asked for with the list. They never reject (undefined on failure).
  const overviewsReady = fetchProjectsStatistics();
  const fetched = await fetchProjects();
  const projects = order === 'list' ? inListOrder(fetched) : fetched;
  // The per-complex minimum prices need the complexes' ids; each yields undefined on failure.
  const [overviews, minPrices] = await Promise.all([
    overviewsReady,
    Promise.all(projects.map((project) => (project.profitId === null ? Promise.resolve(undefined) : fetchMinFlatPrice(project.profitId)))),
  ]);
  return {
    ...buildProjectCatalogue(projects, overviews, minPrices),
    mapPoints: projectMapPoints(projects),
    mapTiles: getConfig().mapTiles,
  };
}
