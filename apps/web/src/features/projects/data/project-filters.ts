// The filters of /our-projects, kept in the URL (?status=building&year=2027): what the query
// means, which options the page offers and which complexes pass. Pure, so the same URL always
// gives the same list, on the server and after a client navigation.
import type { ProjectCardData } from './project-cards';

export const PROJECT_STATUSES = ['building', 'released'] as const;
/** «Строится» (CMS Released_Project false) or «Сдан» (true). */
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The query parameters the filter form submits. */
export const FILTER_PARAMS = { status: 'status', year: 'year' } as const;

export interface ProjectFilters {
  /** Checked statuses; none (or both) means every complex. */
  statuses: ProjectStatus[];
  /** Checked completion years; none means any. A released complex has no completion year. */
  years: number[];
}

export interface FilterOption<T> {
  value: T;
  /**
   * Complexes with this value among those the other filter lets through (the status counts
   * follow the checked years and the years follow the checked status), so a number always says
   * what ticking the option adds.
   */
  count: number;
}

export interface ProjectFilterOptions {
  statuses: FilterOption<ProjectStatus>[];
  /** The completion years of complexes under construction, ascending; empty without sales data. */
  years: FilterOption<number>[];
}

/** What Next hands a page as `searchParams`. */
export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

type FilterableCard = Pick<ProjectCardData, 'released' | 'completionYear'>;

export const statusOf = (card: Pick<ProjectCardData, 'released'>): ProjectStatus => (card.released ? 'released' : 'building');

const NO_FILTERS: ProjectFilters = { statuses: [], years: [] };

/**
 * Every status and every completion year of the whole list (so a checked option never vanishes),
 * each counted among the complexes that pass the other filter of `filters`.
 */
export function filterOptions(cards: readonly FilterableCard[], filters: ProjectFilters = NO_FILTERS): ProjectFilterOptions {
  const byYear = applyProjectFilters(cards, { ...filters, statuses: [] });
  const byStatus = applyProjectFilters(cards, { ...filters, years: [] });
  const statuses = PROJECT_STATUSES.map((value) => ({ value, count: byYear.filter((card) => statusOf(card) === value).length }));
  const years = new Map<number, number>();
  for (const card of cards) {
    if (!card.released && card.completionYear !== null) years.set(card.completionYear, 0);
  }
  for (const card of byStatus) {
    if (!card.released && card.completionYear !== null) years.set(card.completionYear, (years.get(card.completionYear) ?? 0) + 1);
  }
  return {
    statuses,
    years: [...years].sort(([a], [b]) => a - b).map(([value, count]) => ({ value, count })),
  };
}

const valuesOf = (raw: string | string[] | undefined): string[] => (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]);

/**
 * The filters a query asks for, keeping only values the page offers: an unknown status, a year
 * that is not a year (`abc`, `2027.5`) or a year no complex has is ignored, never an error.
 * Values come back in the options' order, each once.
 */
export function parseProjectFilters(params: SearchParams, options: ProjectFilterOptions): ProjectFilters {
  const statuses = new Set(valuesOf(params[FILTER_PARAMS.status]).map((value) => value.trim()));
  const years = new Set(valuesOf(params[FILTER_PARAMS.year]).map((value) => value.trim()));
  return {
    statuses: options.statuses.map((option) => option.value).filter((status) => statuses.has(status)),
    years: options.years.map((option) => option.value).filter((year) => years.has(String(year))),
  };
}

export const isFiltered = (filters: ProjectFilters) => filters.statuses.length > 0 || filters.years.length > 0;

/** The complexes that pass every checked filter, in the order given. */
export function applyProjectFilters<T extends FilterableCard>(cards: readonly T[], filters: ProjectFilters): T[] {
  const statuses = new Set<ProjectStatus>(filters.statuses);
  const years = new Set(filters.years);
  return cards.filter(
    (card) =>
      (statuses.size === 0 || statuses.has(statusOf(card))) &&
      (years.size === 0 || (!card.released && card.completionYear !== null && years.has(card.completionYear))),
  );
}

/** The canonical query of a filter state ("status=building&year=2027"), empty when nothing is checked. */
export function filtersQuery(filters: ProjectFilters): string {
  const query = new URLSearchParams();
  for (const status of filters.statuses) query.append(FILTER_PARAMS.status, status);
  for (const year of filters.years) query.append(FILTER_PARAMS.year, String(year));
  return query.toString();
}

export interface FilteredCatalogue<T> {
  cards: T[];
  filters: ProjectFilters;
  options: ProjectFilterOptions;
}

/** The query read against the whole list's options, the complexes that pass, and the options counted against it. */
export function filterCatalogue<T extends FilterableCard>(cards: readonly T[], params: SearchParams): FilteredCatalogue<T> {
  const filters = parseProjectFilters(params, filterOptions(cards));
  return { cards: applyProjectFilters(cards, filters), filters, options: filterOptions(cards, filters) };
}
