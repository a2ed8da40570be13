// The service forwarding accepted leads to a fake amoCRM over real HTTP: what is sent, retries,
// failures, restarts, the rate limit and what ends up in the logs.
import { leadListResponseSchema, leadResponseSchema, type LeadCrm, type LeadPayloadInput } from '@novostroy/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AmoCrmConfig } from '../config';
import type { Service } from '../service';
import { authorised, expectJson, postJson, sampleLead, tempDir, testAmoConfig, testService } from '../test-support';
import { eventually, startFakeAmoCrm, type FakeAmoCrm } from './fake-amocrm';
import type { ForwarderLog } from './forwarder';

const lead: LeadPayloadInput = {
  ...sampleLead,
  utm: { utm_source: 'yandex', utm_medium: 'cpc', utm_countent: 'banner-1', ya_clid: 'y-1', source: 'https://ya.ru/' },
};

let folder: ReturnType<typeof tempDir>;
let fake: FakeAmoCrm;
let service: Service | undefined;
const messages: string[] = [];
const quietLog: ForwarderLog = { info: (m) => messages.push(m), warn: (m) => messages.push(m), error: (m) => messages.push(m) };

beforeEach(async () => {
  folder = tempDir();
  fake = await startFakeAmoCrm();
  messages.length = 0;
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  await fake.close();
  folder.remove();
  vi.restoreAllMocks();
});

async function start(overrides: Partial<AmoCrmConfig> = {}, forwarder: { stopGraceMs?: number; log?: ForwarderLog } = {}): Promise<Service> {
  service = await testService(folder.dir, undefined, { amocrm: testAmoConfig(fake, overrides), forwarder: { log: quietLog, ...forwarder } });
  return service;
}
const addLead = async (body: LeadPayloadInput = lead, headers: Record<string, string> = {}) =>
  expectJson(await service!.app.request('/api/amo-crm/add-lead', postJson(body, headers)), 201, leadResponseSchema);
const crmOf = async (id: string): Promise<LeadCrm | undefined> => {
  const list = await expectJson(await service!.app.request('/api/amo-crm/leads?limit=100', authorised()), 200, leadListResponseSchema);
  return list.data.find((l) => l.id === id)?.crm;
};
const stateLines = () =>
  readFileSync(path.join(folder.dir, 'amocrm.jsonl'), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { lead_id: string; status: string; attempts: number; note?: string; uncertain?: boolean });

describe('forwarding a lead to amoCRM', () => {
  it('creates the lead with its contact and tracking fields, then adds the note', async () => {
    await start({ pipelineId: 7001, statusId: 142, leadIdFieldId: 9001 });
    const created = await addLead();
    expect(created.data.crm).toEqual({ status: 'pending', attempts: 0 });
    await service!.forwarder!.settled();

    const [complex] = fake.calls('complex');
    expect(fake.calls('complex')).toHaveLength(1);
    expect(complex?.method).toBe('POST');
    expect(complex?.headers.authorization).toBe(`Bearer ${fake.token}`);
    expect(complex?.headers['content-type']).toBe('application/json');
    expect(complex?.body).toEqual([
      {
        name: 'Заявка с сайта: интерес к объекту, квартира 11010001, ЖК «Северное сияние»',
        pipeline_id: 7001,
        status_id: 142,
        custom_fields_values: [
          { field_code: 'UTM_SOURCE', values: [{ value: 'yandex' }] },
          { field_code: 'UTM_MEDIUM', values: [{ value: 'cpc' }] },
          { field_code: 'UTM_CONTENT', values: [{ value: 'banner-1' }] },
          { field_code: 'YCLID', values: [{ value: 'y-1' }] },
          { field_code: 'REFERRER', values: [{ value: 'https://ya.ru/' }] },
          // The site's lead id, in the account's own field: how a lost answer is found again.
          { field_id: 9001, values: [{ value: created.data.id }] },
        ],
        _embedded: {
          contacts: [
            {
              first_name: 'Иван Петров',
              custom_fields_values: [
                { field_code: 'PHONE', values: [{ value: '+79181234567', enum_code: 'WORK' }] },
                { field_code: 'EMAIL', values: [{ value: 'ivan@example.ru', enum_code: 'WORK' }] },
              ],
            },
          ],
        },
      },
    ]);

    const notes = fake.calls('notes');
    expect(notes.map((n) => n.path)).toEqual(['/api/v4/leads/30000001/notes']);
    const [note] = notes[0]?.body as { note_type: string; params: { text: string } }[];
    expect(note?.note_type).toBe('common');
    for (const part of ['интерес к объекту', 'id 11010001, квартира', 'ЖК «Северное сияние», id 1101', 'https://novostroy.example/property/11010001', 'Интересует двухкомнатная', '2026-03-01T10:15:00+03:00, версия текста 2026-01']) {
      expect(note?.params.text).toContain(part);
    }
    expect(await crmOf(created.data.id)).toEqual({ status: 'sent', amo_lead_id: 30000001, attempts: 1 });
  });

  it('does not forward a replayed lead again', async () => {
    await start();
    const first = await addLead(lead, { 'Idempotency-Key': 'once-1' });
    await service!.forwarder!.settled();
    const replay = await service!.app.request('/api/amo-crm/add-lead', postJson(lead, { 'Idempotency-Key': 'once-1' }));
    expect(replay.status).toBe(200);
    expect((await expectJson(replay, 200, leadResponseSchema)).data.crm).toEqual({ status: 'sent', amo_lead_id: 30000001, attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.created).toHaveLength(1);
    expect(await crmOf(first.data.id)).toMatchObject({ status: 'sent' });
  });

  it('retries after 500 and 429 and creates the lead once, looking it up after the 500', async () => {
    await start();
    fake.failNext(1, 500, 'complex');
    fake.failNext(1, 429, 'complex');
    const created = await addLead();
    await service!.forwarder!.settled();
    // A 500 may hide a lead amoCRM created before failing: it is searched for before the retry.
    // A 429 is a clear refusal: retried at once after the backoff.
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v4/leads/complex',
      'GET /api/v4/leads',
      'POST /api/v4/leads/complex',
      'POST /api/v4/leads/complex',
      'POST /api/v4/leads/30000001/notes',
    ]);
    expect(fake.created).toHaveLength(1);
    expect(await crmOf(created.data.id)).toEqual({ status: 'sent', amo_lead_id: 30000001, attempts: 4 });
    expect(stateLines().map((l) => [l.status, l.attempts, l.uncertain === true])).toEqual([
      ['pending', 1, true], // before the first create call
      ['pending', 1, true], // HTTP 500
      ['pending', 3, true], // the look-up found nothing; before the second create call
      ['pending', 3, false], // HTTP 429
      ['pending', 4, true],
      ['sent', 4, false],
      ['sent', 4, false], // the note
    ]);
  });

  it('retries a request that gets no answer in time, after looking for it', async () => {
    await start({ timeoutMs: 200 });
    fake.hangNext(1, 'complex');
    const created = await addLead();
    await service!.forwarder!.settled();
    expect(fake.calls('complex')).toHaveLength(2);
    expect(fake.calls('search')).toHaveLength(1);
    expect(fake.created).toHaveLength(1);
    expect(await crmOf(created.data.id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(messages.join('\n')).toContain('timed out on attempt 1');
  });

  it('creates a lead once when amoCRM created it but its answer was lost', async () => {
    await start({ leadIdFieldId: 9001 });
    fake.dropAnswerOfNext(1, 'complex');
    const created = await addLead();
    await service!.forwarder!.settled();
    // amoCRM made the lead on the first call; the search finds it by the site's id.
    expect(fake.calls('complex')).toHaveLength(1);
    expect(fake.created).toHaveLength(1);
    expect(fake.calls('search').map((r) => r.headers.authorization)).toEqual([`Bearer ${fake.token}`]);
    expect(fake.calls('notes').map((n) => n.path)).toEqual(['/api/v4/leads/30000001/notes']);
    expect(await crmOf(created.data.id)).toEqual({ status: 'sent', amo_lead_id: 30000001, attempts: 2 });
    expect(messages.join('\n')).toContain(`lead ${created.data.id}: found in amoCRM as lead 30000001 after a lost answer; not created again`);
  });

  it('finds the lead by the id at the end of its name when the account has no field for it', async () => {
    await start();
    fake.dropAnswerOfNext(1, 'complex');
    const created = await addLead();
    await service!.forwarder!.settled();
    expect(fake.created).toHaveLength(1);
    expect((fake.created[0] as { name: string }).name).toBe(`Заявка с сайта: интерес к объекту, квартира 11010001, ЖК «Северное сияние» · заявка ${created.data.id}`);
    expect(await crmOf(created.data.id)).toEqual({ status: 'sent', amo_lead_id: 30000001, attempts: 2 });
  });

  it('ends with each lead once in amoCRM when ten answers in a row are lost', async () => {
    await start({ leadIdFieldId: 9001 });
    fake.dropAnswerOfNext(10, 'any');
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) ids.push((await addLead({ ...lead, name: `Покупатель ${i}` })).data.id);
    await service!.forwarder!.settled();
    const inCrm = fake.created.map((body) => (body as { custom_fields_values: { field_id?: number; values: { value: string }[] }[] }).custom_fields_values.find((f) => f.field_id === 9001)?.values[0]?.value);
    expect(inCrm.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await crmOf(id)).toMatchObject({ status: 'sent' });
    expect(fake.calls('notes').length).toBeGreaterThanOrEqual(10);
  });

  it('keeps looking, never creating, while the search itself fails', async () => {
    await start({ maxAttempts: 4, leadIdFieldId: 9001 });
    fake.dropAnswerOfNext(1, 'complex');
    fake.failNext(10, 503, 'search');
    const created = await addLead();
    await service!.forwarder!.settled();
    expect(fake.calls('complex')).toHaveLength(1);
    expect(fake.calls('search')).toHaveLength(3);
    // Given up for an operator, and marked as possibly in amoCRM already.
    expect(await crmOf(created.data.id)).toEqual({ status: 'failed', attempts: 4 });
    expect(stateLines().at(-1)).toMatchObject({ status: 'failed', uncertain: true, error: 'HTTP 503 looking the lead up' });
  });

  it('marks a lead failed on 401 at once, without retrying', async () => {
    await start({ accessToken: 'revoked-token-9876543210' });
    const created = await addLead();
    await service!.forwarder!.settled();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fake.calls('complex')).toHaveLength(1);
    expect(fake.created).toHaveLength(0);
    expect(await crmOf(created.data.id)).toEqual({ status: 'failed', attempts: 1 });
    expect(messages.join('\n')).toMatch(/HTTP 401 on attempt 1 of 8; marked failed/);
  });

  it('gives up on other errors after the last attempt', async () => {
    await start({ maxAttempts: 3 });
    fake.failNext(10, 404, 'complex');
    const created = await addLead();
    await service!.forwarder!.settled();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fake.calls('complex')).toHaveLength(3);
    expect(await crmOf(created.data.id)).toEqual({ status: 'failed', attempts: 3 });
  });

  it('retries only the note when the note fails', async () => {
    await start();
    fake.failNext(2, 500, 'notes');
    const created = await addLead();
    await service!.forwarder!.settled();
    expect(fake.calls('complex')).toHaveLength(1);
    expect(fake.calls('notes')).toHaveLength(3);
    expect(await crmOf(created.data.id)).toEqual({ status: 'sent', amo_lead_id: 30000001, attempts: 1 });
  });

  it('shows crm "off" when forwarding is not configured', async () => {
    service = await testService(folder.dir);
    const created = await addLead();
    expect(created.data.crm).toEqual({ status: 'off' });
    expect(await crmOf(created.data.id)).toEqual({ status: 'off' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('restarts', () => {
  it('resumes an unfinished lead after a stop and never resends a sent one', async () => {
    await start({}, { stopGraceMs: 300 });
    const sent = await addLead({ ...lead, name: 'Отправлена' });
    await service!.forwarder!.settled();
    fake.hangNext(1, 'complex');
    const unfinished = await addLead({ ...lead, name: 'Недоотправлена' });
    await eventually(() => fake.calls('complex').length === 2, 'the second complex call');

    // Stopping waits for the hanging call only as long as the grace period.
    const t0 = performance.now();
    await service!.close();
    service = undefined;
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(fake.created).toHaveLength(1);

    // The cut-off call may have reached amoCRM: the lead is still owed, and looked up first.
    expect(stateLines().filter((l) => l.lead_id === unfinished.data.id)).toMatchObject([{ status: 'pending', attempts: 1, uncertain: true }]);

    await start();
    await service!.forwarder!.settled();
    expect(fake.calls('search')).toHaveLength(1);
    expect(fake.created.map((l) => (l as { _embedded: { contacts: { first_name: string }[] } })._embedded.contacts[0]?.first_name)).toEqual(['Отправлена', 'Недоотправлена']);
    expect(await crmOf(sent.data.id)).toEqual({ status: 'sent', amo_lead_id: 30000001, attempts: 1 });
    expect(await crmOf(unfinished.data.id)).toEqual({ status: 'sent', amo_lead_id: 30000002, attempts: 3 });
    expect(fake.calls('notes')).toHaveLength(2);
  });

  it('resumes the note, not the lead, when it stopped between the two', async () => {
    await start({}, { stopGraceMs: 200 });
    fake.hangNext(1, 'notes');
    const created = await addLead();
    await eventually(() => fake.calls('notes').length === 1, 'the note call');
    await service!.close();
    service = undefined;

    await start();
    await service!.forwarder!.settled();
    expect(fake.calls('complex')).toHaveLength(1);
    expect(fake.calls('notes').map((n) => n.path)).toEqual(['/api/v4/leads/30000001/notes', '/api/v4/leads/30000001/notes']);
    expect(await crmOf(created.data.id)).toEqual({ status: 'sent', amo_lead_id: 30000001, attempts: 1 });
  });

  it('forwards the leads stored while forwarding was off once it is configured', async () => {
    service = await testService(folder.dir);
    const earlier = await addLead();
    await service.close();
    service = undefined;
    await start();
    await service!.forwarder!.settled();
    expect(fake.created).toHaveLength(1);
    expect(await crmOf(earlier.data.id)).toMatchObject({ status: 'sent' });
  });

  it('keeps counting attempts across a restart', async () => {
    await start({ maxAttempts: 3 }, { stopGraceMs: 100 });
    fake.failNext(2, 429, 'complex');
    fake.hangNext(1, 'complex');
    const created = await addLead();
    await eventually(() => fake.calls('complex').length === 3, 'the third complex call');
    await service!.close();
    service = undefined;
    // The third call was cut off: after the restart the lead is looked up (its fourth call),
    // and with the attempts used up it is marked failed rather than created again blindly.
    fake.failNext(1, 503, 'search');
    await start({ maxAttempts: 3 });
    await service!.forwarder!.settled();
    expect(fake.calls('complex')).toHaveLength(3);
    expect(fake.calls('search')).toHaveLength(1);
    expect(await crmOf(created.data.id)).toEqual({ status: 'failed', attempts: 4 });
  });

  it('after a restart, looks up a lead whose answer was lost and records it sent without a second create', async () => {
    await start({ leadIdFieldId: 9001 });
    fake.dropAnswerOfNext(1, 'complex');
    fake.failNext(100, 503, 'search');
    const created = await addLead();
    await eventually(() => fake.calls('search').length >= 1, 'the first look-up');
    await service!.close();
    service = undefined;
    fake.clearFaults();
    fake.requests.length = 0;
    await start({ leadIdFieldId: 9001 });
    await service!.forwarder!.settled();
    expect(fake.created).toHaveLength(1);
    expect(fake.calls('complex')).toHaveLength(0);
    expect(await crmOf(created.data.id)).toMatchObject({ status: 'sent', amo_lead_id: 30000001 });
  });
});

describe('rate limit', () => {
  it('makes no more than 7 calls in any second across 20 leads', async () => {
    await start();
    await Promise.all(Array.from({ length: 20 }, (_, i) => addLead({ ...lead, name: `Покупатель ${i + 1}` })));
    await service!.forwarder!.settled();
    expect(fake.created).toHaveLength(20);
    const times = fake.requests.map((r) => r.at).sort((a, b) => a - b);
    expect(times).toHaveLength(40);
    const busiest = Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + 1000).length));
    expect(busiest).toBeLessThanOrEqual(7);
    // The limit is a limit, not a crawl: at least 5 calls went out in some second.
    expect(busiest).toBeGreaterThanOrEqual(5);
  }, 20_000);
});

describe('logs', () => {
  it('never contain the token or the visitor, whatever goes wrong', async () => {
    const output: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void output.push(args.map(String).join(' ')));
    }
    const secret = 'super-secret-amocrm-token-4242424242';
    // Default console logging; a wrong token (401), a 500, a time-out and an unreachable host.
    service = await testService(folder.dir, undefined, { amocrm: testAmoConfig({ url: fake.url, token: secret }, { timeoutMs: 200 }) });
    const a = await addLead({ ...lead, name: 'Секретное Имя' });
    await service.forwarder!.settled();
    await service.close();
    fake.failNext(1, 500, 'complex');
    fake.hangNext(1, 'complex');
    service = await testService(folder.dir, undefined, { amocrm: testAmoConfig(fake, { timeoutMs: 200 }) });
    const b = await addLead({ ...lead, name: 'Секретное Имя' });
    await service.forwarder!.settled();
    await service.close();
    const closed = await startFakeAmoCrm();
    await closed.close();
    service = await testService(folder.dir, undefined, { amocrm: testAmoConfig({ url: closed.url, token: secret }, { maxAttempts: 2 }) });
    const c = await addLead({ ...lead, name: 'Секретное Имя' });
    await service.forwarder!.settled();

    const text = output.join('\n');
    expect(text).toContain(`lead ${a.data.id}: not forwarded, HTTP 401`);
    expect(text).toMatch(new RegExp(`lead ${b.data.id}: HTTP 500 on attempt 1`));
    expect(text).toMatch(new RegExp(`lead ${c.data.id}: not forwarded, ECONNREFUSED on attempt 2 of 2`));
    for (const secretish of [secret, fake.token, 'Секретное Имя', '+79181234567', 'ivan@example.ru']) expect(text).not.toContain(secretish);
  });
});
