// Joins CMS complexes with sales-data figures into what a project card shows. Pure, so the
// "sales data missing" rules are tested without any service.
import { formatQuarter } from '@/lib/quarter';
import { remainingUnitsText } from '@/lib/plural';
import type { Photo, Project } from '@/upstream/content';
import type { SalesProjectOverview } from '@/upstream/sales';
import { projectTexts } from '../texts';

export interface ProjectCardData {
  slug: string;
  title: string;
  labels: string[];
  photo: Photo | null;
  /** "Прикубанский округ, ул. Стахановская, 15" (sales data), minus what the labels already say. */
  location: string | null;
  released: boolean;
  /** "IV кв. 2027" for complexes still being built (sales data), unless a label already says it. */
  completion: string | null;
  /** The completion year of a complex still being built (sales data); null when released or unknown. */
  completionYear: number | null;
  /** "Осталось 12 квартир"; null without sales data or with nothing left. */
  remainingFlats: string | null;
  soldOut: boolean;
  /** Cheapest available or booked flat, in rubles; null without sales data. */
  minFlatPrice: number | null;
}

export interface ProjectCatalogue {
  cards: ProjectCardData[];
  /** False when the sales-data service gave nothing usable: the page says so instead of prices. */
  salesAvailable: boolean;
}

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether an editor's label already says `text` (the demo labels carry district, address, completion). */
function mentioned(labels: readonly string[], text: string): boolean {
  const needle = normalized(text);
  return labels.some((label) => normalized(label).includes(needle));
}

/** The editors' labels, less one that only repeats the "Сдан" badge of a released complex. */
export function labelsBesideBadge(project: Pick<Project, 'labels' | 'released'>): string[] {
  if (!project.released) return project.labels;
  return project.labels.filter((label) => normalized(label) !== normalized(projectTexts.released));
}

/** "District, address" from the sales data, leaving out what the labels already say. */
function locationLine(overview: SalesProjectOverview, labels: readonly string[]): string | null {
  const parts = [overview.district, overview.address].filter((part) => part && !mentioned(labels, part));
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The first photo that is not a video: About_project_photos first, then Project_Media. */
export function coverPhoto(project: Project): Photo | null {
  return [...project.photos, ...project.media].find((photo) => !photo.isVideo) ?? null;
}

/**
 * The order of /our-projects: the editors' Sort_2 (empty last), then the id. The home page keeps
 * Sort_main_page (fetchProjects); this list has its own field in the content model.
 */
export function inListOrder<T extends Pick<Project, 'id' | 'sort2'>>(projects: readonly T[]): T[] {
  const rank = (project: T) => project.sort2 ?? Number.POSITIVE_INFINITY;
  return [...projects].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

export function buildProjectCatalogue(
  projects: readonly Project[],
  overviews: ReadonlyMap<number, SalesProjectOverview> | undefined,
  minPrices: ReadonlyArray<number | undefined>,
): ProjectCatalogue {
  const withSalesId = projects.filter((project) => project.profitId !== null).length;
  const pricesKnown = minPrices.some((price) => price !== undefined);
  // Either half missing means the service is down or broken: show no figures at all rather
  // than a mix of fresh and missing ones.
  const salesAvailable = overviews !== undefined && (withSalesId === 0 || pricesKnown);

  const cards = projects.map((project, index): ProjectCardData => {
    const overview = salesAvailable && project.profitId !== null ? overviews?.get(project.profitId) : undefined;
    const price = salesAvailable ? minPrices[index] : undefined;
    const statistics = overview?.statistics;
    const completion = !project.released && overview ? formatQuarter(overview.completion) : null;
    return {
      slug: project.slug,
      title: project.title,
      labels: labelsBesideBadge(project),
      photo: coverPhoto(project),
      location: overview ? locationLine(overview, project.labels) : null,
      released: project.released,
      completion: completion && !mentioned(project.labels, completion) ? completion : null,
      completionYear: !project.released && overview ? overview.completion.year : null,
      remainingFlats: statistics ? remainingUnitsText(statistics.amount_flat_free, 'flat') : null,
      soldOut: statistics !== undefined && statistics.amount_flat > 0 && statistics.amount_flat_free === 0,
      minFlatPrice: price ?? null,
    };
  });
  return { cards, salesAvailable };
}
