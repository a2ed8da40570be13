// What every feed format is written from: the units on sale (one page at a time), the complexes
// and houses they belong to with their ids at each listing site, and the seller's contacts.
import type { FeedSite, ProjectFeedIds } from '@/upstream/content';
import type { LatLng } from '@/lib/geo';
import type { Property, PropertyTypePurpose } from '@/upstream/sales';

export type { FeedSite } from '@/upstream/content';
export const FEED_SITES: readonly FeedSite[] = ['yandex', 'cian', 'avito'];

/** A complex as the feeds need it: the CMS title and ids joined with sales-data's address. */
export interface FeedProject {
  profitId: number;
  title: string;
  address: string;
  district: string | null;
  /** The CMS Project_coordinates, null when absent or unreadable. */
  coordinates: LatLng | null;
  ids: ProjectFeedIds;
}

export interface FeedHouse {
  id: number;
  title: string;
  released: boolean;
}

export interface FeedContext {
  /** Absolute origin of the site (SITE_URL, no trailing slash). */
  siteUrl: string;
  /** The sales phone (the CMS Global's first phone), null when the CMS has none. */
  salesPhone: string | null;
  generatedAt: Date;
  /** By sales-data project id (= CMS Profit_id); a complex missing here is not in the CMS. */
  projects: ReadonlyMap<number, FeedProject>;
  /** By sales-data house id. */
  houses: ReadonlyMap<number, FeedHouse>;
}

/** Where one unit sits in a site's catalogue: the complex's and (when known) the house's id. */
export interface Placement {
  project: FeedProject;
  house: FeedHouse | null;
  complexId: string;
  houseId: string | null;
}

export type LeftOutReason = 'not-in-cms' | 'complex-without-id' | 'house-without-id' | 'type-not-listed';

export type PlacementResult = { ok: true; placement: Placement } | { ok: false; reason: LeftOutReason };

/**
 * A unit's place in one site's catalogue, or why it stays out of that site's feed: its complex is
 * not in the CMS or has no id there, its house has no id there (Yandex and CIAN want the house;
 * Avito takes the complex's id when the house has none), or the site has no category for its type.
 */
export function placeUnit(unit: Property, site: FeedSite, listed: ReadonlySet<PropertyTypePurpose>, context: FeedContext): PlacementResult {
  if (!listed.has(unit.type_purpose)) return { ok: false, reason: 'type-not-listed' };
  const project = context.projects.get(unit.project_id);
  if (!project) return { ok: false, reason: 'not-in-cms' };
  const complexId = project.ids.complex[site];
  if (!complexId) return { ok: false, reason: 'complex-without-id' };
  const houseId = project.ids.houses.find((house) => house.profitHouseId === unit.house_id)?.[site] ?? null;
  if (!houseId && site !== 'avito') return { ok: false, reason: 'house-without-id' };
  return { ok: true, placement: { project, house: context.houses.get(unit.house_id) ?? null, complexId, houseId } };
}

/** One line of the "left out" report: a complex (houseId null) or a house, and how many units that drops. */
export interface LeftOutEntry {
  reason: Exclude<LeftOutReason, 'type-not-listed'>;
  projectId: number;
  projectTitle: string;
  houseId: number | null;
  houseTitle: string | null;
  units: number;
}

/** Counts what a feed leaves out while it is written; small whatever the inventory (one entry per complex or house). */
export class LeftOutTally {
  private readonly entries = new Map<string, LeftOutEntry>();
  typeNotListed = 0;

  add(unit: Property, reason: LeftOutReason): void {
    if (reason === 'type-not-listed') {
      this.typeNotListed += 1;
      return;
    }
    const byHouse = reason === 'house-without-id';
    const key = byHouse ? `house:${unit.house_id}` : `project:${unit.project_id}`;
    const entry = this.entries.get(key);
    if (entry) entry.units += 1;
    else {
      this.entries.set(key, {
        reason,
        projectId: unit.project_id,
        projectTitle: unit.project_title,
        houseId: byHouse ? unit.house_id : null,
        houseTitle: byHouse ? unit.house_title : null,
        units: 1,
      });
    }
  }

  list(): LeftOutEntry[] {
    return [...this.entries.values()].sort((a, b) => a.projectId - b.projectId || (a.houseId ?? 0) - (b.houseId ?? 0));
  }
}
