// Contract: every sales-data endpoint of spec §7, over HTTP against the live service, answers in
// the shape @novostroy/contracts declares, refuses a missing token and a malformed filter.
import { randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_QUERY_PARAM,
  IDEMPOTENCY_HEADER,
  buildPropertyQuery,
  eqFilter,
  inFilter,
  salesDataPaths as paths,
  salesDataResponses as schemas,
} from '@novostroy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { expectServiceUp, liveConfig } from '@/test/live-services';

const base = () => liveConfig().salesData.url;
const auth = () => ({ Authorization: `Bearer ${liveConfig().salesData.token}` });

async function getJson<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
  const response = await fetch(`${base()}${path}`, { headers: auth() });
  expect(response.status, `GET ${path}`).toBe(200);
  return schema.parse(await response.json());
}

async function expectPdf(path: string) {
  const response = await fetch(`${base()}${path}`, { headers: auth() });
  expect(response.status, `GET ${path}`).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/application\/pdf/);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
}

function first<T>(items: readonly T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`the service listed no ${what}`);
  return item;
}

let projectId: number;
let houseId: number;
let flatId: number;

beforeAll(async () => {
  await expectServiceUp('The sales-data service', `${base()}/health`);
  const projects = await getJson(paths.projects, schemas.projects);
  projectId = first(projects.data, 'projects').id;
  const houses = await getJson(`${paths.houses}?filter[project_id]=${eqFilter(projectId)}`, schemas.houses);
  houseId = first(houses.data, 'houses').id;
  const flats = await getJson(
    `${paths.properties}?${buildPropertyQuery({ filter: { type_purpose: inFilter(['residential']), project_id: eqFilter(projectId) }, limit: 1 })}`,
    schemas.properties,
  );
  flatId = first(flats.data, 'flats').id;
});

describe('sales-data endpoints (spec §7)', () => {
  it('lists at least 15 projects and answers one by id', async () => {
    const projects = await getJson(paths.projects, schemas.projects);
    expect(projects.data.length).toBeGreaterThanOrEqual(15);
    const one = await getJson(paths.project(projectId), schemas.project);
    expect(one.data.id).toBe(projectId);
  });

  it('lists houses, facades, a floor plan and renders of a project', async () => {
    const houses = await getJson(`${paths.houses}?filter[project_id]=${eqFilter(projectId)}`, schemas.houses);
    expect(houses.data.every((house) => house.project_id === projectId)).toBe(true);
    const facades = await getJson(`${paths.facades}?filter[house_id]=${eqFilter(houseId)}`, schemas.facades);
    expect(facades.data.length).toBeGreaterThan(0);
    const floor = await getJson(`${paths.floor(houseId)}?floor=2`, schemas.floor);
    expect(JSON.stringify(floor.data)).toContain('property_id');
    const renders = await getJson(`${paths.renders}?filter[project_id]=${eqFilter(projectId)}`, schemas.renders);
    expect(renders.data.length).toBeGreaterThan(0);
  });

  it('filters, sorts and pages units with the spec syntax', async () => {
    const query = buildPropertyQuery({
      filter: { type_purpose: inFilter(['residential']), status: inFilter(['AVAILABLE', 'BOOKED']), project_id: eqFilter(projectId) },
      sort: 'price_value',
      limit: 5,
    });
    const page = await getJson(`${paths.properties}?${query}`, schemas.properties);
    const prices = page.data.map((unit) => unit.price_value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.data.every((unit) => unit.status !== 'SOLD' && unit.type_purpose === 'residential')).toBe(true);
    expect(page.meta.total).toBeGreaterThan(5);
  });

  it('answers completion years, price per m² and a monthly payment', async () => {
    expect((await getJson(paths.developmentEnd, schemas.developmentEnd)).data.length).toBeGreaterThan(0);
    expect((await getJson(paths.squareMeter, schemas.squareMeter)).data.length).toBeGreaterThan(0);
    const payment = await getJson(paths.monthlyPayment(flatId), schemas.monthlyPayment);
    expect(JSON.stringify(payment.data)).toMatch(/\d/);
  });

  it('serves real PDFs: a unit card, a floor map and a filtered list', async () => {
    await expectPdf(paths.propertyPdf(flatId));
    await expectPdf(paths.floorPdf(houseId, 2));
    await expectPdf(`${paths.propertiesPdf}?filter[project_id]=${eqFilter(projectId)}&limit=20`);
  });

  it('accepts the token as the access-token query parameter too', async () => {
    const token = encodeURIComponent(liveConfig().salesData.token);
    const response = await fetch(`${base()}${paths.projects}?${ACCESS_TOKEN_QUERY_PARAM}=${token}`);
    expect(response.status).toBe(200);
  });

  it('refuses a call without the token with 401', async () => {
    const response = await fetch(`${base()}${paths.projects}`);
    expect(response.status).toBe(401);
  });

  it('answers a malformed filter with 400 and a message, never 500', async () => {
    for (const query of ['filter[status]=IN(AVAILABLE', 'filter[colour]=EQ(red)', 'filter[floor]=EQ(high)', 'limit=-1', 'sort=nonsense']) {
      const response = await fetch(`${base()}${paths.properties}?${query}`, { headers: auth() });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error?: { message?: string } };
      expect(body.error?.message, query).toBeTruthy();
    }
  });

  it('stores a lead once under an Idempotency-Key and lists it in the inbox', async () => {
    const key = randomUUID();
    const lead = {
      name: 'Проверка контракта',
      phone: '+79180000000',
      form: 'callback',
      utm: { utm_source: 'contract-test', utm_countent: key },
      consent: { accepted: true, at: new Date().toISOString(), text_version: '2026-01' },
    };
    const post = () =>
      fetch(`${base()}${paths.addLead}`, {
        method: 'POST',
        headers: { ...auth(), 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key },
        body: JSON.stringify(lead),
      });
    const first = await post();
    expect(first.status).toBe(201);
    const stored = schemas.addLead.parse(await first.json());
    const replay = await post();
    expect(replay.status).toBe(200);
    expect(schemas.addLead.parse(await replay.json()).data.id).toBe(stored.data.id);
    const inbox = await getJson(`${paths.leads}?limit=1000`, schemas.leads);
    expect(inbox.data.filter((entry) => entry.utm?.utm_countent === key)).toHaveLength(1);
  });

  it('refuses an invalid lead with 400 and field messages', async () => {
    const response = await fetch(`${base()}${paths.addLead}`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: '', phone: '123', form: 'callback' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields?: Record<string, string> } };
    expect(Object.keys(body.error.fields ?? {})).toEqual(expect.arrayContaining(['name', 'phone', 'consent']));
  });

  it('stores a lead with an internationalised e-mail address (анна@пример.рф), as the forms of the site accept it', async () => {
    const key = randomUUID();
    const response = await fetch(`${base()}${paths.addLead}`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: key },
      body: JSON.stringify({
        name: 'Анна',
        phone: '+79180000001',
        email: 'анна@пример.рф',
        form: 'question',
        comment: 'Проверка контракта: адрес на .рф',
        utm: { utm_source: 'contract-test', utm_countent: key },
        consent: { accepted: true, at: new Date().toISOString(), text_version: '2026-01' },
      }),
    });
    expect(response.status).toBe(201);
    expect(schemas.addLead.parse(await response.json()).data.email).toBe('анна@пример.рф');
    const inbox = await getJson(`${paths.leads}?limit=1000`, schemas.leads);
    expect(inbox.data.filter((entry) => entry.utm?.utm_countent === key).map((entry) => entry.email)).toEqual(['анна@пример.рф']);
  });

  it('refuses a NUL character with 400 naming the field, so web never queues a lead it would refuse', async () => {
    const response = await fetch(`${base()}${paths.addLead}`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Ан\u0000на',
        phone: '+79180000002',
        form: 'callback',
        consent: { accepted: true, at: new Date().toISOString(), text_version: '2026-01' },
      }),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { error: { fields?: Record<string, string> } }).error.fields ?? {})).toEqual(['name']);
  });

  it('accepts a send-to-e-mail request for a unit', async () => {
    const response = await fetch(`${base()}${paths.send}`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@example.ru', property_ids: [flatId] }),
    });
    expect(response.status).toBe(201);
    expect(schemas.send.parse(await response.json()).data.property_ids).toEqual([flatId]);
    const cyrillic = await fetch(`${base()}${paths.send}`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'покупатель@пример.рф', property_ids: [flatId] }),
    });
    expect(cyrillic.status).toBe(201);
    expect(schemas.send.parse(await cyrillic.json()).data.email).toBe('покупатель@пример.рф');
  });
});
