import { leadPayloadSchema, sendRequestSchema } from '@novostroy/contracts';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leads, outbox, sendRequests } from '@/lib/db/schema';
import { quietLog, memoryDatabaseForFile } from '@/test/memory-database';
import { MESSAGES } from '../schema';
import { BODY_LIMIT_BYTES, GUARD_MESSAGES, RateLimiter } from '@/lib/http/guards';
import { INTAKE_MESSAGES, handleLeadPost, handleSendPost, type IntakeDependencies } from './intake';
import { malformedLead, validLead } from './test-payloads';
import { PEER_ADDRESS_HEADER } from '@/lib/http/edge-headers';

const SITE = 'https://novostroy.example';
const NOW = new Date('2026-11-23T09:30:00.000Z');
const database = memoryDatabaseForFile([outbox, leads, sendRequests]);

function deps(overrides: Partial<IntakeDependencies> = {}): IntakeDependencies {
  return {
    database: async () => database().db,
    siteUrl: SITE,
    limiter: new RateLimiter({ limit: 1_000_000, windowMs: 60_000 }),
    now: () => NOW,
    log: quietLog,
    ...overrides,
  };
}

function post(body: unknown, headers: Record<string, string> = {}, path = '/api/leads'): Request {
  return postRaw(JSON.stringify(body), headers, path);
}

function postRaw(body: string, headers: Record<string, string> = {}, path = '/api/leads'): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, [PEER_ADDRESS_HEADER]: '203.0.113.7', ...headers },
    body,
  });
}


async function storedCount(): Promise<{ leads: number; sends: number; outbox: number }> {
  const [l] = await database().db.select({ n: count() }).from(leads);
  const [s] = await database().db.select({ n: count() }).from(sendRequests);
  const [o] = await database().db.select({ n: count() }).from(outbox);
  return { leads: l!.n, sends: s!.n, outbox: o!.n };
}

const CYRILLIC = /[а-яё]/i;

describe('POST /api/leads', () => {
  it('stores the lead and its outbox row before answering 202 with the id', async () => {
    const lead = validLead();
    const response = await handleLeadPost(post(lead), deps());
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ data: { id: lead.lead_id } });

    const [row] = await database().db.select().from(outbox).where(eq(outbox.refId, lead.lead_id));
    expect(row).toMatchObject({ target: '/api/amo-crm/add-lead', status: 'pending', attempts: 0 });
    // What sales-data will receive: the contract's shape, phone normalised, consent with time and version.
    const payload = leadPayloadSchema.parse(row!.payload);
    expect(payload).toMatchObject({
      lead_id: lead.lead_id,
      form: 'callback',
      name: 'Анна',
      phone: '+79181234567',
      project_id: 1101,
      project_title: 'ЖК Солнечный',
      page_url: lead.context.page_url,
      utm: { utm_source: 'yandex', utm_countent: 'banner', ya_clid: 'Y-1' },
      consent: { accepted: true, at: NOW.toISOString(), text_version: '2026-01' },
    });
    const [stored] = await database().db.select().from(leads).where(eq(leads.id, lead.lead_id));
    expect(stored).toMatchObject({ form: 'callback', consentVersion: '2026-01' });
    expect(stored!.consentAt.toISOString()).toBe(NOW.toISOString());
  });

  it('stores a resubmission of the same form once', async () => {
    const lead = validLead();
    let woken = 0;
    const d = deps({ onStored: () => (woken += 1) });
    expect((await handleLeadPost(post(lead), d)).status).toBe(202);
    const again = await handleLeadPost(post(lead), d);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ data: { id: lead.lead_id } });
    expect(await storedCount()).toEqual({ leads: 1, sends: 0, outbox: 1 });
    expect(woken).toBe(1);
  });

  it('answers 422 with the Russian message of each bad field, and stores nothing', async () => {
    const response = await handleLeadPost(post({ ...validLead(), name: '  ', phone: '+7 918 12', consent: false }), deps());
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        status: 422,
        message: INTAKE_MESSAGES.invalid,
        fields: { name: 'Поле обязательно для заполнения', phone: MESSAGES.phone, consent: MESSAGES.consent },
      },
    });
    expect(await storedCount()).toEqual({ leads: 0, sends: 0, outbox: 0 });
  });

  it('uses the spec messages for length and e-mail, and needs the question in the question form', async () => {
    const response = await handleLeadPost(post({ ...validLead(), form: 'question', name: 'Я', email: 'anna@', comment: '' }), deps());
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({
      name: 'Кол-во символов не должно быть меньше 2',
      email: 'Поле должно содержать E-mail',
      comment: 'Поле обязательно для заполнения',
    });
  });

  it('refuses a form sent faster than a person can fill it', async () => {
    const response = await handleLeadPost(post({ ...validLead(), fill_ms: 300 }), deps());
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(INTAKE_MESSAGES.tooFast);
    expect(await storedCount()).toEqual({ leads: 0, sends: 0, outbox: 0 });
  });

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const response = await handleLeadPost(post({ ...validLead(), website: 'http://spam.example' }), deps());
    expect(response.status).toBe(202);
    expect(await storedCount()).toEqual({ leads: 0, sends: 0, outbox: 0 });
  });

  it('refuses another site (Origin, or Fetch Metadata when Origin is missing) with 403', async () => {
    const foreign = await handleLeadPost(post(validLead(), { origin: 'https://evil.example' }), deps());
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe(GUARD_MESSAGES.crossSite);
    const headers = { 'sec-fetch-site': 'cross-site' };
    const request = post(validLead(), headers);
    request.headers.delete('origin');
    expect((await handleLeadPost(request, deps())).status).toBe(403);
    // The origin the request reached this server by (behind a proxy) is this site too.
    const proxied = await handleLeadPost(post(validLead(), { origin: 'https://www.novostroy.example', 'x-forwarded-host': 'www.novostroy.example', 'x-forwarded-proto': 'https' }), deps());
    expect(proxied.status).toBe(202);
    expect(await storedCount()).toMatchObject({ leads: 1 });
  });

  it('refuses a non-JSON body (415), broken JSON (400) and an oversized body (413)', async () => {
    expect((await handleLeadPost(postRaw('name=Анна', { 'content-type': 'application/x-www-form-urlencoded' }), deps())).status).toBe(415);
    expect((await handleLeadPost(postRaw('{"name":'), deps())).status).toBe(400);
    const big = { ...validLead(), comment: 'я'.repeat(BODY_LIMIT_BYTES) };
    const tooLarge = await handleLeadPost(post(big), deps());
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: { message: string } }).error.message).toBe(GUARD_MESSAGES.tooLarge);
    // A streamed body without Content-Length is cut off at the limit, too.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
        controller.close();
      },
    });
    const streamed = new Request(`${SITE}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json', origin: SITE }, body: stream, duplex: 'half' } as RequestInit);
    expect((await handleLeadPost(streamed, deps())).status).toBe(413);
  });

  it('limits each address, with Retry-After and a Russian message; invalid requests do not count', async () => {
    const d = deps({ limiter: new RateLimiter({ limit: 2, windowMs: 600_000 }) });
    expect((await handleLeadPost(post({ ...validLead(), name: '' }), d)).status).toBe(422);
    expect((await handleLeadPost(post(validLead()), d)).status).toBe(202);
    expect((await handleLeadPost(post(validLead()), d)).status).toBe(202);
    const limited = await handleLeadPost(post(validLead()), d);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('600');
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(GUARD_MESSAGES.rateLimited(10));
    // Another address is not affected.
    expect((await handleLeadPost(post(validLead(), { [PEER_ADDRESS_HEADER]: '198.51.100.1' }), d)).status).toBe(202);
  });

  it('answers a NUL character in any text field with 422 naming the field, stores nothing and does not count it', async () => {
    const d = deps({ limiter: new RateLimiter({ limit: 1, windowMs: 600_000 }) });
    const before = await storedCount();
    const nul = (text: string) => `${text}\u0000`;
    const lead = validLead();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: nul('Анна') }, 'name'],
      [{ form: 'question', comment: nul('Есть ли парковка?') }, 'comment'],
      [{ form: 'question', comment: 'Есть ли парковка?', email: nul('anna@example.ru') }, 'email'],
      [{ consent_version: nul('2026-01') }, 'consent_version'],
      [{ context: { ...lead.context, project_title: nul('ЖК Солнечный') } }, 'context.project_title'],
      [{ context: { ...lead.context, loan_slug: nul('family') } }, 'context.loan_slug'],
      [{ context: { ...lead.context, page_url: nul('https://novostroy.example/') } }, 'context.page_url'],
      [{ utm: { ...lead.utm, utm_source: nul('yandex') } }, 'utm.utm_source'],
      [{ utm: { roistat: nul('1') } }, 'utm.roistat'],
    ];
    for (const [change, field] of cases) {
      const response = await handleLeadPost(post({ ...validLead(), ...change }), d);
      expect(response.status, field).toBe(422);
      const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields, field).toEqual({ [field]: MESSAGES.unstorable });
    }
    expect(await storedCount()).toEqual(before);
    // None of the refusals used up the visitor's one lead of the window.
    expect((await handleLeadPost(post(validLead()), d)).status).toBe(202);
  });

  it('accepts an e-mail with a Cyrillic domain, and the stored payload fits the sales-data contract', async () => {
    const lead = { ...validLead(), form: 'question', comment: 'Есть ли парковка?', email: 'анна@пример.рф' };
    expect((await handleLeadPost(post(lead), deps())).status).toBe(202);
    const [row] = await database().db.select().from(outbox).where(eq(outbox.refId, lead.lead_id));
    expect(leadPayloadSchema.parse(row!.payload).email).toBe('анна@пример.рф');
  });

  it('answers 503 with a Russian message when the database fails, and the same lead can be sent again', async () => {
    const lead = validLead();
    const failing = deps({ database: async () => Promise.reject(new Error('disk full')) });
    const response = await handleLeadPost(post(lead), failing);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(INTAKE_MESSAGES.notStored);
    expect((await handleLeadPost(post(lead), deps())).status).toBe(202);
  });

  it('does not count a lead the database could not store: the retries of the form are not refused', async () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 600_000 });
    const failing = deps({ limiter, database: async () => Promise.reject(new Error('connection refused')) });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await handleLeadPost(post(validLead()), failing)).status).toBe(503);
    // The database is back: the visitor still has the whole limit.
    const working = deps({ limiter });
    expect((await handleLeadPost(post(validLead()), working)).status).toBe(202);
    expect((await handleLeadPost(post(validLead()), working)).status).toBe(202);
    expect((await handleLeadPost(post(validLead()), working)).status).toBe(429);
  });
});

describe('POST /api/send', () => {
  const validSend = () => ({
    request_id: crypto.randomUUID(),
    email: ' anna@example.ru ',
    property_ids: [101, 102],
    consent: true,
    consent_version: '2026-01',
    fill_ms: 3000,
    utm: { utm_source: 'yandex' },
  });

  it('stores the request with an outbox row for /api/send in the contract shape', async () => {
    const body = validSend();
    const response = await handleSendPost(post(body, {}, '/api/send'), deps());
    expect(response.status).toBe(202);
    const [row] = await database().db.select().from(outbox).where(eq(outbox.refId, body.request_id));
    expect(row!.target).toBe('/api/send');
    expect(sendRequestSchema.parse(row!.payload)).toEqual({ email: 'anna@example.ru', property_ids: [101, 102], utm: { utm_source: 'yandex' } });
  });

  it('needs either units or a complex, and an e-mail', async () => {
    const response = await handleSendPost(post({ ...validSend(), email: '', project_id: 1101 }, {}, '/api/send'), deps());
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({ email: 'Поле обязательно для заполнения', property_ids: 'Укажите либо объекты, либо жилой комплекс' });
  });

  it('takes a Cyrillic address and refuses a NUL in it, naming the field', async () => {
    const body = { ...validSend(), email: 'анна@пример.рф' };
    expect((await handleSendPost(post(body, {}, '/api/send'), deps())).status).toBe(202);
    const [row] = await database().db.select().from(outbox).where(eq(outbox.refId, body.request_id));
    expect(sendRequestSchema.parse(row!.payload).email).toBe('анна@пример.рф');
    for (const [change, field] of [
      [{ email: 'анна@пример.рф\u0000' }, 'email'],
      [{ name: 'Ан\u0000на' }, 'name'],
      [{ consent_version: '2026\u0000' }, 'consent_version'],
      [{ utm: { utm_campaign: 'a\u0000' } }, 'utm.utm_campaign'],
      [{ page_url: 'https://novostroy.example/\u0000' }, 'page_url'],
    ] as const) {
      const response = await handleSendPost(post({ ...validSend(), ...change }, {}, '/api/send'), deps());
      expect(response.status, field).toBe(422);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields, field).toEqual({ [field]: MESSAGES.unstorable });
    }
  });

  it('goes through the same Origin check', async () => {
    expect((await handleSendPost(post(validSend(), { origin: 'https://evil.example' }, '/api/send'), deps())).status).toBe(403);
  });
});

describe('property: malformed payloads', () => {
  it('1,000 malformed leads: every answer is a 4xx with Russian field messages, nothing is stored', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(malformedLead, async (payload) => {
        const response = await handleLeadPost(post(payload), deps());
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        const { error } = (await response.json()) as { error: { message: string; fields?: Record<string, string> } };
        expect(error.message).toMatch(CYRILLIC);
        expect(Object.keys(error.fields ?? {}).length).toBeGreaterThan(0);
        for (const message of Object.values(error.fields ?? {})) expect(message).toMatch(CYRILLIC);
      }),
      { numRuns: 1000 },
    );
    expect(await storedCount()).toEqual({ leads: 0, sends: 0, outbox: 0 });
    expect([...statuses.keys()]).toEqual([422]);
  }, 120_000);

  it('valid leads in any form with any attribution are accepted and fit the sales-data contract', async () => {
    const validArbitrary = fc.record({
      form: fc.constantFrom('callback', 'property', 'loan', 'question'),
      name: fc.constantFrom('Анна', 'Иван Петров', 'Anne-Marie', 'Али'),
      phone: fc.tuple(fc.constantFrom('+7', '8', '7', ''), fc.stringMatching(/^9\d{9}$/)).map(([prefix, digits]) => `${prefix}${digits}`),
      comment: fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim().length > 0),
      utm: fc.record({ utm_source: fc.string({ maxLength: 500 }), roistat: fc.string({ maxLength: 50 }) }, { requiredKeys: [] }),
      property_id: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(validArbitrary, async (v) => {
        const lead = { ...validLead(), form: v.form, name: v.name, phone: v.phone, comment: v.comment, utm: v.utm, context: { property_id: v.property_id } };
        const response = await handleLeadPost(post(lead), deps());
        expect(response.status).toBe(202);
        const [row] = await database().db.select().from(outbox).where(eq(outbox.refId, lead.lead_id));
        expect(leadPayloadSchema.safeParse(row!.payload).success).toBe(true);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
