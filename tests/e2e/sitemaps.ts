// Reading the site's sitemaps as a crawler does: /sitemap.xml is an index (sitemaps.org) naming
// the child sitemaps (/sitemaps/pages.xml and /sitemaps/units-<type>-<n>.xml); every page URL is
// in one of the children.
import { expect, type APIRequestContext } from '@playwright/test';

export interface SitemapUrl {
  /** The absolute URL as listed. */
  loc: string;
  /** Its path on the site under test. */
  path: string;
  lastmod: string | null;
}

/** The <loc>/<lastmod> pairs of a urlset or sitemapindex document. */
export function sitemapEntries(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<(?:url|sitemap)>\s*<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>\s*)?<\/(?:url|sitemap)>/g)].map((match) => {
    const loc = (match[1] ?? '').replaceAll('&amp;', '&');
    return { loc, path: new URL(loc).pathname, lastmod: match[2] ?? null };
  });
}

/** The children the index at /sitemap.xml names (a 200 in XML is required). */
export async function sitemapChildren(request: APIRequestContext): Promise<SitemapUrl[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status(), '/sitemap.xml').toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  return sitemapEntries(xml);
}

/** One child sitemap's text (a 200 in XML is required). */
export async function sitemapChild(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  return response.text();
}

/** Every page the pages sitemap lists (every public page but the unit pages). */
export async function sitemapPages(request: APIRequestContext): Promise<SitemapUrl[]> {
  const children = await sitemapChildren(request);
  expect(children.map((child) => child.path)).toContain('/sitemaps/pages.xml');
  return sitemapEntries(await sitemapChild(request, '/sitemaps/pages.xml'));
}

/** The paths of the pages sitemap, for specs that look for one kind of page. */
export async function sitemapPagePaths(request: APIRequestContext): Promise<string[]> {
  return (await sitemapPages(request)).map((entry) => entry.path);
}
