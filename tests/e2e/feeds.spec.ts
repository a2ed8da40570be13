// The listing feeds (/feeds/yandex.xml, cian.xml, avito.xml; docs/feeds.md) against the live stack:
// each passes its site's rules (apps/web/src/features/feeds/rules) and holds exactly the AVAILABLE
// units of complexes and houses with that site's ids in the CMS (storage rooms nowhere); a unit
// sold in sales-data leaves all three within the refresh time (the test stack regenerates every
// 6 s: FEED_REFRESH_MINUTES=0.1); /debug names the complex left out; the feeds degrade when an
// upstream is down (the previous file, or 503 with Retry-After), never 500.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkFeed } from '../../apps/web/src/features/feeds/rules';
import { cms } from './cms';
import { debugHeaders } from './debug-access';
import { setUnitStatus } from './sales-controls';

type Site = 'yandex' | 'cian' | 'avito';
const SITES: Site[] = ['yandex', 'cian', 'avito'];

interface Unit {
  id: number;
  type_purpose: 'residential' | 'commercial' | 'parking' | 'storage';
  project_id: number;
  house_id: number;
}

interface CmsFeedProject {
  Profit_id: number | null;
  Feed_ids: Record<'Yandex_complex_id' | 'Cian_complex_id' | 'Avito_complex_id', string | null> | null;
  Feed_houses: Array<Record<'Yandex_house_id' | 'Cian_house_id' | 'Avito_house_id', string | null> & { Profit_house_id: number }> | null;
}

const salesUrl = () => process.env.E2E_SALES_DATA_URL ?? 'http://127.0.0.1:4011';

async function availableUnits(): Promise<Unit[]> {
  const token = process.env.SALES_DATA_TOKEN;
  expect(token, 'SALES_DATA_TOKEN (set by npm test) reads the inventory').toBeTruthy();
  const units: Unit[] = [];
  for (let offset = 0; ; offset += 1000) {
    const response = await fetch(`${salesUrl()}/api/property/loaded?filter[status]=IN(AVAILABLE)&sort=id&limit=1000&offset=${offset}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Unit[]; meta: { total: number } };
    units.push(...body.data);
    if (body.data.length === 0 || units.length >= body.meta.total) return units;
  }
}

const complexKey = { yandex: 'Yandex_complex_id', cian: 'Cian_complex_id', avito: 'Avito_complex_id' } as const;
const houseKey = { yandex: 'Yandex_house_id', cian: 'Cian_house_id', avito: 'Avito_house_id' } as const;

/** The unit ids each site's feed must hold: the rule of docs/feeds.md, from the CMS and sales-data as they are now. */
async function expectedIds(request: APIRequestContext): Promise<Record<Site, number[]>> {
  const projects = await cms<CmsFeedProject[]>(request, '/api/projects?fields[0]=Profit_id&fields[1]=Slug&populate[Feed_ids]=true&populate[Feed_houses]=true&pagination[pageSize]=100');
  const byProfitId = new Map(projects.flatMap((project) => (project.Profit_id === null ? [] : [[project.Profit_id, project] as const])));
  const units = await availableUnits();
  const listed = (site: Site, unit: Unit) => {
    if (unit.type_purpose === 'storage') return false;
    const project = byProfitId.get(unit.project_id);
    if (!project?.Feed_ids?.[complexKey[site]]) return false;
    const house = project.Feed_houses?.find((entry) => entry.Profit_house_id === unit.house_id);
    return site === 'avito' || Boolean(house?.[houseKey[site]]);
  };
  return Object.fromEntries(SITES.map((site) => [site, units.filter((unit) => listed(site, unit)).map((unit) => unit.id).sort((a, b) => a - b)])) as Record<Site, number[]>;
}

async function feedIds(request: APIRequestContext, site: Site): Promise<number[]> {
  const response = await request.get(`/feeds/${site}.xml`);
  expect(response.status(), `/feeds/${site}.xml`).toBe(200);
  const check = checkFeed(site, await response.text());
  expect(check, `/feeds/${site}.xml against ${site}'s rules`).toMatchObject({ ok: true });
  return check.ok ? [...check.ids].sort((a, b) => a - b) : [];
}

test('the three feeds pass their sites\' rules and hold exactly the AVAILABLE units of complexes with ids', async ({ request }) => {
  test.setTimeout(120_000);
  for (const site of SITES) {
    const response = await request.get(`/feeds/${site}.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['etag']).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(response.headers()['last-modified'] ?? '')).not.toBeNaN();
  }
  // Other specs may sell and return units meanwhile: compare once the feeds have caught up (6 s).
  await expect(async () => {
    const expected = await expectedIds(request);
    for (const site of SITES) {
      expect(expected[site].length, `${site}: the demo has units with ${site} ids`).toBeGreaterThan(100);
      expect(await feedIds(request, site), `/feeds/${site}.xml`).toEqual(expected[site]);
    }
  }).toPass({ timeout: 90_000, intervals: [2000, 5000] });
});

test('a feed answers 304 to a client that has it, and HEAD without a body', async ({ request }) => {
  const first = await request.get('/feeds/cian.xml');
  expect(first.status()).toBe(200);
  const etag = first.headers()['etag'] ?? '';
  const again = await request.get('/feeds/cian.xml', { headers: { 'If-None-Match': etag } });
  // A regeneration may land between the two requests (every 6 s here): then it is a new 200.
  expect([304, 200]).toContain(again.status());
  if (again.status() === 200) expect(again.headers()['etag']).not.toBe(etag);
  else expect(await again.body()).toHaveLength(0);
  const head = await request.head('/feeds/avito.xml');
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(await head.body()).toHaveLength(0);
});

test('a unit sold in sales-data leaves every feed within the refresh time', async ({ request }) => {
  test.setTimeout(120_000);
  const expected = await expectedIds(request);
  const inAll = expected.yandex.filter((id) => expected.cian.includes(id) && expected.avito.includes(id));
  // The last such unit: the other specs sell units from the start of the inventory.
  const unit = inAll.at(-1);
  expect(unit, 'an AVAILABLE unit listed in all three feeds').toBeDefined();
  for (const site of SITES) expect(await feedIds(request, site)).toContain(unit);
  await setUnitStatus(unit!, 'SOLD');
  try {
    const soldAt = Date.now();
    await expect(async () => {
      for (const site of SITES) expect(await feedIds(request, site), `/feeds/${site}.xml`).not.toContain(unit);
    }).toPass({ timeout: 60_000, intervals: [1000, 2000] });
    // Within the refresh time (6 s) plus one generation.
    expect(Date.now() - soldAt).toBeLessThan(40_000);
  } finally {
    await setUnitStatus(unit!, 'AVAILABLE');
  }
});

test('/debug names, per feed, the complex left out for want of ids and how many units that drops', async ({ request }) => {
  await request.get('/feeds/yandex.xml');
  const response = await request.get('/debug', { headers: debugHeaders() });
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const site of SITES) {
    expect(html).toContain(`/feeds/${site}.xml`);
  }
  expect(html).toMatch(/ЖК «Маяк»: комплекс без номера, квартир и помещений: \d+/);
});

for (const down of ['@sales-down', '@cms-down'] as const) {
  test(`${down} the feeds answer with the previous file or 503 with Retry-After, never an error`, async ({ request }) => {
    test.setTimeout(60_000);
    for (const site of SITES) {
      const response = await request.get(`/feeds/${site}.xml`, { timeout: 30_000 });
      expect([200, 503], `/feeds/${site}.xml`).toContain(response.status());
      if (response.status() === 200) expect(checkFeed(site, await response.text())).toMatchObject({ ok: true });
      else {
        expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
        expect(await response.text()).toMatch(/временно недоступен/);
      }
    }
  });
}
