// HTTP fuzz of every route of the app folder against a production web server (see
// src/test/fuzz/server.ts): each route handler (method, path parameters, query, headers, body) and
// each page (its query string, and each of its dynamic path segments) gets `FUZZ_CASES` (default
// 1,000) seeded requests; the query string of a page that never reads it gets a quarter of them.
// Every answer must be below 500 and carry the site's security headers, and the server's log must
// show no unhandled rejection or uncaught error afterwards. The table below must name every
// route.ts and page.tsx under src/app: a new route without a fuzz target fails here.
// A failure prints the seed and the first requests: `FUZZ_SEED=<seed>` replays the same cases.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CASES,
  SEED,
  contentType,
  escapedErrorsSince,
  failureSummary,
  fuzz,
  hostileHeaders,
  junkBody,
  logOffset,
  method,
  queryString,
  report,
  revalidateSecret,
  segment,
  send,
  baseUrl,
  type FuzzRequest,
  type FuzzResponse,
} from '@/test/fuzz/fuzz';

const APP_DIR = path.dirname(fileURLToPath(import.meta.url));

interface AppRoute {
  /** The URL pattern: `/posts/[id]` (route groups dropped). */
  pattern: string;
  kind: 'page' | 'route';
  file: string;
}

/** Every route of src/app, with its kind and file. */
function appRoutes(): AppRoute[] {
  const found: AppRoute[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name]);
        continue;
      }
      const pattern = `/${segments.join('/')}`;
      const file = path.join(dir, entry.name);
      if (entry.name === 'page.tsx') found.push({ pattern, kind: 'page', file });
      else if (entry.name === 'route.ts') found.push({ pattern, kind: 'route', file });
      else if (segments.length === 0 && entry.name === 'robots.ts') found.push({ pattern: '/robots.txt', kind: 'route', file });
      else if (segments.length === 0 && entry.name === 'manifest.ts') found.push({ pattern: '/manifest.webmanifest', kind: 'route', file });
    }
  };
  walk(APP_DIR, []);
  return found.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

// ---------------------------------------------------------------------------------------------
// Request generators.

const withQuery = (pathname: string) => queryString.map((query) => (query ? `${pathname}?${query}` : pathname));
const maybeQuery = (pathname: fc.Arbitrary<string>) =>
  fc.tuple(pathname, fc.option(queryString, { freq: 2 })).map(([p, query]) => (query ? `${p}?${query}` : p));

/** GET-like requests (any method) of one path generator, with hostile headers and sometimes a body. */
const anyRequest = (paths: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> =>
  fc.record({ method, path: paths, headers: hostileHeaders, body: fc.option(junkBody, { freq: 3, nil: undefined }) }).map((request) =>
    request.body === undefined ? { method: request.method, path: request.path, headers: request.headers } : request,
  );

const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((text) => `Анна${text}\u0000${text}`),
  fc.constantFrom('\u0000', 'Анна\u0000', '\u202eАнна', 'Анна\uD800', '\uFEFF', '<img src=x onerror=alert(1)>', 'Анна\r\nBcc: x@example.com', 'a'.repeat(3000), '   ', 'анна@пример.рф'),
);
/** Mostly the good value, sometimes a hostile one: so most bodies get past the first check. */
const mostly = <T,>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<unknown>) => fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: bad });
const hostileValue = fc.oneof({ weight: 4, arbitrary: hostileText }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }, { weight: 1, arbitrary: fc.oneof(fc.double(), fc.integer(), fc.boolean(), fc.constant(null)) });

/**
 * A valid body with at most two fields made hostile (a dotted key reaches one level down, e.g.
 * `context.project_title`): a fully valid body is stored and forwarded, and one bad field at a
 * time reaches every check behind the first, the database's included.
 */
function nearValid(fields: Record<string, fc.Arbitrary<unknown>>, optional: string[], nested: string[]): fc.Arbitrary<Buffer> {
  const keys = [...Object.keys(fields), ...nested, 'unknown_field', '__proto__'];
  return fc
    .record({
      base: fc.record(fields, { requiredKeys: Object.keys(fields).filter((key) => !optional.includes(key)) }),
      bad: fc.array(fc.tuple(fc.constantFrom(...keys), hostileValue), { maxLength: 2 }),
    })
    .map(({ base, bad }) => {
      const body: Record<string, unknown> = { ...base };
      for (const [key, value] of bad) {
        const [outer, inner] = key.split('.') as [string, string | undefined];
        if (inner === undefined) body[outer] = value;
        else body[outer] = { ...(typeof body[outer] === 'object' && body[outer] !== null ? body[outer] : {}), [inner]: value };
      }
      return Buffer.from(JSON.stringify(body));
    });
}

const leadBody = nearValid(
  {
    lead_id: fc.uuid(),
    form: fc.constantFrom('callback', 'property', 'loan', 'question'),
    name: fc.constantFrom('Анна', 'Иван Петров', 'Anna-Maria'),
    phone: fc.constantFrom('+7 900 123-45-67', '89001234567', '+7 (900) 123 45 67'),
    email: fc.constantFrom('anna@example.com'),
    comment: fc.constantFrom('Перезвоните после шести'),
    consent: fc.constant(true),
    consent_version: fc.constantFrom('2026-02'),
    context: fc.record(
      {
        property_id: fc.constant(11010305),
        property_type: fc.constantFrom('residential', 'commercial', 'parking', 'storage'),
        project_id: fc.integer({ min: 1, max: 1000 }),
        project_title: fc.constant('ЖК «Северное сияние»'),
        loan_slug: fc.constant('mortgage'),
        page_url: fc.webUrl(),
      },
      { requiredKeys: [] },
    ),
    utm: fc.dictionary(fc.constantFrom('utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'yclid'), fc.constantFrom('ads', 'yandex'), { maxKeys: 3 }),
    fill_ms: fc.integer({ min: 1500, max: 600_000 }),
    website: fc.constant(''),
  },
  ['email', 'comment', 'context', 'utm', 'website'],
  ['context.project_title', 'context.page_url', 'context.loan_slug', 'context.property_id', 'utm.utm_source', 'utm.utm_campaign', 'utm.__proto__'],
);

const sendBody = nearValid(
  {
    request_id: fc.uuid(),
    email: fc.constantFrom('anna@example.com'),
    name: fc.constantFrom('Анна', ''),
    property_ids: fc.uniqueArray(fc.integer({ min: 11010301, max: 11010320 }), { minLength: 1, maxLength: 5 }),
    page_url: fc.webUrl(),
    utm: fc.dictionary(fc.constantFrom('utm_source', 'utm_campaign'), fc.constantFrom('ads'), { maxKeys: 2 }),
    consent: fc.constant(true),
    consent_version: fc.constantFrom('2026-02'),
    fill_ms: fc.integer({ min: 1500, max: 600_000 }),
    website: fc.constant(''),
  },
  ['name', 'page_url', 'utm', 'website'],
  ['utm.utm_source', 'property_ids.0'],
);

const vitalsBody = fc
  .record({
    metrics: mostly(
      fc.array(
        fc.record({
          name: mostly(fc.constantFrom('LCP', 'INP', 'CLS', 'TTFB'), hostileText),
          value: mostly(fc.double({ min: 0, max: 60_000, noNaN: true }), fc.oneof(fc.double(), hostileText)),
          rating: mostly(fc.constantFrom('good', 'needs-improvement', 'poor'), hostileText),
          navigationType: mostly(fc.constantFrom('navigate', 'reload', 'back-forward'), hostileText),
          route: mostly(fc.constantFrom('/', '/our-projects/[id]', '/property/[id]'), hostileText),
        }),
        { maxLength: 12 },
      ),
      fc.jsonValue(),
    ),
  })
  .map((body) => Buffer.from(JSON.stringify(body)));

const strapiEvent = fc
  .record({
    event: mostly(fc.constantFrom('entry.update', 'entry.publish', 'entry.create', 'entry.delete', 'media.update'), hostileText),
    createdAt: mostly(fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), hostileText),
    model: mostly(fc.constantFrom('project', 'post', 'seo-page', 'redirect', 'faq', 'homepage'), hostileText),
    uid: hostileText,
    entry: fc.oneof(fc.constant(null), fc.record({ id: fc.nat(), Slug: mostly(fc.constant('zhk-severnoe-siyanie'), fc.jsonValue()), slug: fc.jsonValue() }, { requiredKeys: [] })),
  })
  .map((body) => Buffer.from(JSON.stringify(body)));

/** A POST route: its body, with hostile content types, origins and headers, sometimes another method. */
function postRequest(pathname: string, body: fc.Arbitrary<Buffer>, extraHeaders: fc.Arbitrary<Record<string, string>> = fc.constant({})): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      method: fc.oneof({ weight: 8, arbitrary: fc.constant('POST') }, { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE', 'OPTIONS', 'HEAD') }),
      path: fc.oneof({ weight: 4, arbitrary: fc.constant(pathname) }, { weight: 1, arbitrary: withQuery(pathname) }),
      body: fc.oneof({ weight: 3, arbitrary: body }, { weight: 1, arbitrary: junkBody }),
      contentType,
      sameOrigin: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      headers: hostileHeaders,
      extra: extraHeaders,
    })
    .map(({ method: verb, path: p, body: b, contentType: type, sameOrigin, headers, extra }) => ({
      method: verb,
      path: p,
      headers: { ...headers, ...extra, 'content-type': type, ...(sameOrigin ? { origin: baseUrl() } : {}) },
      body: b,
    }));
}

/** Path parameters of a route: hostile segments (sometimes a real one), then maybe more path and a query. */
const param = (real: string[] = []) => (real.length > 0 ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...real) }, { weight: 6, arbitrary: segment }) : segment);
const tail = fc.constantFrom('', '', '', '', '/', '/x', '/%FF', '/..', '/test', '/index');
const segmentPaths = (build: (values: string[]) => string, count: number, real: string[][] = []) =>
  maybeQuery(
    fc
      .tuple(fc.tuple(...Array.from({ length: count }, (_, i) => param(real[i]))), tail)
      .map(([values, rest]) => `${build(values)}${rest}`),
  );

// Real values, so some fuzzed requests reach the found branch of each page. Read from the
// sitemap index's children at the start (the first of each kind), else a fixed guess.
const real: Record<string, string> = {
  project: 'zhk-severnoe-siyanie',
  seo: 'seo-missing',
  post: 'itogi-2025-goda',
  property: '11010305',
  commercial: '1',
  parking: '1',
  storage: '1',
};

interface Target {
  pattern: string;
  /** What is fuzzed: "query", "path", or "request" (a route handler: everything). */
  part: string;
  request: () => fc.Arbitrary<FuzzRequest>;
  /** How many requests: `CASES` unless set. */
  cases?: number;
}

const PAGE_PATHS: Record<string, () => string> = {
  '/': () => '/',
  '/about-company': () => '/about-company',
  '/commercial': () => '/commercial',
  '/commercial/[id]': () => `/commercial/${real.commercial}`,
  '/contacts': () => '/contacts',
  '/debug': () => '/debug',
  '/debug/ui': () => '/debug/ui',
  '/faq': () => '/faq',
  '/favourite': () => '/favourite',
  '/favourite/compare': () => '/favourite/compare',
  '/kvartiry/[rooms]': () => '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika',
  '/loan/deffered': () => '/loan/deffered',
  '/loan/mortgage': () => '/loan/mortgage',
  '/loan/tradein': () => '/loan/tradein',
  '/our-projects': () => '/our-projects',
  '/our-projects/[id]': () => `/our-projects/${real.project}`,
  '/our-projects/[id]/test': () => `/our-projects/${real.project}/test`,
  '/parking': () => '/parking',
  '/parking/[id]': () => `/parking/${real.parking}`,
  '/posts': () => '/posts',
  '/posts/[id]': () => `/posts/${real.post}`,
  '/privacy-policy': () => '/privacy-policy',
  '/property/[id]': () => `/property/${real.property}`,
  '/seo/[id]': () => `/seo/${real.seo}`,
  '/store-room': () => '/store-room',
  '/store-room/[id]': () => `/store-room/${real.storage}`,
  '/tenders': () => '/tenders',
  '/test': () => '/test',
};

/** Path-parameter targets: a page or route with each dynamic segment fuzzed. */
const PATH_TARGETS: Target[] = [
  { pattern: '/our-projects/[id]', part: 'path', request: () => anyRequest(segmentPaths(([id]) => `/our-projects/${id}`, 1, [[real.project!]])) },
  { pattern: '/our-projects/[id]/test', part: 'path', request: () => anyRequest(segmentPaths(([id]) => `/our-projects/${id}/test`, 1, [[real.project!]])) },
  // The flats listing by room count lives at /kvartiry/[rooms] and is reached through the
  // /kupit-<rooms>-komnatnuyu-kvartiru-ot-zastroishika rewrite: both are fuzzed.
  { pattern: '/kvartiry/[rooms]', part: 'path', request: () => anyRequest(segmentPaths(([rooms]) => `/kvartiry/${rooms}`, 1, [['0', '1', '2', '3', '4']])) },
  { pattern: '/kvartiry/[rooms]', part: 'path (/kupit-<rooms>-… rewrite)', request: () => anyRequest(segmentPaths(([rooms]) => `/kupit-${rooms}-komnatnuyu-kvartiru-ot-zastroishika`, 1, [['0', '1', '2', '3', '4']])) },
  { pattern: '/seo/[id]', part: 'path', request: () => anyRequest(segmentPaths(([id]) => `/seo/${id}`, 1, [[real.seo!]])) },
  { pattern: '/commercial/[id]', part: 'path', request: () => anyRequest(segmentPaths(([id]) => `/commercial/${id}`, 1, [[real.commercial!]])) },
  { pattern: '/parking/[id]', part: 'path', request: () => anyRequest(segmentPaths(([id]) => `/parking/${id}`, 1, [[real.parking!]])) },
  { pattern: '/store-room/[id]', part: 'path', request: () => anyRequest(segmentPaths(([id]) => `/store-room/${id}`, 1, [[real.storage!]])) },
  { pattern: '/posts/[id]', part: 'path', request: () => anyRequest(segmentPaths(([id]) => `/posts/${id}`, 1, [[real.post!]])) },
  { pattern: '/property/[id]', part: 'path', request: () => anyRequest(segmentPaths(([id]) => `/property/${id}`, 1, [[real.property!]])) },
  // A path that is no route at all, and the static files' prefix: Next's own 404 handling.
  { pattern: '/[unknown]', part: 'path', request: () => anyRequest(segmentPaths(([a, b]) => `/${a}/${b}`, 2)) },
  { pattern: '/_next/static/[file]', part: 'path', request: () => anyRequest(segmentPaths(([a, b]) => `/_next/static/${a}/${b}`, 2)) },
];

const ROUTE_TARGETS: Target[] = [
  {
    pattern: '/api/catalogue/[kind]',
    part: 'request',
    request: () => anyRequest(segmentPaths(([kind]) => `/api/catalogue/${kind}`, 1, [['flats', 'commercial', 'parking', 'storage']])),
  },
  { pattern: '/api/health', part: 'request', request: () => anyRequest(maybeQuery(fc.constant('/api/health'))) },
  { pattern: '/api/leads', part: 'request', request: () => postRequest('/api/leads', leadBody) },
  { pattern: '/api/send', part: 'request', request: () => postRequest('/api/send', sendBody) },
  { pattern: '/api/vitals', part: 'request', request: () => postRequest('/api/vitals', vitalsBody) },
  {
    pattern: '/api/revalidate',
    part: 'request',
    request: () =>
      postRequest(
        '/api/revalidate',
        strapiEvent,
        fc.oneof(
          fc.constant({ authorization: `Bearer ${revalidateSecret()}` }),
          fc.constant({ 'x-revalidate-secret': revalidateSecret() }),
          fc.constant({}),
        ),
      ),
  },
  { pattern: '/api/pdf/[id]', part: 'request', request: () => anyRequest(segmentPaths(([id]) => `/api/pdf/${id}`, 1, [[real.property!]])) },
  { pattern: '/api/pdf/[id]/[floor]', part: 'request', request: () => anyRequest(segmentPaths(([id, floor]) => `/api/pdf/${id}/${floor}`, 2, [['1', '2'], ['-1', '1', '3']])) },
  { pattern: '/api/preview', part: 'request', request: () => anyRequest(withQuery('/api/preview')) },
  { pattern: '/api/preview/exit', part: 'request', request: () => anyRequest(withQuery('/api/preview/exit')) },
  { pattern: '/api/property/loaded/pdf', part: 'request', request: () => anyRequest(withQuery('/api/property/loaded/pdf')) },
  { pattern: '/feeds/avito.xml', part: 'request', request: () => anyRequest(maybeQuery(fc.constant('/feeds/avito.xml'))) },
  { pattern: '/feeds/cian.xml', part: 'request', request: () => anyRequest(maybeQuery(fc.constant('/feeds/cian.xml'))) },
  { pattern: '/feeds/yandex.xml', part: 'request', request: () => anyRequest(maybeQuery(fc.constant('/feeds/yandex.xml'))) },
  { pattern: '/builds/latest.json', part: 'request', request: () => anyRequest(maybeQuery(fc.constant('/builds/latest.json'))) },
  { pattern: '/robots.txt', part: 'request', request: () => anyRequest(maybeQuery(fc.constant('/robots.txt'))) },
  { pattern: '/manifest.webmanifest', part: 'request', request: () => anyRequest(maybeQuery(fc.constant('/manifest.webmanifest'))) },
  { pattern: '/favicon.ico', part: 'request', request: () => anyRequest(maybeQuery(fc.constant('/favicon.ico'))) },
  { pattern: '/apple-touch-icon.png', part: 'request', request: () => anyRequest(maybeQuery(fc.constant('/apple-touch-icon.png'))) },
  { pattern: '/icons/[name]', part: 'request', request: () => anyRequest(segmentPaths(([name]) => `/icons/${name}`, 1, [['icon-192.png', 'icon-512.png', 'maskable-512.png']])) },
  { pattern: '/sitemap.xml', part: 'request', request: () => anyRequest(maybeQuery(fc.constant('/sitemap.xml'))) },
  {
    pattern: '/sitemaps/[file]',
    part: 'request',
    request: () => anyRequest(segmentPaths(([file]) => `/sitemaps/${file}`, 1, [['pages.xml', 'units-residential-1.xml', 'units-storage-1.xml', 'units-parking-999.xml', 'units-flats-1.xml']])),
  },
];

/**
 * The catalogue's listings get their query strings fuzzed by features/catalogue/catalogue.fuzz.test.ts
 * (1,000 per page, the five flats listings sharing one set, with the finer oracle of which
 * parameters must be refused, and the same log check): not twice.
 */
const QUERY_FUZZED_ELSEWHERE = new Set(['/kvartiry/[rooms]', '/commercial', '/parking', '/store-room']);

/**
 * A page whose file never names `searchParams` renders the same page for every query string: what
 * its query meets is the proxy and Next's own parsing, which every other target goes through too.
 * Its query string gets a quarter of the cases; a page that reads its query gets them all.
 */
const PAGES_IGNORING_QUERY = new Set(appRoutes().flatMap(({ pattern, kind, file }) => (kind === 'page' && !/\bsearchParams\b/.test(readFileSync(file, 'utf8')) ? [pattern] : [])));

const QUERY_TARGETS: Target[] = Object.entries(PAGE_PATHS)
  .filter(([pattern]) => !QUERY_FUZZED_ELSEWHERE.has(pattern))
  .map(([pattern, pagePath]) => ({
    pattern,
    part: 'query',
    request: () => anyRequest(withQuery(pagePath())),
    cases: PAGES_IGNORING_QUERY.has(pattern) ? Math.ceil(CASES / 4) : CASES,
  }));

/**
 * Every answer, whatever its status, carries the site's headers (no bare framework error). A
 * redirect is the exception: Next answers a trailing slash (`/faq/` → `/faq`) with a bodiless 308
 * before the proxy runs, and a response without a body has nothing for those headers to protect.
 */
function headersCheck(response: FuzzResponse): string | null {
  if (response.status >= 300 && response.status < 400 && response.headers.location) return null;
  if (response.headers['x-content-type-options'] !== 'nosniff') return `HTTP ${response.status} without the security headers: ${response.body.slice(0, 120)}`;
  return null;
}

beforeAll(async () => {
  console.log(`fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${CASES} cases per target, server ${baseUrl()}`);
  const index = await send({ method: 'GET', path: '/sitemap.xml' });
  expect(index.status, 'the fuzzed server answers its sitemap index').toBe(200);
  // The pages sitemap and the first file of each unit type.
  const children = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname).filter((p) => p === '/sitemaps/pages.xml' || p.endsWith('-1.xml'));
  const bodies = await Promise.all(children.map(async (p) => (await send({ method: 'GET', path: p })).body));
  const sitemap = bodies.join('\n');
  const first = (prefix: string) => new RegExp(`<loc>[^<]*?/${prefix}/([^<\\/?]+)</loc>`).exec(sitemap)?.[1];
  Object.assign(
    real,
    Object.fromEntries(
      Object.entries({ project: first('our-projects'), seo: first('seo'), post: first('posts'), property: first('property'), commercial: first('commercial'), parking: first('parking'), storage: first('store-room') }).filter(
        ([, value]) => value !== undefined,
      ),
    ),
  );
});

describe(`every route of src/app is fuzzed (seed ${SEED})`, () => {
  it('has a target for every page (query and each path parameter) and every route handler', () => {
    const routes = appRoutes();
    const missing = routes.flatMap(({ pattern, kind }) => {
      if (kind === 'route') return ROUTE_TARGETS.some((t) => t.pattern === pattern) ? [] : [`${pattern}: route handler`];
      const gaps: string[] = [];
      if (!QUERY_TARGETS.some((t) => t.pattern === pattern) && !QUERY_FUZZED_ELSEWHERE.has(pattern)) gaps.push(`${pattern}: query`);
      if (pattern.includes('[') && !PATH_TARGETS.some((t) => t.pattern === pattern)) gaps.push(`${pattern}: path parameters`);
      return gaps;
    });
    expect(missing).toEqual([]);
    // The table names no route that is gone.
    const known = new Set(routes.map((r) => r.pattern));
    const stale = [...ROUTE_TARGETS, ...QUERY_TARGETS, ...PATH_TARGETS].map((t) => t.pattern).filter((p) => !known.has(p) && !p.includes('[unknown]') && !p.startsWith('/_next/'));
    expect(stale).toEqual([]);
  });
});

const TARGETS = [...ROUTE_TARGETS, ...PATH_TARGETS, ...QUERY_TARGETS];

describe(`fuzzed requests (${CASES} per target unless named): never 5xx, always the security headers, no escaped error in the server log (seed ${SEED})`, () => {
  const name = (target: Target) => `${target.pattern} (${target.part}${target.cases === undefined || target.cases === CASES ? '' : `, ${target.cases} cases`})`;
  it.each(TARGETS.map((target, index) => [name(target), target, index] as const))('%s', async (_name, target, index) => {
    const offset = logOffset();
    const failures = await fuzz(target.request(), headersCheck, { seedOffset: index, cases: target.cases });
    const escaped = await escapedErrorsSince(offset);
    expect({ ...report(failures), escapedErrors: escaped.slice(0, 3) }, failureSummary(failures, escaped)).toEqual({ seed: SEED, failed: 0, first: [], escapedErrors: [] });
  });
});
