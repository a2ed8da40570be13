import type { Lead } from '@novostroy/contracts';
import { describe, expect, it } from 'vitest';
import { amoComplexLead, amoLeadName, amoNoteText, amoTrackingFields, createdLeadId, foundLeadId } from './amocrm';

const base: Lead = {
  id: '5f0c6b3e-2f7a-4c1d-9a8e-3b6d2c1f0e9a',
  received_at: '2026-03-01T07:15:00.000Z',
  name: 'Анна',
  phone: '+79181234567',
  form: 'callback',
  consent: { accepted: true, at: '2026-03-01T10:15:00+03:00', text_version: '2026-01' },
};

describe('the amoCRM lead', () => {
  it('is named by the form, then the unit and the complex when the lead has them', () => {
    expect(amoLeadName(base)).toBe('Заявка с сайта: обратный звонок');
    expect(amoLeadName({ ...base, form: 'property', property_id: 11010001, property_type: 'residential', project_id: 1101, project_title: 'ЖК «Северное сияние»' })).toBe(
      'Заявка с сайта: интерес к объекту, квартира 11010001, ЖК «Северное сияние»',
    );
    expect(amoLeadName({ ...base, form: 'loan', project_id: 1102 })).toBe('Заявка с сайта: ипотека, комплекс 1102');
    expect(amoLeadName({ ...base, form: 'question', project_title: 'Ж'.repeat(400) })).toHaveLength(255);
  });

  it('carries the contact with a work phone, and the e-mail only when given', () => {
    const withoutEmail = amoComplexLead(base);
    expect(withoutEmail._embedded.contacts).toEqual([{ first_name: 'Анна', custom_fields_values: [{ field_code: 'PHONE', values: [{ value: '+79181234567', enum_code: 'WORK' }] }] }]);
    expect(withoutEmail).not.toHaveProperty('custom_fields_values');
    expect(withoutEmail).not.toHaveProperty('pipeline_id');
    const withEmail = amoComplexLead({ ...base, email: 'anna@example.ru' }, { pipelineId: 7001, statusId: 142 });
    expect(withEmail._embedded.contacts[0]?.custom_fields_values[1]).toEqual({ field_code: 'EMAIL', values: [{ value: 'anna@example.ru', enum_code: 'WORK' }] });
    expect(withEmail).toMatchObject({ pipeline_id: 7001, status_id: 142 });
  });

  it('maps every attribution key to its amoCRM tracking field, skipping empty ones', () => {
    const fields = amoTrackingFields({
      source: 'https://ya.ru/',
      utm_campaign: 'spring',
      utm_countent: 'banner-1',
      utm_medium: 'cpc',
      utm_source: 'yandex',
      utm_term: 'новостройки',
      ya_clid: 'y-123',
      ga_clid: 'g-456',
      roistat: '42',
    });
    expect(Object.fromEntries(fields.map((f) => [f.field_code, f.values]))).toEqual({
      UTM_SOURCE: [{ value: 'yandex' }],
      UTM_MEDIUM: [{ value: 'cpc' }],
      UTM_CAMPAIGN: [{ value: 'spring' }],
      UTM_CONTENT: [{ value: 'banner-1' }],
      UTM_TERM: [{ value: 'новостройки' }],
      YCLID: [{ value: 'y-123' }],
      GCLID: [{ value: 'g-456' }],
      ROISTAT: [{ value: '42' }],
      REFERRER: [{ value: 'https://ya.ru/' }],
    });
    expect(amoTrackingFields({ utm_source: 'vk', utm_medium: '  ', roistat: '' }).map((f) => f.field_code)).toEqual(['UTM_SOURCE']);
    expect(amoTrackingFields(undefined)).toEqual([]);
  });

  it('writes a note naming the form, unit, complex, loan, page, comment and consent', () => {
    const text = amoNoteText({
      ...base,
      form: 'loan',
      property_id: 11010001,
      property_type: 'commercial',
      project_id: 1101,
      project_title: 'ЖК «Северное сияние»',
      loan_slug: 'family',
      page_url: 'https://novostroy.example/ipoteka/family',
      comment: 'Перезвоните после 18:00',
    });
    expect(text.split('\n')).toEqual([
      'Заявка с сайта, форма: ипотека',
      'Объект: id 11010001, коммерческое помещение',
      'Комплекс: ЖК «Северное сияние», id 1101',
      'Ипотечная программа: family',
      'Страница: https://novostroy.example/ipoteka/family',
      'Комментарий: Перезвоните после 18:00',
      'Согласие на обработку персональных данных: 2026-03-01T10:15:00+03:00, версия текста 2026-01',
      'Номер заявки на сайте: 5f0c6b3e-2f7a-4c1d-9a8e-3b6d2c1f0e9a',
    ]);
    expect(amoNoteText(base).split('\n')).toHaveLength(3);
  });

  it('reads the created lead id from the complex answer', () => {
    expect(createdLeadId([{ id: 123, contact_id: 456, company_id: null, request_id: ['0'], merged: false }])).toBe(123);
    expect(createdLeadId({ id: 123 })).toBeUndefined();
    expect(createdLeadId([{ id: 'x' }])).toBeUndefined();
  });

  it("carries the site's lead id: in the account's field when configured, else at the end of the name", () => {
    const inField = amoComplexLead(base, { leadIdFieldId: 9001 });
    expect(inField.name).toBe('Заявка с сайта: обратный звонок');
    expect(inField.custom_fields_values).toEqual([{ field_id: 9001, values: [{ value: base.id }] }]);
    const inName = amoComplexLead(base);
    expect(inName.name).toBe(`Заявка с сайта: обратный звонок · заявка ${base.id}`);
    // A long name is cut before the id, never through it.
    const long = amoLeadName({ ...base, form: 'question', project_title: 'Ж'.repeat(400) }, true);
    expect(long).toHaveLength(255);
    expect(long.endsWith(`… · заявка ${base.id}`)).toBe(true);
  });

  it('finds the lead with exactly this id in a search answer, not one that merely contains it', () => {
    const answer = (leads: unknown[]) => ({ _page: 1, _embedded: { leads } });
    expect(foundLeadId(answer([{ id: 31, name: 'Заявка с сайта: вопрос', custom_fields_values: [{ field_id: 9001, values: [{ value: base.id }] }] }]), base.id)).toBe(31);
    expect(foundLeadId(answer([{ id: 32, name: `Заявка с сайта: вопрос · заявка ${base.id}`, custom_fields_values: null }]), base.id)).toBe(32);
    // amoCRM's search matches parts of words: a longer id, or the id inside a comment, is another lead.
    expect(foundLeadId(answer([{ id: 33, name: `Заявка · заявка ${base.id}-2`, custom_fields_values: [{ field_id: 9001, values: [{ value: `${base.id}-2` }] }] }]), base.id)).toBeUndefined();
    expect(foundLeadId(answer([{ id: 0, name: `· заявка ${base.id}` }]), base.id)).toBeUndefined();
    expect(foundLeadId(undefined, base.id)).toBeUndefined();
    expect(foundLeadId({ _embedded: {} }, base.id)).toBeUndefined();
  });
});
