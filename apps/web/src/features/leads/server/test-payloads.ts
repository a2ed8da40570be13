// Test payloads for POST /api/leads: a valid lead, and malformed leads derived from the request
// schema (fields removed, given a value of the wrong type, or a value its rule refuses). Shared by
// the in-process property test and the one against the running server.
import fc from 'fast-check';

/** A complete, valid callback lead from a page of `site`, with attribution. */
export const validLead = (site = 'https://novostroy.example') => ({
  lead_id: crypto.randomUUID(),
  form: 'callback',
  name: 'Анна',
  phone: '8 (918) 123-45-67',
  consent: true,
  consent_version: '2026-01',
  fill_ms: 4200,
  website: '',
  context: { page_url: `${site}/our-projects/solnechny?utm_source=yandex`, project_id: 1101, project_title: 'ЖК Солнечный' },
  utm: { utm_source: 'yandex', utm_countent: 'banner', ya_clid: 'Y-1' },
});

// Malformed payloads derived from the request schema: a valid lead with one or more fields
// removed, given a value of the wrong type, or given a value its rule refuses.
const wrongType = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.constant([]), fc.constant({}), fc.double());
const notText = fc.oneof(fc.constant(null), fc.integer(), fc.boolean(), fc.constant(['Анна']), fc.constant({}));
const breakers: Record<string, fc.Arbitrary<unknown>> = {
  lead_id: fc.oneof(notText, fc.string({ maxLength: 40 }), fc.constant('not-a-uuid')),
  form: fc.oneof(notText, fc.constantFrom('spam', '', 'CALLBACK', 'mortgage')),
  name: fc.oneof(notText, fc.constantFrom('', '   ', 'Я', '12345', '!!!', 'Ан\u0000на'), fc.string({ minLength: 101, maxLength: 300 }).map((s) => `Анна${s}`)),
  phone: fc.oneof(notText, fc.constantFrom('', '123', '+7 918 123', '+1 (202) 555-01-23', 'телефон', '+7918123456789')),
  email: fc.oneof(notText, fc.constantFrom('anna@', '@example.ru', 'anna example.ru', 'anna@@example.ru', 'анна@пример', 'anna\u0000@example.ru')),
  comment: fc.oneof(notText, fc.constant('Перезвоните\u0000'), fc.string({ minLength: 1001, maxLength: 1200 }).filter((s) => s.trim().length > 1000)),
  consent: fc.oneof(fc.constant(false), fc.constant('true'), fc.constant(1), fc.constant(null)),
  consent_version: fc.oneof(notText, fc.constantFrom('', '   ', '2026-01\u0000'), fc.string({ minLength: 65, maxLength: 100 }).filter((s) => s.trim().length > 64)),
  fill_ms: fc.oneof(fc.constant('4200'), fc.constant(-1), fc.constant(12.5), fc.constant(null)),
  website: fc.oneof(fc.integer(), fc.constant({}), fc.string({ minLength: 501, maxLength: 600 })),
  context: fc.oneof(
    wrongType.filter((v) => !(typeof v === 'object' && v !== null && !Array.isArray(v))),
    fc.record({ property_id: fc.oneof(fc.constant(0), fc.constant(-5), fc.constant(1.5), fc.constant('101')) }),
    fc.record({ page_url: fc.constantFrom('javascript:alert(1)', 'not a url', 'ftp://example.ru/file') }),
    fc.record({ property_type: fc.constantFrom('flat', 'villa', '') }),
    fc.record({ project_title: fc.constantFrom('ЖК\u0000', '\u0000') }),
    fc.record({ unexpected: fc.string() }),
  ),
  utm: fc.oneof(
    wrongType.filter((v) => !(typeof v === 'object' && v !== null && !Array.isArray(v))),
    fc.record({ utm_content: fc.string() }),
    fc.record({ utm_source: fc.oneof(fc.integer(), fc.string({ minLength: 501, maxLength: 600 }), fc.constant('yandex\u0000')) }),
  ),
  extra: fc.oneof(fc.string(), fc.integer()),
};
const REQUIRED = ['lead_id', 'form', 'name', 'phone', 'consent', 'consent_version', 'fill_ms'];

export const malformedLead = fc.oneof(
  { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.array(fc.integer()), fc.constant([validLead()])) },
  {
    weight: 12,
    arbitrary: fc
      .record({
        broken: fc.subarray(Object.keys(breakers), { minLength: 1, maxLength: 4 }),
        removed: fc.subarray(REQUIRED, { maxLength: 2 }),
        seed: fc.integer(),
      })
      .chain(({ broken, removed }) =>
        fc.tuple(...broken.map((key) => breakers[key]!)).map((values) => {
          const lead: Record<string, unknown> = validLead();
          broken.forEach((key, i) => (lead[key] = values[i]));
          for (const key of removed) delete lead[key];
          return lead;
        }),
      ),
  },
);

