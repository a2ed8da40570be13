// The fault matrix (docs/architecture.md, "Fault matrix"): the built web server with a fault proxy
// (src/test/fault-proxy.ts) between it and each upstream: the test stack's CMS, its own
// sales-data service, the fake amoCRM behind that service, and Postgres. Each fault is switched
// on while the server runs, and what a buyer (or the CRM) would notice is asserted, with timings.
//
// Needs: CMS_URL and CMS_API_TOKEN_FILE (a running CMS with the demo content; `npm test` passes
// its test CMS), TEST_POSTGRES_URL (an admin URL; the test makes and drops its own database), the
// web build and the sales-data build.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_FAULTS, startHttpFaultProxy, startTcpFaultProxy, type HttpFault, type HttpFaultProxy, type TcpFaultProxy } from './fault-proxy';
import { eventually, freePort, startProcess, startSalesDataServer, startWebServer, type RunningProcess } from './processes';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const SALES_TOKEN = 'fault-matrix-sales-data-token';
const CRM_TOKEN = 'fault-matrix-amocrm-token-0123456789';
/** web's UPSTREAM_TIMEOUT_MS here: every "within the timeout" below is this plus a margin. */
const TIMEOUT_MS = 2500;
const MARGIN_MS = 1000;
/** What a never-rendered page must answer within when the CMS fails (the issue's figure). */
const UNAVAILABLE_WITHIN_MS = 3000;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required: the fault matrix runs against a real CMS and Postgres (npm test sets it)`);
  return value;
}

let dataDir: string;
let database: { admin: string; name: string; direct: string };
let cms: HttpFaultProxy;
let sales: HttpFaultProxy;
let crm: HttpFaultProxy;
let postgres: TcpFaultProxy;
let salesData: RunningProcess | undefined;
let amoCrm: RunningProcess | undefined;
let web: RunningProcess | undefined;
let webUrl: string;
/** The fake amoCRM account itself, not through its fault proxy: what the CRM holds. */
let crmDirect: string;

interface Page {
  path: string;
  status: number;
  ms: number;
  html: string;
  headers: Headers;
  title: string;
  h1: string;
}

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

async function get(pathname: string): Promise<Page> {
  const started = performance.now();
  const response = await fetch(`${webUrl}${pathname}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const html = await response.text();
  const ms = Math.round(performance.now() - started);
  return {
    path: pathname,
    status: response.status,
    ms,
    html,
    headers: response.headers,
    title: textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''),
    h1: textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''),
  };
}

/** "от 5,2 млн ₽" or "от 5 240 000 ₽": a price as the listings write it. */
const PRICE = /от [\d\s,]+(?:\s*(?:млн|тыс\.))?\s*₽/;
const SALES_NOTE = /Цены и наличие временно недоступны/;
const timings: string[] = [];
const timed = (row: string, page: Page) => timings.push(`${row.padEnd(44)} ${page.path.padEnd(40)} ${page.status} ${page.ms} ms`);

function postLead(name: string): Promise<Response> {
  return fetch(`${webUrl}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: webUrl },
    body: JSON.stringify({
      lead_id: crypto.randomUUID(),
      form: 'callback',
      name,
      phone: '8 (918) 123-45-67',
      consent: true,
      consent_version: '2026-01',
      fill_ms: 4200,
      website: '',
      context: { page_url: `${webUrl}/our-projects` },
    }),
  });
}

const links = (html: string, prefix: string) => [...new Set([...html.matchAll(new RegExp(`href="(${prefix}[^"?#]+)"`, 'g'))].map((m) => m[1]!))];

beforeAll(async () => {
  const cmsUrl = required('CMS_URL');
  const cmsTokenFile = required('CMS_API_TOKEN_FILE');
  const admin = required('TEST_POSTGRES_URL');
  dataDir = mkdtempSync(path.join(tmpdir(), 'novostroy-faults-'));

  const name = `faults_${randomBytes(4).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${name}`);
  await adminClient.end();
  const direct = new URL(admin);
  direct.pathname = `/${name}`;
  database = { admin, name, direct: direct.href };

  const [salesPort, crmPort, webPort] = await Promise.all([freePort(), freePort(), freePort()]);
  crmDirect = `http://127.0.0.1:${crmPort}`;
  webUrl = `http://127.0.0.1:${webPort}`;
  cms = await startHttpFaultProxy({ target: cmsUrl });
  sales = await startHttpFaultProxy({ target: `http://127.0.0.1:${salesPort}` });
  crm = await startHttpFaultProxy({ target: `http://127.0.0.1:${crmPort}` });
  postgres = await startTcpFaultProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const throughProxy = new URL(direct.href);
  throughProxy.host = postgres.url;

  amoCrm = await startProcess({
    command: process.execPath,
    args: [path.join(ROOT, 'services/sales-data/dist/fake-amocrm.mjs')],
    cwd: ROOT,
    env: { FAKE_AMOCRM_PORT: String(crmPort), FAKE_AMOCRM_TOKEN: CRM_TOKEN },
    readyUrl: `http://127.0.0.1:${crmPort}/`,
  });
  salesData = await startSalesDataServer(salesPort, {
    SALES_DATA_DIR: path.join(dataDir, 'sales-data'),
    SALES_DATA_TOKEN: SALES_TOKEN,
    AMOCRM_BASE_URL: crm.url,
    AMOCRM_ACCESS_TOKEN: CRM_TOKEN,
    AMOCRM_TIMEOUT_MS: '1000',
    AMOCRM_BACKOFF_BASE_MS: '200',
    AMOCRM_BACKOFF_CAP_MS: '1000',
    AMOCRM_MAX_ATTEMPTS: '100',
  });
  web = await startWebServer(webPort, {
    SITE_URL: webUrl,
    CMS_URL: cms.url,
    CMS_API_TOKEN_FILE: cmsTokenFile,
    SALES_DATA_URL: sales.url,
    SALES_DATA_TOKEN: SALES_TOKEN,
    DATA_DIR: path.join(dataDir, 'web'),
    DATABASE_URL: throughProxy.href,
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    SALES_CACHE_SECONDS: '2',
    LEAD_RATE_LIMIT: '100000',
    OUTBOX_RETRY_BASE_MS: '200',
    OUTBOX_RETRY_MAX_MS: '1000',
    OUTBOX_POLL_MS: '200',
    OUTBOX_MAX_ATTEMPTS: '1000',
    TEST_SERVER_ERRORS: 'true',
  });
});

afterAll(async () => {
  await web?.stop('SIGKILL');
  await salesData?.stop('SIGKILL');
  await amoCrm?.stop('SIGKILL');
  await Promise.all([cms, sales, crm, postgres].map((proxy) => proxy?.close()));
  if (database) {
    const adminClient = new pg.Client({ connectionString: database.admin });
    await adminClient.connect();
    await adminClient.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
    await adminClient.end();
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  console.info(`fault matrix timings:\n${timings.join('\n')}`);
});

describe('CMS faults', () => {
  let rendered: Page[] = [];
  let neverRendered: string[] = [];
  /** A post never opened, but in the news list rendered before: the list holds all of it. */
  let postInList = '';

  it('renders the pages once with the CMS up', async () => {
    const home = await get('/');
    const list = await get('/our-projects');
    const posts = await get('/posts');
    const complexes = links(list.html, '/our-projects/');
    const news = links(posts.html, '/posts/');
    expect(complexes.length).toBeGreaterThanOrEqual(3);
    expect(news.length).toBeGreaterThanOrEqual(2);
    const complex = await get(complexes[0]!);
    const post = await get(news[0]!);
    rendered = [home, list, posts, complex, post];
    for (const page of rendered) {
      expect(page.status, page.path).toBe(200);
      expect(page.h1, page.path).not.toBe('');
    }
    // A complex's page needs its own full read; a post is one entry of the news list.
    neverRendered = [complexes.at(-1)!];
    postInList = news.at(-1)!;
    expect(postInList).not.toBe(post.path);
  });

  for (const fault of HTTP_FAULTS) {
    it(`CMS ${fault}: pages rendered before, and a post of the news list rendered before, answer 200 with their last content; a page never rendered a Russian 503 within 3 s`, async () => {
      await cms.set(fault);
      try {
        for (const before of rendered) {
          const page = await get(before.path);
          timed(`CMS ${fault}: rendered before`, page);
          expect(page.status, page.path).toBe(200);
          expect([page.title, page.h1], page.path).toEqual([before.title, before.h1]);
          expect(page.ms, page.path).toBeLessThan(UNAVAILABLE_WITHIN_MS);
        }
        const fromList = await get(postInList);
        timed(`CMS ${fault}: a post of the list`, fromList);
        expect(fromList.status, postInList).toBe(200);
        expect(fromList.h1, postInList).not.toBe('');
        expect(fromList.ms, postInList).toBeLessThan(UNAVAILABLE_WITHIN_MS);
        for (const pathname of neverRendered) {
          const page = await get(pathname);
          timed(`CMS ${fault}: never rendered`, page);
          expect(page.status, pathname).toBe(503);
          expect(page.ms, pathname).toBeLessThan(UNAVAILABLE_WITHIN_MS);
          expect(page.headers.get('retry-after'), pathname).toMatch(/^\d+$/);
          expect(page.headers.get('content-security-policy'), pathname).toContain("default-src 'self'");
          expect(textOf(page.html), pathname).toMatch(/Сайт временно недоступен/);
        }
      } finally {
        await cms.set('pass');
      }
    });
  }
});

describe('a server error', () => {
  it('answers 500 with the Russian error screen in the HTML itself (no JavaScript needed) and the security headers', async () => {
    const started = performance.now();
    const response = await fetch(`${webUrl}/our-projects`, { headers: { 'x-test-server-error': '1' } });
    const html = await response.text();
    timings.push(`server error (test header): GET /our-projects`.padEnd(85) + ` ${response.status} ${Math.round(performance.now() - started)} ms`);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = textOf(html);
    expect(text).toMatch(/Internal Server Error/);
    expect(text).toMatch(/Не удалось загрузить страницу из-за ошибки на сервере/);
    expect(text).toMatch(/Код ошибки: \S+/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css">/);
    // Without the test header the same page renders.
    expect((await get('/our-projects')).status).toBe(200);
  });
});

describe('sales-data faults', () => {
  let complexes: string[] = [];

  it('shows prices with sales-data up', async () => {
    const list = await get('/our-projects');
    expect(list.status).toBe(200);
    expect(textOf(list.html)).toMatch(PRICE);
    complexes = links(list.html, '/our-projects/');
    expect(complexes.length).toBeGreaterThanOrEqual(HTTP_FAULTS.length + 1);
  });

  it('with sales-data hung, an expired copy is served at once and the note follows after one refresh', async () => {
    await new Promise((resolve) => setTimeout(resolve, 2100)); // SALES_CACHE_SECONDS=2 is over
    await sales.set('slow');
    try {
      const stale = await get('/our-projects');
      timed('sales slow: stale copy', stale);
      expect(stale.status).toBe(200);
      expect(stale.ms).toBeLessThan(MARGIN_MS);
      expect(textOf(stale.html)).toMatch(PRICE);
      expect(textOf(stale.html)).not.toMatch(SALES_NOTE);
      // While the one refresh hangs, every page still gets the copy at once.
      const again = await get('/our-projects');
      timed('sales slow: while refreshing', again);
      expect(again.ms).toBeLessThan(MARGIN_MS);
      expect(textOf(again.html)).toMatch(PRICE);
      expect(sales.requests.filter((r) => r.mode === 'slow' && r.url.startsWith('/api/project?')).length).toBe(1);

      await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS));
      const degraded = await get('/our-projects');
      timed('sales slow: after the refresh timed out', degraded);
      expect(degraded.status).toBe(200);
      expect(textOf(degraded.html)).toMatch(SALES_NOTE);
      expect(textOf(degraded.html)).not.toMatch(PRICE);
      expect(degraded.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    } finally {
      await sales.set('pass');
    }
  });

  for (const [i, fault] of HTTP_FAULTS.entries()) {
    it(`sales-data ${fault}: a complex page with no copy answers 200 within the timeout, without prices, with the Russian note`, async () => {
      // A complex page not rendered yet: its sales figures are in no cache.
      const pathname = complexes[i + 1]!;
      await sales.set(fault);
      try {
        const page = await get(pathname);
        timed(`sales ${fault}: no copy`, page);
        expect(page.status).toBe(200);
        expect(page.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
        expect(page.h1).not.toBe('');
        expect(textOf(page.html)).toMatch(/временно недоступн/);
        expect(textOf(page.html)).not.toMatch(PRICE);
      } finally {
        await sales.set('pass');
      }
    });
  }

  for (const [fault, pathname] of [['down', '/commercial'], ['slow', '/parking']] as const satisfies readonly (readonly [HttpFault, string])[]) {
    it(`sales-data ${fault}: the catalogue ${pathname} says so clearly within the timeout`, async () => {
      await sales.set(fault);
      try {
        const page = await get(pathname);
        timed(`sales ${fault}: catalogue`, page);
        expect(page.status).toBe(200);
        expect(page.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
        expect(textOf(page.html)).toMatch(SALES_NOTE);
      } finally {
        await sales.set('pass');
      }
    });
  }
});

describe('CRM faults', () => {
  for (const fault of ['down', 'error500', 'slow'] as const) {
    it(`amoCRM ${fault}: leads are kept and delivered once it is back, none twice`, async () => {
      const marker = `Фаулт ${fault} ${randomBytes(3).toString('hex')}`;
      await crm.set(fault);
      const names = Array.from({ length: 5 }, (_, i) => `${marker} ${i + 1}`);
      try {
        for (const name of names) expect((await postLead(name)).status).toBe(202);
        // They reach sales-data, which tries the CRM and fails.
        await eventually(
          async () => crm.requests.filter((r) => r.mode === fault && r.body.includes(marker)).length,
          (count) => count >= 1,
          15_000,
        );
        expect(crm.requests.filter((r) => r.status === 200 && r.body.includes(marker))).toEqual([]);
      } finally {
        await crm.set('pass');
      }
      const created = () =>
        Promise.resolve(crm.requests.filter((r) => r.url === '/api/v4/leads/complex' && r.status === 200 && r.body.includes(marker)));
      const arrived = await eventually(created, (calls) => names.every((name) => calls.some((c) => c.body.includes(name))), 30_000);
      // Once each: no lead is in two successful create calls.
      for (const name of names) expect(arrived.filter((c) => c.body.includes(`"${name}"`)), name).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await created()).length).toBe(arrived.length);
    });
  }
});

describe('CRM answers lost', () => {
  /** The leads of the fake account whose contact is `name` (amoCRM's search over every field). */
  const inCrm = async (name: string): Promise<number> => {
    const response = await fetch(`${crmDirect}/api/v4/leads?${new URLSearchParams({ query: `"${name}"` }).toString()}`, {
      headers: { Authorization: `Bearer ${CRM_TOKEN}` },
    });
    if (response.status === 204) return 0;
    return ((await response.json()) as { _embedded: { leads: unknown[] } })._embedded.leads.length;
  };

  it('amoCRM reset: leads created by calls whose answers were cut are found by their id, none created twice', async () => {
    const marker = `Сброс ${randomBytes(3).toString('hex')}`;
    const names = Array.from({ length: 3 }, (_, i) => `${marker} ${i + 1}`);
    await crm.set('reset');
    try {
      for (const name of names) expect((await postLead(name)).status).toBe(202);
      // The create calls reach the CRM, which creates the leads, but their answers are cut.
      await eventually(
        async () => crm.requests.filter((r) => r.mode === 'reset' && r.url === '/api/v4/leads/complex' && r.body.includes(marker)).length,
        (count) => count >= names.length,
        20_000,
      );
    } finally {
      await crm.set('pass');
    }
    // Back: sales-data looks each lead up by the site's id before creating it again.
    await eventually(async () => Promise.all(names.map(inCrm)), (counts) => counts.every((n) => n >= 1), 30_000);
    await eventually(
      async () => crm.requests.filter((r) => r.mode === 'pass' && r.url.startsWith('/api/v4/leads?') && r.status === 200).length,
      (count) => count >= names.length,
      30_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await Promise.all(names.map(inCrm))).toEqual(names.map(() => 1));
  });
});

describe('Postgres faults', () => {
  const stored = async (name: string) => {
    const client = new pg.Client({ connectionString: database.direct });
    await client.connect();
    try {
      const leads = await client.query("SELECT id FROM leads WHERE payload->>'name' = $1", [name]);
      const outbox = await client.query('SELECT count(*)::int AS n FROM outbox WHERE ref_id = ANY($1::uuid[])', [leads.rows.map((r: { id: string }) => r.id)]);
      return { leads: leads.rowCount ?? 0, outbox: (outbox.rows[0] as { n: number }).n };
    } finally {
      await client.end();
    }
  };

  it('stores a lead with Postgres up', async () => {
    const name = `Постгрес ${randomBytes(3).toString('hex')}`;
    expect((await postLead(name)).status).toBe(202);
    expect(await stored(name)).toEqual({ leads: 1, outbox: 1 });
  });

  for (const fault of ['down', 'reset'] as const) {
    it(`Postgres ${fault}: POST /api/leads answers 503 with Retry-After and a Russian message, nothing half-stored; back up, accepted without a restart`, async () => {
      const refused = `Постгрес ${fault} ${randomBytes(3).toString('hex')}`;
      await postgres.set(fault);
      try {
        const started = performance.now();
        const response = await postLead(refused);
        const ms = Math.round(performance.now() - started);
        timings.push(`Postgres ${fault}: POST /api/leads`.padEnd(85) + ` ${response.status} ${ms} ms`);
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        const body = (await response.json()) as { error: { message: string } };
        expect(body.error.message).toMatch(/Попробуйте ещё раз/);
        expect(ms).toBeLessThan(TIMEOUT_MS * 2 + MARGIN_MS);
      } finally {
        await postgres.set('pass');
      }
      expect(await stored(refused)).toEqual({ leads: 0, outbox: 0 });
      const accepted = `Постгрес снова ${fault} ${randomBytes(3).toString('hex')}`;
      const answer = await eventually(() => postLead(accepted), (r) => r.status === 202, 10_000);
      expect(answer.status).toBe(202);
      expect(await stored(accepted)).toEqual({ leads: 1, outbox: 1 });
    });
  }
});
