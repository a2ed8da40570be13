// The promise of the lead pipeline, tested on the real servers: with the sales-data service down
// (and the web server killed and restarted while it is down) no lead is lost, and once the
// service is back every lead arrives exactly once with its attribution. Then malformed requests
// against the running server: only 4xx, nothing stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, freePort, startSalesDataServer, startWebServer, type RunningProcess } from '@/test/processes';
import { malformedLead, validLead } from './server/test-payloads';

const TOKEN = 'system-test-sales-data-token';

interface Health {
  status: string;
  outbox: { backlog: number; dead_letter: number } | null;
}
interface InboxLead {
  id: string;
  utm?: Record<string, string>;
}

let dataDir: string;
let salesPort: number;
let webPort: number;
let sales: RunningProcess | undefined;
let web: RunningProcess | undefined;
const webUrl = () => `http://127.0.0.1:${webPort}`;
const salesUrl = () => `http://127.0.0.1:${salesPort}`;

function startSales(): Promise<RunningProcess> {
  return startSalesDataServer(salesPort, { SALES_DATA_DIR: path.join(dataDir, 'sales-data'), SALES_DATA_TOKEN: TOKEN });
}

function startWeb(): Promise<RunningProcess> {
  return startWebServer(webPort, {
    SITE_URL: webUrl(),
    // No CMS here: the lead routes do not use it.
    CMS_URL: 'http://127.0.0.1:9',
    SALES_DATA_URL: salesUrl(),
    SALES_DATA_TOKEN: TOKEN,
    DATA_DIR: path.join(dataDir, 'web'),
    LEAD_RATE_LIMIT: '100000',
    OUTBOX_RETRY_BASE_MS: '200',
    OUTBOX_RETRY_MAX_MS: '1000',
    OUTBOX_POLL_MS: '200',
    OUTBOX_MAX_ATTEMPTS: '1000',
    // Claims of a killed server come back after a batch's worth of time-outs.
    UPSTREAM_TIMEOUT_MS: '1000',
  });
}

async function health(): Promise<Health> {
  return (await (await fetch(`${webUrl()}/api/health`)).json()) as Health;
}

async function inbox(): Promise<InboxLead[]> {
  const response = await fetch(`${salesUrl()}/api/amo-crm/leads?limit=1000`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: InboxLead[] }).data;
}

function postLead(body: unknown): Promise<Response> {
  return fetch(`${webUrl()}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json', origin: webUrl() }, body: JSON.stringify(body) });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'novostroy-leads-'));
  [salesPort, webPort] = await Promise.all([freePort(), freePort()]);
  sales = await startSales();
  web = await startWeb();
});

afterAll(async () => {
  await web?.stop('SIGKILL');
  await sales?.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('leads across a sales-data outage', () => {
  it('delivers 100 leads sent while sales-data is down, each exactly once with its UTM record', async () => {
    const first = validLead(webUrl());
    expect((await postLead(first)).status).toBe(202);
    expect((await eventually(inbox, (leads) => leads.length === 1, 15_000)).map((lead) => lead.id)).toEqual([first.lead_id]);

    await sales!.stop('SIGTERM');
    const leads = Array.from({ length: 100 }, (_, i) => ({
      ...validLead(webUrl()),
      name: `Покупатель ${i + 1}`,
      utm: { utm_source: 'yandex', utm_medium: 'cpc', utm_campaign: `outage-${i}`, utm_countent: `banner-${i % 7}`, ya_clid: `Y${i}` },
    }));
    for (let i = 0; i < leads.length; i += 10) {
      const answers = await Promise.all(leads.slice(i, i + 10).map(postLead));
      expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(202));
    }
    expect((await health()).outbox).toMatchObject({ backlog: 100, dead_letter: 0 });

    // The web server dies too, without a chance to clean up; what it accepted is on disk.
    await web!.stop('SIGKILL');
    web = await startWeb();
    expect((await health()).outbox).toMatchObject({ backlog: 100, dead_letter: 0 });

    sales = await startSales();
    const arrived = await eventually(inbox, (all) => all.length >= 101, 90_000);
    const ids = arrived.map((lead) => lead.id);
    expect(ids).toHaveLength(101);
    expect(new Set(ids).size).toBe(101);
    const byId = new Map(arrived.map((lead) => [lead.id, lead]));
    for (const lead of leads) expect(byId.get(lead.lead_id)?.utm, lead.lead_id).toEqual(lead.utm);
    expect((await eventually(health, (h) => h.outbox?.backlog === 0, 10_000)).outbox).toMatchObject({ backlog: 0, dead_letter: 0 });

    // Nothing arrives twice later either (a late retry would show up here).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await inbox()).toHaveLength(101);
  });
});

describe('malformed requests against the running server', () => {
  it('1,000 malformed leads get 4xx answers with Russian field messages and nothing is stored', async () => {
    const before = (await inbox()).length;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(malformedLead, async (payload) => {
        const response = await postLead(payload);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        const { error } = (await response.json()) as { error: { message: string; fields?: Record<string, string> } };
        expect(Object.keys(error.fields ?? {}).length).toBeGreaterThan(0);
        for (const message of [error.message, ...Object.values(error.fields ?? {})]) expect(message).toMatch(/[а-яё]/i);
      }),
      { numRuns: 1000 },
    );
    expect([...statuses.keys()]).toEqual([422]);
    expect((await health()).outbox).toMatchObject({ backlog: 0, dead_letter: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await inbox()).toHaveLength(before);
  });
});
