// The sitemap index and its children, as a crawler walks them (issue 16 acceptance): every child
// within the protocol's limits, every URL listed that is not a unit page answering 200, and 300
// unit pages sampled at random (seeded; the seed is printed, SITEMAP_SAMPLE_SEED=<seed> replays
// it) answering 200 and indexable, each with its lastmod from sales-data.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { salesUnit } from './sales-controls';
import { sitemapChild, sitemapChildren, sitemapEntries, type SitemapUrl } from './sitemaps';

const UNIT_PAGE = /^\/(property|commercial|parking|store-room)\/(\d+)$/;
const UNIT_SAMPLE = 300;
const CONCURRENCY = 8;
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** mulberry32: the same sample for the same seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  for (let i = 0; i < Math.min(count, pool.length); i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

/** Runs `work` over `items`, `CONCURRENCY` at a time. */
async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

async function statusOf(request: APIRequestContext, path: string): Promise<{ status: number; noindex: boolean }> {
  const response = await request.get(path, { maxRedirects: 0, timeout: 30_000 });
  const body = response.status() === 200 ? await response.text() : '';
  return { status: response.status(), noindex: /<meta name="robots" content="[^"]*noindex/.test(body) };
}

test('the sitemap index names every child; every non-unit URL and 300 sampled unit pages answer 200', async ({ request }) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const children = await sitemapChildren(request);
  const childPaths = children.map((child) => child.path);
  expect(childPaths[0]).toBe('/sitemaps/pages.xml');
  for (const type of ['residential', 'commercial', 'parking', 'storage']) expect(childPaths, type).toContain(`/sitemaps/units-${type}-1.xml`);
  for (const path of childPaths) expect(path).toMatch(/^\/sitemaps\/(pages|units-(residential|commercial|parking|storage)-[1-9]\d*)\.xml$/);

  const urls: SitemapUrl[] = [];
  for (const child of children) {
    const xml = await sitemapChild(request, child.path);
    expect(Buffer.byteLength(xml), child.path).toBeLessThanOrEqual(MAX_BYTES);
    expect(xml, child.path).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const entries = sitemapEntries(xml);
    expect(entries.length, child.path).toBeGreaterThan(0);
    expect(entries.length, child.path).toBeLessThanOrEqual(MAX_URLS);
    expect(entries.length, `${child.path}: every <loc> read`).toBe(xml.match(/<loc>/g)?.length);
    const isUnits = child.path.startsWith('/sitemaps/units-');
    // One assertion per file, not per URL: thousands of expect() calls alone take a minute.
    expect(entries.filter((entry) => UNIT_PAGE.test(entry.path) !== isUnits).map((entry) => entry.path), `${child.path}: ${isUnits ? 'only unit pages' : 'no unit page'}`).toEqual([]);
    // A units file's lastmod in the index is its latest unit's.
    if (isUnits) expect(child.lastmod, child.path).toBe(entries.map((e) => e.lastmod ?? '').sort().at(-1));
    urls.push(...entries);
  }
  const paths = urls.map((url) => url.path);
  expect(new Set(paths).size, 'no URL twice').toBe(paths.length);
  expect(urls.filter((url) => url.lastmod !== null && !W3C_DATETIME.test(url.lastmod)).map((url) => `${url.path}: ${url.lastmod}`)).toEqual([]);

  const units = urls.filter((url) => UNIT_PAGE.test(url.path));
  const others = urls.filter((url) => !UNIT_PAGE.test(url.path));
  // Every unit carries sales-data's updated_at as lastmod.
  expect(units.filter((url) => url.lastmod === null).map((url) => url.path)).toEqual([]);
  expect(units.length).toBeGreaterThan(1000);
  expect(others.map((url) => url.path)).toEqual(expect.arrayContaining(['/', '/our-projects', '/posts', '/kupit-1-komnatnuyu-kvartiru-ot-zastroishika']));

  const seed = Number(process.env.SITEMAP_SAMPLE_SEED ?? Date.now() % 2 ** 31);
  console.log(`sitemap: ${children.length} sitemaps, ${others.length} pages and ${units.length} unit pages; unit sample seed ${seed} (SITEMAP_SAMPLE_SEED=${seed} replays it)`);
  const sampled = sample(units, UNIT_SAMPLE, seededRandom(seed));

  console.log(`sitemap: read in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const failures: string[] = [];
  await eachLimited([...others, ...sampled], async (url) => {
    const { status, noindex } = await statusOf(request, url.path);
    if (status !== 200) failures.push(`${url.path}: HTTP ${status}`);
    else if (noindex) {
      // Only a unit sold since its sitemap file was rendered (kept a few minutes) may say noindex.
      const id = UNIT_PAGE.exec(url.path)?.[2];
      const now = id ? await salesUnit(Number(id)) : undefined;
      if (now?.status !== 'SOLD') failures.push(`${url.path}: listed, but its page is noindex`);
    }
  });
  expect(failures, `seed ${seed}`).toEqual([]);

  // The lastmod of a sampled unit is sales-data's updated_at: the same, or older when the unit
  // changed after its file was rendered; never a time sales-data does not have.
  const lastmods: string[] = [];
  await eachLimited(sampled.slice(0, 50), async (url) => {
    const current = (await salesUnit(Number(UNIT_PAGE.exec(url.path)?.[2]))) as { updated_at?: string | null };
    if (!current.updated_at || Date.parse(url.lastmod ?? '') > Date.parse(current.updated_at)) lastmods.push(`${url.path}: ${url.lastmod} vs ${current.updated_at}`);
  });
  expect(lastmods, `seed ${seed}`).toEqual([]);
  console.log(`sitemap: walked in ${((Date.now() - started) / 1000).toFixed(1)} s (${others.length + sampled.length} pages fetched)`);
});

test('an unknown or out-of-range sitemap file is a 404, not an empty sitemap', async ({ request }) => {
  for (const path of ['/sitemaps/units-residential-9999.xml', '/sitemaps/units-flats-1.xml', '/sitemaps/pages', '/sitemaps/units-residential-0.xml']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('@sales-down the index and the pages sitemap answer; a units file is its last good copy or a 503 with Retry-After', async ({ request }) => {
  const children = await sitemapChildren(request);
  expect(children.map((child) => child.path)).toContain('/sitemaps/pages.xml');
  const pages = sitemapEntries(await sitemapChild(request, '/sitemaps/pages.xml'));
  expect(pages.map((entry) => entry.path)).toContain('/our-projects');
  for (const child of children.filter((c) => c.path.startsWith('/sitemaps/units-'))) {
    const started = Date.now();
    const response = await request.get(child.path, { timeout: 30_000 });
    expect([200, 503], child.path).toContain(response.status());
    if (response.status() === 503) expect(Number(response.headers()['retry-after']), child.path).toBeGreaterThan(0);
    else expect(sitemapEntries(await response.text()).length, child.path).toBeGreaterThan(0);
    expect(Date.now() - started, `${child.path} answers without waiting on sales-data`).toBeLessThan(20_000);
  }
});

test('@cms-down the index and the pages sitemap still answer, from the lists loaded at start-up', async ({ request }) => {
  const children = await sitemapChildren(request);
  expect(children.length).toBeGreaterThan(0);
  const pages = sitemapEntries(await sitemapChild(request, '/sitemaps/pages.xml'));
  expect(pages.map((entry) => entry.path)).toContain('/');
});
