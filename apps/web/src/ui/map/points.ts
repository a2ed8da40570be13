// The points of a map as pages hand them over, and the pure rules of the category toggles.
import type { LatLng, MapTiles } from '@/lib/geo';

export type { LatLng, MapTiles };

export interface SiteMapPoint {
  /** Unique within the map (a CMS id, a slug). */
  id: string;
  name: string;
  /** Points of one category are shown and hidden together; a point without one always shows. */
  category?: string | null;
  /** Parsed coordinates (lib/geo.ts readCoordinates): a point without them is left out by the page. */
  coordinates: LatLng;
  /** What the point's dot says when it has no icon (a number: the offices on /contacts, the complexes on /our-projects); without it, the first letter (markerLetter). */
  marker?: string;
  /** The category's icon from the CMS; without it the point is a brand dot with a letter. */
  iconUrl?: string | null;
  /** Where the point's name leads (the complex's page); an http(s) URL opens in a new tab. */
  href?: string;
  /** The place the map is about (the complex on its own page): drawn on its own above the rest, never hidden in a group of neighbours. */
  main?: boolean;
}

/** The categories to toggle: those named in `order` first (if any point has them), then the rest as they first appear. */
export function categoriesOf(points: readonly SiteMapPoint[], order: readonly string[] = []): string[] {
  const present = new Set(points.map((point) => point.category).filter((category): category is string => Boolean(category)));
  const listed = order.filter((category) => present.has(category));
  return [...new Set([...listed, ...present])];
}

export function visiblePoints(points: readonly SiteMapPoint[], hidden: ReadonlySet<string>): SiteMapPoint[] {
  return points.filter((point) => !point.category || !hidden.has(point.category));
}

/** The letter on a point's dot: its own marker if it has one, else the first letter or digit of its category, else of its name. */
export function markerLetter(point: Pick<SiteMapPoint, 'name' | 'category' | 'marker'>): string {
  if (point.marker?.trim()) return point.marker.trim();
  const source = point.category?.trim() || point.name;
  return /[\p{L}\p{N}]/u.exec(source)?.[0]?.toLocaleUpperCase('ru') ?? '•';
}

/** Two points or more numbered in their order («1», «2», …), for maps whose points share a first letter; a lone point keeps its letter. */
export function numberedPoints<T extends SiteMapPoint>(points: readonly T[]): T[] {
  return points.length > 1 ? points.map((point, index) => ({ ...point, marker: String(index + 1) })) : [...points];
}

export const isExternalHref = (href: string) => /^https?:\/\//i.test(href);
