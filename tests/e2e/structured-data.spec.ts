// Structured data (schema.org JSON-LD) on one page of each type: every ld+json block parses and
// carries its type's required properties; prices, offer counts and availability are sales-data's
// own answer; every inner page has a BreadcrumbList that matches its visible breadcrumbs; a unit
// switched to BOOKED / SOLD in sales-data says so in its Offer (then is put back).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cms } from './cms';
import { demoComplexes } from './demo';
import { setUnitStatus } from './sales-controls';

type Block = Record<string, unknown>;

const salesUrl = process.env.E2E_SALES_DATA_URL ?? 'http://127.0.0.1:4011';

async function sales<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = process.env.SALES_DATA_TOKEN;
  expect(token, 'SALES_DATA_TOKEN (set by npm test) lets the spec read sales-data').toBeTruthy();
  const response = await request.get(`${salesUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `sales-data ${path}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface SalesUnit {
  id: number;
  type_purpose: 'residential' | 'commercial' | 'parking' | 'storage';
  status: 'AVAILABLE' | 'BOOKED' | 'SOLD';
  price_value: number;
  area_total: number;
  floor: number;
  rooms_amount: number;
  studio: boolean;
}

interface SalesProject {
  id: number;
  address: string;
  statistics: { amount_flat: number; amount_flat_free: number; max_price_flat: number };
}

const UNIT_ROUTE: Record<SalesUnit['type_purpose'], string> = { residential: '/property', commercial: '/commercial', parking: '/parking', storage: '/store-room' };

const AVAILABILITY: Record<SalesUnit['status'], string> = {
  AVAILABLE: 'https://schema.org/InStock',
  BOOKED: 'https://schema.org/Reserved',
  SOLD: 'https://schema.org/SoldOut',
};

/** What each type must carry (Google's and Yandex's required or recommended fields that we have the data for). */
const REQUIRED: Record<string, string[]> = {
  Organization: ['@id', 'name', 'url'],
  WebSite: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  ApartmentComplex: ['name', 'url', 'geo', 'image'],
  Apartment: ['name', 'url', 'image', 'floorSize', 'numberOfRooms', 'floorLevel', 'offers'],
  Accommodation: ['name', 'url', 'image', 'floorSize', 'floorLevel', 'offers'],
  NewsArticle: ['headline', 'datePublished', 'dateModified', 'image', 'author', 'publisher'],
  FAQPage: ['mainEntity'],
  LoanOrCredit: ['name', 'url'],
  AboutPage: ['name', 'url', 'mainEntity'],
};

const typesOf = (block: Block) => [block['@type']].flat() as string[];
const ofType = (blocks: Block[], type: string) => blocks.filter((block) => typesOf(block).includes(type));

/** Every ld+json block of the page as a search engine loads it, checked for the required properties of its types. */
async function structuredData(page: Page, path: string): Promise<Block[]> {
  // The whole server-rendered document is there at DOMContentLoaded; images and scripts are not needed.
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), path).toBe(200);
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const blocks = texts.map((text) => JSON.parse(text) as Block);
  for (const block of blocks) {
    expect(block['@context'], `${path} ${JSON.stringify(block['@type'])}`).toBe('https://schema.org');
    for (const type of typesOf(block)) {
      for (const property of REQUIRED[type] ?? []) expect(block[property], `${path}: ${type}.${property}`).toBeTruthy();
    }
  }
  // The site-wide Organization of the root layout is on every page; everything else points at it.
  const organization = ofType(blocks, 'Organization').find((block) => block.url === new URL('/', page.url()).toString() || block['@id']);
  expect(organization?.['@id'], `${path}: the Organization node`).toMatch(/^https?:\/\/[^/]+\/#organization$/);
  return blocks;
}

/** The page's BreadcrumbList: one, numbered from 1, absolute URLs ending at this page, names as the visible crumbs say. */
async function expectBreadcrumbs(page: Page, blocks: Block[], path: string, visible = true) {
  const lists = ofType(blocks, 'BreadcrumbList');
  expect(lists, `${path}: one BreadcrumbList`).toHaveLength(1);
  const items = lists[0]?.itemListElement as Array<{ '@type': string; position: number; name: string; item: string }>;
  expect(items.length, path).toBeGreaterThanOrEqual(2);
  expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  expect(new URL(items[0]?.item ?? '').pathname).toBe('/');
  const last = new URL(items.at(-1)?.item ?? '');
  expect(`${last.pathname}${last.search}`, `${path}: the last crumb is the page`).toBe(path);
  if (visible) {
    const crumbs = page.getByRole('navigation', { name: 'Путь по сайту' }).first().getByRole('listitem');
    await expect(crumbs).toHaveText(items.map((item) => item.name));
  }
}

async function firstUnit(request: APIRequestContext, type: SalesUnit['type_purpose']): Promise<SalesUnit> {
  const [unit] = await sales<SalesUnit[]>(request, `/api/property/loaded?filter[type_purpose]=IN(${type})&filter[status]=IN(AVAILABLE)&sort=price_value&limit=1`);
  expect(unit, `an available ${type} unit in sales-data`).toBeTruthy();
  return unit;
}

function expectUnitOffer(block: Block | undefined, unit: SalesUnit, status: SalesUnit['status'] = unit.status) {
  expect(block?.offers).toMatchObject({ '@type': 'Offer', availability: AVAILABILITY[status], seller: { '@id': expect.stringMatching(/#organization$/) } });
  const offer = block?.offers as Block;
  if (unit.price_value > 0) expect(offer).toMatchObject({ price: unit.price_value, priceCurrency: 'RUB' });
  else expect(offer).not.toHaveProperty('price');
}

test('the home page: the Organization node and the WebSite, no breadcrumbs', async ({ page }) => {
  const blocks = await structuredData(page, '/');
  const [website] = ofType(blocks, 'WebSite');
  expect(website?.publisher).toEqual({ '@id': ofType(blocks, 'Organization')[0]?.['@id'] });
  expect(ofType(blocks, 'BreadcrumbList')).toHaveLength(0);
});

test('a complex page: ApartmentComplex with sales-data address, flat counts and price range', async ({ page, request }) => {
  const complex = demoComplexes[0];
  const path = `/our-projects/${complex.slug}`;
  const [blocks, project, cheapest] = await Promise.all([
    structuredData(page, path),
    sales<SalesProject>(request, `/api/project/${complex.profitId}`),
    sales<SalesUnit[]>(request, `/api/property/loaded?filter[type_purpose]=IN(residential)&filter[status]=IN(AVAILABLE,BOOKED)&filter[project_id]=EQ(${complex.profitId})&sort=price_value&limit=1`),
  ]);
  const [data] = ofType(blocks, 'ApartmentComplex');
  expect(data).toMatchObject({
    name: complex.title,
    address: { '@type': 'PostalAddress', streetAddress: project.address, addressLocality: 'Краснодар', addressCountry: 'RU' },
    geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
    numberOfAccommodationUnits: { value: project.statistics.amount_flat },
    numberOfAvailableAccommodationUnits: { value: project.statistics.amount_flat_free },
  });
  expect(project.statistics.amount_flat_free, 'the demo complex has flats on sale').toBeGreaterThan(0);
  expect(data?.offers).toEqual({
    '@type': 'AggregateOffer',
    priceCurrency: 'RUB',
    lowPrice: cheapest[0]?.price_value,
    highPrice: project.statistics.max_price_flat,
    offerCount: project.statistics.amount_flat_free,
    availability: 'https://schema.org/InStock',
    url: data?.url,
    seller: { '@id': expect.stringMatching(/#organization$/) },
  });
  await expectBreadcrumbs(page, blocks, path);
});

test('a unit page of each type: the unit with its Offer at the sales-data price and status', async ({ page, request }) => {
  for (const type of ['residential', 'commercial', 'parking', 'storage'] as const) {
    const unit = await firstUnit(request, type);
    const path = `${UNIT_ROUTE[type]}/${unit.id}`;
    const blocks = await structuredData(page, path);
    const [data] = ofType(blocks, 'Product');
    expect(data?.['@type'], path).toEqual([type === 'residential' ? 'Apartment' : 'Accommodation', 'Product']);
    expect(data, path).toMatchObject({ floorSize: { value: unit.area_total, unitCode: 'MTK' }, floorLevel: String(unit.floor), sku: String(unit.id) });
    if (type === 'residential') expect(data?.numberOfRooms).toBe(unit.studio ? 1 : unit.rooms_amount);
    expectUnitOffer(data, unit);
    await expectBreadcrumbs(page, blocks, path);
  }
});

test('a booked unit is Reserved and a sold one SoldOut in its Offer, never InStock', async ({ request }) => {
  const unit = await firstUnit(request, 'residential');
  const path = `/property/${unit.id}`;
  const offerOf = async () => {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Block);
    return ofType(blocks, 'Product')[0];
  };
  try {
    for (const status of ['BOOKED', 'SOLD'] as const) {
      await setUnitStatus(unit.id, status);
      // Web reuses a unit's answer for a few seconds (SALES_UNIT_TTL_MS).
      await expect(async () => expectUnitOffer(await offerOf(), unit, status)).toPass({ timeout: 15_000 });
    }
  } finally {
    await setUnitStatus(unit.id, 'AVAILABLE');
  }
});

test('a news post: NewsArticle by the company, dated as the CMS has it', async ({ page, request }) => {
  const [post] = await cms<Array<{ Slug: string; News_title: string; News_date: string }>>(request, '/api/news?sort[0]=News_date:desc&pagination[pageSize]=1');
  expect(post, 'a news post in the CMS').toBeTruthy();
  const path = `/posts/${post?.Slug}`;
  const blocks = await structuredData(page, path);
  const [article] = ofType(blocks, 'NewsArticle');
  const organizationId = ofType(blocks, 'Organization')[0]?.['@id'];
  expect(article).toMatchObject({ datePublished: post?.News_date, author: { '@id': organizationId }, publisher: { '@id': organizationId } });
  expect(String(article?.dateModified) >= String(post?.News_date)).toBe(true);
  await expectBreadcrumbs(page, blocks, path);
});

test('/faq: FAQPage with every answered question of the CMS', async ({ page, request }) => {
  const faqs = await cms<Array<{ Question: string; Answer: string | null }>>(request, '/api/faqs?sort[0]=Sort:asc&pagination[pageSize]=100');
  const blocks = await structuredData(page, '/faq');
  const [faq] = ofType(blocks, 'FAQPage');
  const questions = faq?.mainEntity as Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>;
  expect(questions.map((question) => question.name).sort()).toEqual(faqs.filter((item) => item.Answer?.trim()).map((item) => item.Question).sort());
  for (const question of questions) expect(question.acceptedAnswer.text.length, question.name).toBeGreaterThan(0);
  await expectBreadcrumbs(page, blocks, '/faq');
});

test('/contacts: the Organization node with each sales office as a department', async ({ page }) => {
  const blocks = await structuredData(page, '/contacts');
  const withOffices = ofType(blocks, 'Organization').find((block) => Array.isArray(block.department));
  const offices = withOffices?.department as Block[];
  expect(offices.length).toBeGreaterThan(0);
  for (const office of offices) {
    expect(office).toMatchObject({ '@type': 'RealEstateAgent', address: { '@type': 'PostalAddress' }, telephone: expect.stringMatching(/^\+\d+$/), parentOrganization: { '@id': withOffices?.['@id'] } });
  }
  await expectBreadcrumbs(page, blocks, '/contacts');
});

test('every other inner page has a BreadcrumbList matching its visible breadcrumbs', async ({ page, request }) => {
  const [seoEntry] = await cms<Array<{ Slug: string }>>(request, '/api/contents?fields[0]=Slug&pagination[pageSize]=1');
  expect(seoEntry, 'an SEO page in the CMS').toBeTruthy();
  const pages: Array<[string, boolean]> = [
    [`/seo/${seoEntry?.Slug}`, true],
    ['/about-company', true],
    ['/loan/mortgage', true],
    ['/tenders', true],
    ['/posts', true],
    ['/kupit-2-komnatnuyu-kvartiru-ot-zastroishika', true],
    ['/commercial', true],
    ['/parking', true],
    ['/store-room', true],
    ['/our-projects', false],
    ['/privacy-policy', false],
    ['/favourite', true],
    ['/favourite/compare', true],
  ];
  for (const [path, visible] of pages) {
    const blocks = await structuredData(page, path);
    await expectBreadcrumbs(page, blocks, path, visible);
  }
});

test('@sales-down a complex page describes the complex without any price or address, a unit page keeps its breadcrumbs', async ({ page }) => {
  test.setTimeout(150_000);
  const complex = demoComplexes[0];
  // Sales answers are cached on the server briefly (SALES_CACHE_SECONDS): the figures go within that.
  await expect(async () => {
    const [data] = ofType(await structuredData(page, `/our-projects/${complex.slug}`), 'ApartmentComplex');
    expect(data).toMatchObject({ name: complex.title, geo: { '@type': 'GeoCoordinates' } });
    for (const property of ['offers', 'address', 'numberOfAccommodationUnits']) expect(data, property).not.toHaveProperty(property);
  }).toPass({ timeout: 120_000, intervals: [2000, 5000] });
  // Without sales-data the unit cannot be described, only placed: no Product, no Offer.
  const unitBlocks = await structuredData(page, '/property/11010305');
  expect(ofType(unitBlocks, 'Product')).toHaveLength(0);
  await expectBreadcrumbs(page, unitBlocks, '/property/11010305');
});

test('@cms-down the home page still names the company and a listing keeps its breadcrumbs', async ({ page }) => {
  const blocks = await structuredData(page, '/');
  expect(ofType(blocks, 'Organization')[0]).toMatchObject({ name: expect.any(String), url: expect.stringMatching(/^https?:\/\//) });
  await expectBreadcrumbs(page, await structuredData(page, '/parking'), '/parking');
});
