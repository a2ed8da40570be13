import { describe, expect, it } from 'vitest';
import { EMPTY_ATTRIBUTION, mergeAttribution, parseStoredAttribution, readAttributionForLead } from './attribution';

const SITE = 'https://novostroy.example';

describe('mergeAttribution', () => {
  it('maps every query parameter to the spec field names', () => {
    const record = mergeAttribution(
      EMPTY_ATTRIBUTION,
      '?utm_source=yandex&utm_medium=cpc&utm_campaign=spring&utm_content=banner-1&utm_term=kvartira&yclid=Y1&gclid=G1&roistat=R1',
      'https://ya.ru/search?q=novostroy',
      SITE,
    );
    expect(record).toEqual({
      source: 'https://ya.ru/search?q=novostroy',
      utm_campaign: 'spring',
      utm_countent: 'banner-1',
      utm_medium: 'cpc',
      utm_source: 'yandex',
      utm_term: 'kvartira',
      ya_clid: 'Y1',
      ga_clid: 'G1',
      roistat: 'R1',
    });
  });

  it('overwrites a stored value only when the query carries one', () => {
    const stored = { ...EMPTY_ATTRIBUTION, utm_source: 'google', utm_medium: 'cpc', roistat: 'R0' };
    const record = mergeAttribution(stored, '?utm_source=vk&utm_medium=&roistat=%20', '', SITE);
    expect(record.utm_source).toBe('vk');
    expect(record.utm_medium).toBe('cpc'); // empty in the query: kept
    expect(record.roistat).toBe('R0'); // whitespace only: kept
  });

  it('takes an external referrer as the source, never our own pages', () => {
    const stored = { ...EMPTY_ATTRIBUTION, source: 'https://google.com/' };
    expect(mergeAttribution(stored, '', `${SITE}/our-projects`, SITE).source).toBe('https://google.com/');
    expect(mergeAttribution(stored, '', 'not a url', SITE).source).toBe('https://google.com/');
    expect(mergeAttribution(stored, '', 'https://t.me/novostroy', SITE).source).toBe('https://t.me/novostroy');
  });
});

describe('parseStoredAttribution', () => {
  it('keeps known string fields and drops anything else', () => {
    const raw = JSON.stringify({ utm_source: 'yandex', utm_content: 'wrong spelling', ya_clid: 42, extra: 'x' });
    expect(parseStoredAttribution(raw)).toEqual({ ...EMPTY_ATTRIBUTION, utm_source: 'yandex' });
  });
  it('starts empty from nothing or from broken JSON', () => {
    expect(parseStoredAttribution(null)).toEqual(EMPTY_ATTRIBUTION);
    expect(parseStoredAttribution('{broken')).toEqual(EMPTY_ATTRIBUTION);
    expect(parseStoredAttribution('"text"')).toEqual(EMPTY_ATTRIBUTION);
  });
});

describe('readAttributionForLead', () => {
  const storageWith = (value: string | null) => ({ getItem: () => value });

  it('gives only the fields that have a value, under the spec names', () => {
    const stored = JSON.stringify({ ...EMPTY_ATTRIBUTION, utm_source: 'yandex', utm_countent: 'banner', ya_clid: '42' });
    expect(readAttributionForLead(storageWith(stored))).toEqual({ utm_source: 'yandex', utm_countent: 'banner', ya_clid: '42' });
  });

  it('gives nothing for an empty record, garbage or a storage that throws', () => {
    expect(readAttributionForLead(storageWith(JSON.stringify(EMPTY_ATTRIBUTION)))).toBeUndefined();
    expect(readAttributionForLead(storageWith('{not json'))).toBeUndefined();
    expect(
      readAttributionForLead({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeUndefined();
  });
});
