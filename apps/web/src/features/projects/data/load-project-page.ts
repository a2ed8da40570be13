// Server data of /our-projects/<slug> beyond the complex itself: its construction reports (CMS),
// its sales statistics and the live minimum flat price (sales-data), all asked in parallel. A
// sales failure yields undefined (the page shows the note), a CMS failure of the reports leaves
// that section out with a log line; neither breaks the page.
import 'server-only';
import { fetchConstructionProgress, type Project } from '@/upstream/content';
import { fetchMinFlatPrice, fetchProjectOverview } from '@/upstream/sales';
import { constructionMonths, projectSales, type ProjectPageData } from './project-page';

async function constructionReports(slug: string) {
  try {
    return await fetchConstructionProgress(slug);
  } catch (error) {
    console.warn(`[projects] construction reports of ${slug} left out: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

export async function loadProjectPage(project: Project): Promise<ProjectPageData> {
  const profitId = project.profitId;
  const [reports, overview, minFlatPrice] = await Promise.all([
    constructionReports(project.slug),
    profitId === null ? Promise.resolve(undefined) : fetchProjectOverview(profitId),
    profitId === null ? Promise.resolve(undefined) : fetchMinFlatPrice(profitId),
  ]);
  return {
    project,
    construction: reports === null ? null : constructionMonths(reports),
    sales: projectSales(overview, minFlatPrice, project.released),
  };
}
