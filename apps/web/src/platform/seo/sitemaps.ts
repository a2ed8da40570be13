// The sitemap index (/sitemap.xml) and its children (/sitemaps/pages.xml, /sitemaps/units-<type>-<n>.xml)
// as HTTP answers, built per request from cached data (README.md "sitemap.xml and robots.txt").
//
// Sources and failures: the pages come from the CMS (Next data cache) with the start-up lists as
// fallback, so the pages sitemap answers whatever the CMS does. The units come from sales-data
// through the client's cache (a minute, then served stale for ten while it refreshes); every good
// list is also kept in process as the last good copy, which a units sitemap serves while sales-data
// fails. With no copy at all, a units sitemap is a 503 with Retry-After, never a 500 or a hang
// (every sales-data request has the client's timeout). A rendered units file is kept for five
// minutes (then served stale while one refresh runs), so a crawler walking every file costs one
// render per file, not one per request. The index names a kept units file with that render's own
// lastmod, so the two agree while a unit changes; the small pages sitemap is rendered per request.
import 'server-only';
import type { Property, PropertyTypePurpose } from '@novostroy/contracts';
import { getConfig } from '@/lib/config';
import { TtlCache } from '@/lib/ttl-cache';
import { fetchNews, fetchPages, fetchProjects, fetchSeoContents } from '@/upstream/content';
import { fetchUnitsOnSale } from '@/upstream/sales';
import { absoluteUrl } from './page-seo';
import { buildSitemap } from './sitemap-entries';
import { latestOf, lastmodOf, renderSitemapIndex, renderUrlSet, type SitemapEntry } from './sitemap-xml';
import { startupContentList, startupPageList } from './startup-loads';
import {
  UNIT_SITEMAP_TYPES,
  listedUnits,
  parseSitemapFileName,
  sitemapPath,
  unitEntries,
  unitSitemapPart,
  unitSitemapParts,
  type SitemapName,
} from './unit-sitemaps';

/** How long a rendered child sitemap is reused, and how long after that it may be served while one refresh runs. */
export const SITEMAP_RENDER_TTL_MS = 5 * 60_000;
export const SITEMAP_RENDER_STALE_MS = 60 * 60_000;
/** What a units sitemap asks a crawler to wait while sales-data is down and there is no copy. */
export const SITEMAP_RETRY_AFTER_SECONDS = 300;

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8' } as const;

/** A source's entries; on failure the list loaded at start-up (when there is one), else nothing. */
async function orFallback<T>(what: string, load: () => Promise<T[]>, fallback: () => T[] | undefined = () => undefined): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`[sitemap] ${what} unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return fallback() ?? [];
  }
}

async function pagesEntries(): Promise<SitemapEntry[]> {
  const [pages, projects, seoContents, news] = await Promise.all([
    orFallback('page list', fetchPages, startupPageList),
    orFallback('complexes', fetchProjects),
    orFallback('content list', fetchSeoContents, startupContentList),
    orFallback('news', () => fetchNews()),
  ]);
  return buildSitemap({ siteUrl: getConfig().siteUrl, pages, projects, seoContents, news });
}

// The last good unit list per type, kept on globalThis: the index and the child sitemaps are
// separate route bundles with a module copy each, and both should fall back to the same copy.
const LAST_GOOD_KEY = Symbol.for('novostroy.sitemap.lastGoodUnits');
type GlobalWithUnits = typeof globalThis & { [LAST_GOOD_KEY]?: Map<PropertyTypePurpose, readonly Property[]> };

function lastGood(): Map<PropertyTypePurpose, readonly Property[]> {
  const store = globalThis as GlobalWithUnits;
  return (store[LAST_GOOD_KEY] ??= new Map<PropertyTypePurpose, readonly Property[]>());
}

/** The listed (indexable) units of one type in id order: fresh, else the last good copy, else undefined. */
async function unitsOf(type: PropertyTypePurpose): Promise<readonly Property[] | undefined> {
  const units = await fetchUnitsOnSale(type);
  if (units) {
    const listed = listedUnits(units, type);
    lastGood().set(type, listed);
    return listed;
  }
  const copy = lastGood().get(type);
  if (copy) console.warn(`[sitemap] sales-data unavailable: the ${type} unit sitemaps serve the last good list (${copy.length} units)`);
  return copy;
}

function xml(body: string): Response {
  return new Response(body, { status: 200, headers: XML_HEADERS });
}

/** /sitemap.xml: the pages sitemap and every unit sitemap file, each with the latest lastmod of its entries. */
export async function sitemapIndexResponse(): Promise<Response> {
  return xml(await renderIndex());
}

async function renderIndex(): Promise<string> {
  const siteUrl = getConfig().siteUrl;
  const [pages, ...unitLists] = await Promise.all([pagesEntries(), ...UNIT_SITEMAP_TYPES.map((type) => unitsOf(type))]);
  const pagesLastmod = latestOf(pages.map((entry) => entry.lastModified));
  const pagesUrl = absoluteUrl(siteUrl, sitemapPath({ kind: 'pages' }));
  const entries: SitemapEntry[] = [pagesLastmod ? { url: pagesUrl, lastModified: pagesLastmod } : { url: pagesUrl }];
  for (const [index, type] of UNIT_SITEMAP_TYPES.entries()) {
    const units = unitLists[index];
    // Unknown (sales-data down, no copy yet): the type's first file is still named, and answers 503 until sales-data is back.
    const parts = units === undefined ? 1 : unitSitemapParts(units.length);
    for (let part = 1; part <= parts; part += 1) {
      const name = { kind: 'units', type, part } as const;
      const url = absoluteUrl(siteUrl, sitemapPath(name));
      // A kept file's own lastmod (what a crawler gets for it now, even if a unit changed since it
      // was rendered); for a file not rendered yet, its units' latest change, as it will render.
      const kept = units === undefined ? undefined : await rendered.peek(sitemapPath(name));
      const lastModified = kept?.kind === 'xml' ? kept.lastModified : latestOf(((units && unitSitemapPart(units, part)) ?? []).map((unit) => lastmodOf(unit.updated_at)));
      entries.push(lastModified ? { url, lastModified } : { url });
    }
  }
  return renderSitemapIndex(entries);
}

type Rendered = { kind: 'xml'; body: string; lastModified: string | undefined } | { kind: 'missing' } | { kind: 'unavailable' };
type UnitsName = Extract<SitemapName, { kind: 'units' }>;

async function renderUnits(name: UnitsName): Promise<Rendered> {
  const units = await unitsOf(name.type);
  if (units === undefined) return { kind: 'unavailable' };
  const part = unitSitemapPart(units, name.part);
  if (!part) return { kind: 'missing' };
  const entries = unitEntries(getConfig().siteUrl, part);
  return { kind: 'xml', body: renderUrlSet(entries), lastModified: latestOf(entries.map((entry) => entry.lastModified)) };
}

const rendered = new TtlCache<Rendered>({ maxEntries: 200, now: () => Date.now() });

/** A units file as it is served now: the kept render, or a new one. */
function unitsFile(name: UnitsName): Promise<Rendered> {
  return rendered.get(
    sitemapPath(name),
    () => renderUnits(name),
    // Only a file is kept; "missing" and "unavailable" are asked again next time.
    (value) => (value.kind === 'xml' ? SITEMAP_RENDER_TTL_MS : 0),
    { staleFor: (value) => (value.kind === 'xml' ? SITEMAP_RENDER_STALE_MS : 0) },
  );
}

/** /sitemaps/<file>: the pages sitemap or one unit sitemap; 404 for any other name, 503 while its units are unknown. */
export async function childSitemapResponse(file: string): Promise<Response> {
  const name = parseSitemapFileName(file);
  if (!name) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  // The pages sitemap is small and its CMS reads are cached (and revalidated on publish): rendered per request.
  if (name.kind === 'pages') return xml(renderUrlSet(await pagesEntries()));
  const result = await unitsFile(name);
  if (result.kind === 'xml') return xml(result.body);
  if (result.kind === 'missing') return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response('Sales data is unavailable; try again later.', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': String(SITEMAP_RETRY_AFTER_SECONDS) },
  });
}
