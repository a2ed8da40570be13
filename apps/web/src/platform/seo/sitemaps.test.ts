// The index and child sitemap routes as Next calls them, over mocked CMS and sales-data reads:
// what a crawler gets when both answer, when the CMS is down, and when sales-data is down with
// and without a last good copy.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Property } from '@novostroy/contracts';
import { salesProperty } from '@/upstream/sales/fixtures';

const state = vi.hoisted(() => ({
  units: undefined as Property[] | undefined,
  cmsDown: false,
}));

vi.mock('@/lib/config', () => ({ getConfig: () => ({ siteUrl: 'https://novostroy.ru' }) }));
vi.mock('@/upstream/sales', () => ({
  fetchUnitsOnSale: (type: string) => Promise.resolve(state.units?.filter((unit) => unit.type_purpose === type && unit.status !== 'SOLD')),
}));
vi.mock('@/upstream/content', () => {
  const cms = <T,>(value: T) => () => (state.cmsDown ? Promise.reject(new Error('CMS unreachable')) : Promise.resolve(value));
  return {
    fetchPages: cms([{ id: 1, path: '/faq', layout: 'default', title: null, description: null, updatedAt: '2026-11-20T10:00:00.000Z' }]),
    fetchProjects: cms([{ slug: 'zhk-severnoe-siyanie', updatedAt: '2026-11-24T14:17:42.202Z' }]),
    fetchSeoContents: cms([{ slug: 'studii', updatedAt: null }]),
    fetchNews: cms([{ slug: 'itogi-goda', updatedAt: '2026-11-01T00:00:00.000Z' }]),
  };
});

const { GET: indexRoute } = await import('@/app/sitemap.xml/route');
const { GET: childRoute } = await import('@/app/sitemaps/[file]/route');

const child = (file: string) => childRoute(new Request(`http://localhost/sitemaps/${file}`), { params: Promise.resolve({ file }) });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

/** 12,000 flats (3 files at 5,000), one shop, a sold parking place; ids from 11010001. */
function inventory(): Property[] {
  const flats = Array.from({ length: 12_000 }, (_, i) =>
    salesProperty({ id: 11_010_001 + i, status: i % 10 === 0 ? 'BOOKED' : 'AVAILABLE', updated_at: new Date(Date.UTC(2026, 9, 1) + i * 1000).toISOString() }),
  );
  return [...flats, salesProperty({ id: 11_030_001, type_purpose: 'commercial', updated_at: null }), salesProperty({ id: 11_040_001, type_purpose: 'parking', status: 'SOLD' })];
}

// Each test starts four hours after the last: past every kept file.
let clock = Date.now();
beforeEach(() => {
  clock += 4 * 60 * 60_000;
  vi.useFakeTimers({ now: clock, toFake: ['Date'] });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  state.cmsDown = false;
});

describe('sitemap routes', () => {
  // First, while the process has never seen sales-data answer.
  it('with sales-data down and no copy: the index still answers, a units file is a 503 with Retry-After', async () => {
    state.units = undefined;
    const index = await indexRoute();
    expect(index.status).toBe(200);
    expect(locs(await index.text())).toEqual([
      'https://novostroy.ru/sitemaps/pages.xml',
      ...['residential', 'commercial', 'parking', 'storage'].map((type) => `https://novostroy.ru/sitemaps/units-${type}-1.xml`),
    ]);
    const units = await child('units-residential-1.xml');
    expect(units.status).toBe(503);
    expect(units.headers.get('retry-after')).toBe('300');
    expect((await child('pages.xml')).status).toBe(200);
  });

  it('index: the pages sitemap and one file per 5,000 units of each type, each dated by its latest change', async () => {
    state.units = inventory();
    const response = await indexRoute();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual([
      'https://novostroy.ru/sitemaps/pages.xml',
      'https://novostroy.ru/sitemaps/units-residential-1.xml',
      'https://novostroy.ru/sitemaps/units-residential-2.xml',
      'https://novostroy.ru/sitemaps/units-residential-3.xml',
      'https://novostroy.ru/sitemaps/units-commercial-1.xml',
    ]);
    expect(xml).toContain('<loc>https://novostroy.ru/sitemaps/pages.xml</loc>\n<lastmod>2026-11-24T14:17:42.202Z</lastmod>');
    // The third flats file holds units 10,000-11,999: the last one changed at 1 October + 11,999 s.
    expect(xml).toContain('<loc>https://novostroy.ru/sitemaps/units-residential-3.xml</loc>\n<lastmod>2026-10-01T03:19:59.000Z</lastmod>');
  });

  it('a units file lists its units pages with lastmod; a sold unit never; past the last file a 404', async () => {
    state.units = inventory();
    const first = await child('units-residential-1.xml');
    expect(first.status).toBe(200);
    const urls = locs(await first.text());
    expect(urls).toHaveLength(5_000);
    expect(urls[0]).toBe('https://novostroy.ru/property/11010001');
    const last = locs(await (await child('units-residential-3.xml')).text());
    expect(last).toHaveLength(2_000);
    expect(last.at(-1)).toBe('https://novostroy.ru/property/11022000');
    const shop = await (await child('units-commercial-1.xml')).text();
    expect(locs(shop)).toEqual(['https://novostroy.ru/commercial/11030001']);
    expect(shop).not.toContain('<lastmod>');
    expect((await child('units-parking-1.xml')).status).toBe(404);
    expect((await child('units-residential-4.xml')).status).toBe(404);
    expect((await child('sitemap.xml')).status).toBe(404);
  });

  it('the pages sitemap lists the public pages, never a unit, and still answers with the CMS down', async () => {
    const xml = await (await child('pages.xml')).text();
    const urls = locs(xml);
    expect(urls).toContain('https://novostroy.ru/our-projects/zhk-severnoe-siyanie');
    expect(urls).toContain('https://novostroy.ru/posts/itogi-goda');
    expect(urls.some((url) => /\/(property|commercial|parking|store-room)\/\d/.test(url ?? ''))).toBe(false);
    expect(xml).toContain('<loc>https://novostroy.ru/faq</loc>\n<lastmod>2026-11-20T10:00:00.000Z</lastmod>');
    state.cmsDown = true;
    const down = await child('pages.xml');
    expect(down.status).toBe(200);
    expect(locs(await down.text())).toContain('https://novostroy.ru/');
  });

  it('dates each units file in the index as the file is served: a unit changed since its file was rendered shows in neither until the file is rendered again', async () => {
    const units = inventory();
    state.units = units;
    const lastmodOfFile = async (file: string) => [...(await (await child(file)).text()).matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]).sort().at(-1);
    const indexLastmod = async (file: string) => new RegExp(`<loc>https://novostroy.ru/sitemaps/${file}</loc>\n<lastmod>([^<]+)</lastmod>`).exec(await (await indexRoute()).text())?.[1];

    const before = await lastmodOfFile('units-residential-3.xml');
    expect(before).toBe('2026-10-01T03:19:59.000Z');
    // A flat of the third file is booked now: sales-data dates the change.
    state.units = units.map((unit) => (unit.id === 11_020_500 ? { ...unit, status: 'BOOKED' as const, updated_at: '2026-11-26T23:58:50.507Z' } : unit));
    expect(await indexLastmod('units-residential-3.xml')).toBe(before);
    expect(await lastmodOfFile('units-residential-3.xml')).toBe(before);

    // Past the kept render and its staleness, the file and the index both show it.
    vi.setSystemTime(clock + 2 * 60 * 60_000);
    expect(await indexLastmod('units-residential-3.xml')).toBe('2026-11-26T23:58:50.507Z');
    expect(await lastmodOfFile('units-residential-3.xml')).toBe('2026-11-26T23:58:50.507Z');
  });

  it('with sales-data down after a good read: the units files serve the last good list', async () => {
    state.units = inventory();
    expect((await child('units-residential-2.xml')).status).toBe(200);
    expect(locs(await (await indexRoute()).text())).toHaveLength(5);
    state.units = undefined;
    // Past the rendered copy's five minutes and its hour of staleness: the file is rendered again.
    vi.setSystemTime(clock + 2 * 60 * 60_000);
    const response = await child('units-residential-2.xml');
    expect(response.status).toBe(200);
    expect(locs(await response.text())[0]).toBe('https://novostroy.ru/property/11015001');
    expect(locs(await (await indexRoute()).text())).toHaveLength(5);
  });
});
