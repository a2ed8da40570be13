// Server data of /our-projects/<slug> beyond the complex itself: its construction reports (CMS),
// its sales statistics and the live minimum prices of all flats and of one-room flats
// (sales-data), all asked in parallel. The reports need only the slug, so the page asks for them
// together with the complex. A sales
// failure yields undefined (the page shows the note), a CMS failure of the reports leaves that
// section out with a log line; neither breaks the page.
import 'server-only';
import { fetchConstructionProgress, type Project } from '@/upstream/content';
import { fetchMinFlatPrice, fetchProjectOverview } from '@/upstream/sales';
import { constructionMonths, projectSales, type ProjectPageData } from './project-page';

/** The construction reports of the complex with this slug; null (and a log line) when the CMS fails. Never rejects. */
export async function loadConstructionReports(slug: string) {
  try {
    return await fetchConstructionProgress(slug);
  } catch (error) {
    console.warn(`[projects] construction reports of ${slug} left out: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** `reports`: the page's own request for them (`loadConstructionReports` of the same slug), if it made one. */
export async function loadProjectPage(project: Project, reports = loadConstructionReports(project.slug)): Promise<ProjectPageData> {
  const profitId = project.profitId;
  const [ownReports, overview, minFlatPrice, minOneRoomPrice] = await Promise.all([
    reports,
    profitId === null ? Promise.resolve(undefined) : fetchProjectOverview(profitId),
    profitId === null ? Promise.resolve(undefined) : fetchMinFlatPrice(profitId),
    // Not in the statistics: the cheapest one-room flat is its own query.
    profitId === null ? Promise.resolve(undefined) : fetchMinFlatPrice(profitId, 1),
  ]);
  return {
    project,
    construction: ownReports === null ? null : constructionMonths(ownReports),
    sales: projectSales(overview, minFlatPrice, project.released, minOneRoomPrice),
  };
}
