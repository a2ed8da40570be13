// The complexes as the upstreams say they are, read straight from the CMS (read-only token of
// CMS_API_TOKEN_FILE) and from sales-data (SALES_DATA_TOKEN), so the /our-projects filter and map
// tests compare the page with its sources rather than with a copy of the demo data.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { parseCoordinates } from '../../apps/web/src/lib/geo';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const salesUrl = process.env.E2E_SALES_DATA_URL ?? 'http://127.0.0.1:4011';

export interface SourceComplex {
  id: number;
  slug: string;
  title: string;
  released: boolean;
  sort2: number | null;
  profitId: number | null;
  coordinates: string | null;
}

function cmsToken(): string {
  const file = process.env.CMS_API_TOKEN_FILE;
  expect(file, 'CMS_API_TOKEN_FILE names the CMS read-only token').toBeTruthy();
  return readFileSync(file ?? '', 'utf8').trim();
}

/** Every published complex from the CMS. */
export async function cmsComplexes(request: APIRequestContext): Promise<SourceComplex[]> {
  const fields = ['Slug', 'Project_Title', 'Released_Project', 'Sort_2', 'Profit_id', 'Project_coordinates'];
  const query = [...fields.map((field, index) => `fields[${index}]=${field}`), 'pagination[pageSize]=100'].join('&');
  const response = await request.get(`${cmsUrl}/api/projects?${query}`, { headers: { Authorization: `Bearer ${cmsToken()}` } });
  expect(response.status(), 'CMS /api/projects').toBe(200);
  const body = (await response.json()) as { data: Array<Record<string, unknown>> };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data.map((entry) => ({
    id: Number(entry.id),
    slug: String(entry.Slug),
    title: String(entry.Project_Title),
    released: entry.Released_Project === true,
    sort2: typeof entry.Sort_2 === 'number' ? entry.Sort_2 : null,
    profitId: typeof entry.Profit_id === 'number' ? entry.Profit_id : null,
    coordinates: typeof entry.Project_coordinates === 'string' ? entry.Project_coordinates : null,
  }));
}

/** Sales-data project id -> completion year. */
export async function salesCompletionYears(request: APIRequestContext): Promise<Map<number, number>> {
  const token = process.env.SALES_DATA_TOKEN;
  expect(token, 'SALES_DATA_TOKEN').toBeTruthy();
  const response = await request.get(`${salesUrl}/api/project?limit=1000`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), 'sales-data /api/project').toBe(200);
  const body = (await response.json()) as { data: Array<{ id: number; completion: { year: number } }> };
  return new Map(body.data.map((project) => [project.id, project.completion.year]));
}

/** The list's order: Sort_2, empty last, then the id. */
export function inListOrder(complexes: readonly SourceComplex[]): SourceComplex[] {
  const rank = (complex: SourceComplex) => complex.sort2 ?? Number.POSITIVE_INFINITY;
  return [...complexes].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** Complexes with coordinates the site can read (lib/geo, the same rules as the page). */
export const withCoordinates = (complexes: readonly SourceComplex[]) => complexes.filter((complex) => parseCoordinates(complex.coordinates) !== null);

/**
 * The slugs of the cards the page lists, in order (the list region, not the map's list). Read again
 * from the next document when the page navigated meanwhile: Back or Forward pressed before the page
 * hydrated loads the address afresh (server/scripts-after-paint.mjs), after `goBack` has returned.
 */
export async function listedSlugs(page: Page): Promise<string[]> {
  const region = page.getByRole('region', { name: 'Наши проекты' });
  const read = () => region.locator('ul a[href^="/our-projects/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const hrefs = await read().catch(async (error: unknown) => {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState();
    return read();
  });
  return [...new Set(hrefs.map((href) => decodeURIComponent(href.replace('/our-projects/', ''))))];
}

export const slugsOf = (complexes: readonly SourceComplex[]) => complexes.map((complex) => complex.slug);
