// The unit pages' sitemaps: /sitemaps/units-<type>-<n>.xml, one series per unit type, each file at
// most UNIT_SITEMAP_CHUNK units in id order (n from 1). Only the units on offer (AVAILABLE and
// BOOKED) are listed: a sold unit's page is noindex (features/unit), and a sitemap that lists a
// noindex URL is an error in Search Console.
import type { Property, PropertyTypePurpose } from '@novostroy/contracts';
import { paths } from '@/lib/paths';
import { absoluteUrl } from './page-seo';
import { lastmodOf, SITEMAP_MAX_URLS, type SitemapEntry } from './sitemap-xml';

/** Units per child sitemap: far below the protocol's 50,000 URLs (and ~0.6 MB of XML), so one file renders in well under a second. */
export const UNIT_SITEMAP_CHUNK = 5_000;

export const UNIT_SITEMAP_TYPES: readonly PropertyTypePurpose[] = ['residential', 'commercial', 'parking', 'storage'];

/** A child sitemap's name, as in its path: /sitemaps/<name>.xml. */
export type SitemapName = { kind: 'pages' } | { kind: 'units'; type: PropertyTypePurpose; part: number };

export const PAGES_SITEMAP = 'pages';

export function sitemapFileName(name: SitemapName): string {
  return name.kind === 'pages' ? `${PAGES_SITEMAP}.xml` : `units-${name.type}-${name.part}.xml`;
}

export function sitemapPath(name: SitemapName): string {
  return `/sitemaps/${sitemapFileName(name)}`;
}

/** The name in a /sitemaps/<file> path segment, or null for anything that is not one of ours. */
export function parseSitemapFileName(file: string): SitemapName | null {
  if (file === `${PAGES_SITEMAP}.xml`) return { kind: 'pages' };
  const match = /^units-(residential|commercial|parking|storage)-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!match) return null;
  return { kind: 'units', type: match[1] as PropertyTypePurpose, part: Number(match[2]) };
}

/** A unit belongs in a sitemap when its page is indexable: on offer, not sold. */
export const isListedUnit = (unit: Pick<Property, 'status'>): boolean => unit.status === 'AVAILABLE' || unit.status === 'BOOKED';

/** The listed units of one type in id order (the order that keeps every unit in the same file across requests). */
export function listedUnits(units: readonly Property[], type: PropertyTypePurpose): Property[] {
  return units.filter((unit) => unit.type_purpose === type && isListedUnit(unit)).sort((a, b) => a.id - b.id);
}

/** How many files a series of `count` units takes (0 for none). */
export function unitSitemapParts(count: number, chunk = UNIT_SITEMAP_CHUNK): number {
  if (chunk < 1 || chunk > SITEMAP_MAX_URLS) throw new Error(`chunk size must be 1-${SITEMAP_MAX_URLS}`);
  return Math.ceil(count / chunk);
}

/** File `part` (from 1) of a series, or null past its end. */
export function unitSitemapPart<T>(units: readonly T[], part: number, chunk = UNIT_SITEMAP_CHUNK): T[] | null {
  if (!Number.isInteger(part) || part < 1 || part > unitSitemapParts(units.length, chunk)) return null;
  return units.slice((part - 1) * chunk, part * chunk);
}

/** One sitemap entry per unit: its page (lib/paths) and, when sales-data says, when it last changed. */
export function unitEntries(siteUrl: string, units: readonly Property[]): SitemapEntry[] {
  return units.map((unit) => {
    const lastModified = lastmodOf(unit.updated_at);
    const url = absoluteUrl(siteUrl, paths.unit(unit.type_purpose, unit.id));
    return lastModified ? { url, lastModified } : { url };
  });
}
