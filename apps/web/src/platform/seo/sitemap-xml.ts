// The sitemaps.org XML of a sitemap (<urlset>) and of a sitemap index (<sitemapindex>), written by
// fast-xml-parser's XMLBuilder (as the listing feeds are), which escapes every text (a URL with &
// or < stays well-formed XML).
import { XMLBuilder } from 'fast-xml-parser';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The protocol's limits per file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export interface SitemapEntry {
  /** Absolute URL. */
  url: string;
  /** When the page last changed, ISO 8601 (the protocol's W3C date-time); left out when unknown. */
  lastModified?: string;
}

/** An ISO 8601 date-time as the protocol wants it (UTC), or undefined for anything unreadable. */
export function lastmodOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The latest of these times, or undefined when none is known. */
export function latestOf(values: Iterable<string | undefined>): string | undefined {
  let latest: number | undefined;
  for (const value of values) {
    const time = value === undefined ? Number.NaN : Date.parse(value);
    if (!Number.isNaN(time) && (latest === undefined || time > latest)) latest = time;
  }
  return latest === undefined ? undefined : new Date(latest).toISOString();
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, indentBy: '', processEntities: true });

function write(root: 'urlset' | 'sitemapindex', item: 'url' | 'sitemap', entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_MAX_URLS) throw new Error(`a sitemap file holds at most ${SITEMAP_MAX_URLS} URLs, got ${entries.length}`);
  const items = entries.map((entry) => (entry.lastModified ? { loc: entry.url, lastmod: entry.lastModified } : { loc: entry.url }));
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    [root]: { '@_xmlns': SITEMAP_NS, ...(items.length > 0 ? { [item]: items } : {}) },
  });
}

/** A sitemap: one <url> with <loc> (and <lastmod> when known) per entry. */
export function renderUrlSet(entries: readonly SitemapEntry[]): string {
  return write('urlset', 'url', entries);
}

/** A sitemap index: one <sitemap> with <loc> (and <lastmod> when known) per child sitemap. */
export function renderSitemapIndex(entries: readonly SitemapEntry[]): string {
  return write('sitemapindex', 'sitemap', entries);
}
