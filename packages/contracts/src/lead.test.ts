import { describe, expect, it } from 'vitest';
import { leadPayloadSchema, leadSchema, sendRequestSchema, type LeadPayloadInput } from './lead';
import { normalizeRussianPhone } from './phone';

const validLead: LeadPayloadInput = {
  name: 'Анна',
  phone: '+79181234567',
  form: 'callback',
  consent: { accepted: true, at: '2026-03-01T10:15:00+03:00', text_version: '2026-01' },
};

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('leadPayloadSchema', () => {
  it('accepts a minimal lead and a full one', () => {
    expect(leadPayloadSchema.safeParse(validLead).success).toBe(true);
    const full = leadPayloadSchema.parse({
      ...validLead,
      email: 'anna@example.ru',
      comment: 'Перезвоните после 18:00',
      form: 'property',
      property_id: 11010001,
      property_type: 'residential',
      project_id: 1101,
      project_title: 'ЖК «Северное сияние»',
      loan_slug: 'family',
      page_url: 'https://novostroy.example/property/11010001',
      utm: { source: 'yandex', utm_campaign: 'spring', utm_countent: 'banner', utm_medium: 'cpc', utm_source: 'yandex', utm_term: 'квартира', ya_clid: '1', ga_clid: '2', roistat: '3' },
      lead_id: '2b1e0c1e-6a59-4b9e-9d2f-0c7d5b1f3a11',
    });
    expect(full.utm?.utm_countent).toBe('banner');
  });

  it('treats empty optional strings as absent', () => {
    const lead = leadPayloadSchema.parse({ ...validLead, email: '', comment: '  ', page_url: '' });
    expect(lead.email).toBeUndefined();
    expect(lead.comment).toBeUndefined();
    expect(lead.page_url).toBeUndefined();
  });

  it('names every bad field', () => {
    const result = leadPayloadSchema.safeParse({
      name: ' ',
      phone: '89181234567',
      email: 'not-an-email',
      form: 'spam',
      consent: { accepted: false, at: 'yesterday', text_version: '' },
      lead_id: 'nope',
    });
    expect(fieldErrors(result).sort()).toEqual(['consent.accepted', 'consent.at', 'consent.text_version', 'email', 'form', 'lead_id', 'name', 'phone'].sort());
  });

  it('takes an internationalised e-mail address, as the forms of the site do', () => {
    for (const email of ['анна@пример.рф', 'anna@xn--e1afmkfd.xn--p1ai']) expect(leadPayloadSchema.parse({ ...validLead, email }).email).toBe(email);
    expect(sendRequestSchema.parse({ email: 'анна@пример.рф', project_id: 1101 }).email).toBe('анна@пример.рф');
    expect(fieldErrors(leadPayloadSchema.safeParse({ ...validLead, email: 'анна@пример' }))).toEqual(['email']);
  });

  it('refuses a NUL character in every text, naming the field (Postgres cannot keep one)', () => {
    const nul = (text: string) => `${text}\u0000`;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: nul('Анна') }, 'name'],
      [{ email: nul('anna@example.ru') }, 'email'],
      [{ comment: nul('Перезвоните') }, 'comment'],
      [{ project_title: nul('ЖК') }, 'project_title'],
      [{ loan_slug: nul('family') }, 'loan_slug'],
      [{ page_url: nul('https://novostroy.example/') }, 'page_url'],
      [{ utm: { utm_source: nul('yandex') } }, 'utm.utm_source'],
      [{ consent: { ...validLead.consent, text_version: nul('2026-01') } }, 'consent.text_version'],
    ];
    for (const [change, field] of cases) {
      const result = leadPayloadSchema.safeParse({ ...validLead, ...change });
      expect(fieldErrors(result), field).toEqual([field]);
      expect(result.error?.issues[0]?.message, field).toMatch(/NUL/);
    }
    const send: Record<string, unknown> = { email: 'a@b.ru', project_id: 1101 };
    for (const [change, field] of [
      [{ email: nul('a@b.ru') }, 'email'],
      [{ name: nul('Ольга') }, 'name'],
      [{ comment: nul('x') }, 'comment'],
      [{ utm: { source: nul('vk') } }, 'utm.source'],
    ] as const) {
      expect(fieldErrors(sendRequestSchema.safeParse({ ...send, ...change })), field).toEqual([field]);
    }
  });

  it('refuses unknown keys, such as the usual spelling utm_content', () => {
    const result = leadPayloadSchema.safeParse({ ...validLead, utm: { utm_content: 'x' } });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)).toEqual(['utm']);
    expect(leadPayloadSchema.safeParse({ ...validLead, extra: 1 }).success).toBe(false);
  });

  it('needs the consent', () => {
    const { consent: _omitted, ...withoutConsent } = validLead;
    expect(fieldErrors(leadPayloadSchema.safeParse(withoutConsent))).toEqual(['consent']);
  });
});

describe('leadSchema', () => {
  const stored = { id: '5f0c6b3e-2f7a-4c1d-9a8e-3b6d2c1f0e9a', received_at: '2026-03-01T07:15:00.000Z', ...validLead };

  it('reads records stored before forwarding existed, and ones with a CRM state', () => {
    expect(leadSchema.parse(stored).crm).toBeUndefined();
    expect(leadSchema.parse({ ...stored, crm: { status: 'sent', amo_lead_id: 30000001, attempts: 2 } }).crm).toEqual({ status: 'sent', amo_lead_id: 30000001, attempts: 2 });
    expect(leadSchema.parse({ ...stored, crm: { status: 'off' } }).crm).toEqual({ status: 'off' });
  });

  it('refuses an unknown CRM status', () => {
    expect(leadSchema.safeParse({ ...stored, crm: { status: 'queued' } }).success).toBe(false);
  });
});

describe('sendRequestSchema', () => {
  it('takes property ids or a project id, not both and not neither', () => {
    expect(sendRequestSchema.safeParse({ email: 'a@b.ru', property_ids: [1, 2] }).success).toBe(true);
    expect(sendRequestSchema.safeParse({ email: 'a@b.ru', project_id: 1101 }).success).toBe(true);
    expect(sendRequestSchema.safeParse({ email: 'a@b.ru', project_id: 1101, property_ids: [1] }).success).toBe(false);
    expect(sendRequestSchema.safeParse({ email: 'a@b.ru' }).success).toBe(false);
  });

  it('limits property ids to 1..50 distinct positive integers', () => {
    expect(sendRequestSchema.safeParse({ email: 'a@b.ru', property_ids: [] }).success).toBe(false);
    expect(sendRequestSchema.safeParse({ email: 'a@b.ru', property_ids: Array.from({ length: 51 }, (_, i) => i + 1) }).success).toBe(false);
    expect(sendRequestSchema.safeParse({ email: 'a@b.ru', property_ids: [3, 3] }).success).toBe(false);
    expect(sendRequestSchema.safeParse({ email: 'a@b.ru', property_ids: [1.5] }).success).toBe(false);
  });
});

describe('normalizeRussianPhone', () => {
  it.each([
    ['8 (918) 123-45-67', '+79181234567'],
    ['+7 918 123 45 67', '+79181234567'],
    ['9181234567', '+79181234567'],
    ['79181234567', '+79181234567'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeRussianPhone(input)).toBe(expected);
  });

  it('returns null for what cannot be a Russian number', () => {
    expect(normalizeRussianPhone('12345')).toBeNull();
    expect(normalizeRussianPhone('+1 212 555 0100')).toBeNull();
  });
});
