import { errorResponseSchema, leadListResponseSchema, leadResponseSchema, sendRequestListResponseSchema, sendRequestResponseSchema } from '@novostroy/contracts';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Service } from './service';
import { authorised, expectJson, postJson, sampleLead, tempDir, testInventory, testService } from './test-support';

const lead = sampleLead;
/** The part of a leads.jsonl line these tests read. */
const journalLine = z.object({ record: z.object({ name: z.string() }) });

let folder: ReturnType<typeof tempDir>;
let service: Service;
let clock = 0;
const now = () => new Date(Date.UTC(2026, 2, 1, 7, 0, 0) + (clock += 1000));

beforeEach(async () => {
  folder = tempDir();
  service = await testService(folder.dir, now);
});
afterEach(async () => {
  await service.close();
  folder.remove();
});

const addLead = async (body: unknown, headers: Record<string, string> = {}): Promise<Response> => service.app.request('/api/amo-crm/add-lead', postJson(body, headers));
const listLeads = async (query = '') => expectJson(await service.app.request(`/api/amo-crm/leads${query}`, authorised()), 200, leadListResponseSchema);
const restart = async () => {
  await service.close();
  service = await testService(folder.dir, now);
};

describe('POST /api/amo-crm/add-lead', () => {
  it('stores a valid lead (201) and lists it', async () => {
    const body = await expectJson(await addLead(lead), 201, leadResponseSchema);
    expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.utm?.utm_countent).toBe('banner-1');
    const list = await listLeads();
    expect(list.data).toEqual([body.data]);
    expect(list.meta.total).toBe(1);
  });

  it('lists leads newest first and filters them', async () => {
    const first = await expectJson(await addLead(lead), 201, leadResponseSchema);
    const second = await expectJson(await addLead({ ...lead, form: 'callback', name: 'Мария' }), 201, leadResponseSchema);
    expect((await listLeads()).data.map((l) => l.id)).toEqual([second.data.id, first.data.id]);
    expect((await listLeads('?filter[form]=EQ(callback)')).data.map((l) => l.id)).toEqual([second.data.id]);
    expect((await listLeads('?limit=1&offset=1')).data.map((l) => l.id)).toEqual([first.data.id]);
  });

  it('answers 400 with a message per bad field and stores nothing', async () => {
    const response = await addLead({ ...lead, phone: '8 918 123-45-67', email: 'nope', form: 'spam', consent: { ...lead.consent, accepted: false } });
    const body = await expectJson(response, 400, errorResponseSchema);
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['consent.accepted', 'email', 'form', 'phone']);
    expect(body.error.message).toContain('phone');
    expect((await listLeads()).meta.total).toBe(0);
  });

  it('answers 400 to broken JSON, 415 to another content type, 413 to a large body', async () => {
    await expectJson(await addLead('{"name": '), 400, errorResponseSchema);
    const form = await service.app.request('/api/amo-crm/add-lead', authorised({ method: 'POST', body: 'name=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }));
    await expectJson(form, 415, errorResponseSchema);
    await expectJson(await addLead({ ...lead, comment: 'x'.repeat(40_000) }), 413, errorResponseSchema);
    expect((await listLeads()).meta.total).toBe(0);
  });

  it('replays an Idempotency-Key: 200 with the original lead, nothing new stored', async () => {
    const first = await expectJson(await addLead(lead, { 'Idempotency-Key': 'lead-abc-1' }), 201, leadResponseSchema);
    // Same body with other key order and whitespace is the same request.
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(lead).reverse()), null, 2);
    const replay = await addLead(reordered, { 'Idempotency-Key': 'lead-abc-1' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const second = await expectJson(replay, 200, leadResponseSchema);
    expect(second.data).toEqual(first.data);
    expect((await listLeads()).meta.total).toBe(1);
  });

  it('answers 409 when a key comes back with a different body', async () => {
    await expectJson(await addLead(lead, { 'Idempotency-Key': 'k-1' }), 201, leadResponseSchema);
    await expectJson(await addLead({ ...lead, name: 'Другое имя' }, { 'Idempotency-Key': 'k-1' }), 409, errorResponseSchema);
    expect((await listLeads()).meta.total).toBe(1);
  });

  it('treats a repeated lead_id as a replay, also without the header', async () => {
    const leadId = '5f0c6b3e-2f7a-4c1d-9a8e-3b6d2c1f0e9a';
    const first = await expectJson(await addLead({ ...lead, lead_id: leadId }), 201, leadResponseSchema);
    expect(first.data.id).toBe(leadId);
    const again = await expectJson(await addLead({ ...lead, lead_id: leadId }), 200, leadResponseSchema);
    expect(again.data).toEqual(first.data);
    await expectJson(await addLead({ ...lead, lead_id: leadId, name: 'Кто-то ещё' }), 409, errorResponseSchema);
    expect((await listLeads()).meta.total).toBe(1);
  });

  it('stores concurrent duplicates once', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => addLead(lead, { 'Idempotency-Key': 'same-time' })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect((await listLeads()).meta.total).toBe(1);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    await expectJson(await addLead(lead, { 'Idempotency-Key': 'has spaces in it' }), 400, errorResponseSchema);
  });
});

describe('durability', () => {
  it('keeps leads, send requests and idempotency keys across a restart', async () => {
    const stored = await expectJson(await addLead(lead, { 'Idempotency-Key': 'before-restart' }), 201, leadResponseSchema);
    const sent = await expectJson(await service.app.request('/api/send', postJson({ email: 'a@b.ru', project_id: 1101 }, { 'Idempotency-Key': 'send-1' })), 201, sendRequestResponseSchema);
    await restart();
    expect((await listLeads()).data).toEqual([stored.data]);
    const replay = await expectJson(await addLead(lead, { 'Idempotency-Key': 'before-restart' }), 200, leadResponseSchema);
    expect(replay.data).toEqual(stored.data);
    await expectJson(await addLead({ ...lead, name: 'Иначе' }, { 'Idempotency-Key': 'before-restart' }), 409, errorResponseSchema);
    const sends = await expectJson(await service.app.request('/api/send', authorised()), 200, sendRequestListResponseSchema);
    expect(sends.data).toEqual([sent.data]);
    await expectJson(await service.app.request('/api/send', postJson({ email: 'a@b.ru', project_id: 1101 }, { 'Idempotency-Key': 'send-1' })), 200, sendRequestResponseSchema);
  });

  it('writes one JSON line per accepted lead', async () => {
    await expectJson(await addLead(lead), 201, leadResponseSchema);
    await expectJson(await addLead({ ...lead, name: 'Второй' }), 201, leadResponseSchema);
    await expectJson(await addLead({ ...lead, phone: 'bad' }), 400, errorResponseSchema);
    const lines = readFileSync(path.join(folder.dir, 'leads.jsonl'), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(journalLine.parse(JSON.parse(lines[1] ?? '')).record.name).toBe('Второй');
  });

  it('recovers from a torn last line left by a crash', async () => {
    const stored = await expectJson(await addLead(lead), 201, leadResponseSchema);
    await service.close();
    const file = path.join(folder.dir, 'leads.jsonl');
    appendFileSync(file, '{"v":1,"key":null,"hash":"abc","record":{"id":"trunc');
    service = await testService(folder.dir, now);
    expect((await listLeads()).data).toEqual([stored.data]);
    await expectJson(await addLead({ ...lead, name: 'После сбоя' }), 201, leadResponseSchema);
    await restart();
    expect((await listLeads()).data.map((l) => l.name)).toEqual(['После сбоя', lead.name]);
    expect(readFileSync(file, 'utf8').trimEnd().split('\n')).toHaveLength(2);
  });

  it('skips an unreadable line instead of refusing to start', async () => {
    await service.close();
    writeFileSync(path.join(folder.dir, 'leads.jsonl'), 'not json\n');
    service = await testService(folder.dir, now);
    expect((await listLeads()).meta.total).toBe(0);
  });
});

describe('POST /api/send', () => {
  const send = (body: unknown, headers: Record<string, string> = {}) => service.app.request('/api/send', postJson(body, headers));

  it('queues a request for units or a project', async () => {
    const ids = testInventory().properties.slice(0, 3).map((p) => p.id);
    const body = await expectJson(await send({ email: 'buyer@example.ru', property_ids: ids, name: 'Ольга', utm: { source: 'vk' } }), 201, sendRequestResponseSchema);
    expect(body.data).toMatchObject({ status: 'queued', email: 'buyer@example.ru', property_ids: ids });
    await expectJson(await send({ email: 'buyer@example.ru', project_id: 1102 }), 201, sendRequestResponseSchema);
    const list = await expectJson(await service.app.request('/api/send', authorised()), 200, sendRequestListResponseSchema);
    expect(list.meta.total).toBe(2);
    expect(list.data[0]?.project_id).toBe(1102);
  });

  it('answers 400 for bad fields and unknown ids', async () => {
    const missing = await expectJson(await send({ email: 'x' }), 400, errorResponseSchema);
    expect(Object.keys(missing.error.fields ?? {}).sort()).toEqual(['email', 'property_ids']);
    const unknown = await expectJson(await send({ email: 'a@b.ru', property_ids: [1, 2] }), 400, errorResponseSchema);
    expect(unknown.error.fields?.property_ids).toMatch(/unknown property ids: 1, 2/);
    await expectJson(await send({ email: 'a@b.ru', project_id: 5 }), 400, errorResponseSchema);
    await expectJson(await send({ email: 'a@b.ru', property_ids: Array.from({ length: 51 }, (_, i) => i + 1) }), 400, errorResponseSchema);
  });

  it('is idempotent on the Idempotency-Key', async () => {
    const first = await expectJson(await send({ email: 'a@b.ru', project_id: 1101 }, { 'Idempotency-Key': 's-1' }), 201, sendRequestResponseSchema);
    const again = await expectJson(await send({ email: 'a@b.ru', project_id: 1101 }, { 'Idempotency-Key': 's-1' }), 200, sendRequestResponseSchema);
    expect(again.data).toEqual(first.data);
    await expectJson(await send({ email: 'c@d.ru', project_id: 1101 }, { 'Idempotency-Key': 's-1' }), 409, errorResponseSchema);
  });
});
