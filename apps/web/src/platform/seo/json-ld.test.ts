import { describe, expect, it } from 'vitest';
import type { Global } from '@/upstream/content';
import { breadcrumbJsonLd, organizationJsonLd, postalAddress, serializeJsonLd } from './json-ld';
import { testPhoto } from './test-photo';

const global: Global = {
  siteName: 'Новострой',
  phones: [
    { id: 1, label: 'Отдел продаж', number: '+7 861 200-00-00' },
    { id: 2, label: null, number: '+7 861 200-00-01' },
  ],
  logo: testPhoto('logo'),
  socials: [
    { id: 1, title: 'VK', url: 'https://vk.com/novostroy', icon: null },
    { id: 2, title: 'Bad', url: 'javascript:alert(1)', icon: null },
  ],
  footerText: null,
  privacyPolicy: null,
  privacyPolicyVersion: null,
  defaultOgImage: null,
};

describe('organizationJsonLd', () => {
  it('carries name, url, logo, phones and http(s) socials from Global', () => {
    const data = organizationJsonLd('https://novostroy.ru', global);
    expect(data).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://novostroy.ru/#organization',
      name: 'Новострой',
      url: 'https://novostroy.ru/',
      logo: 'https://cms.test/uploads/logo.jpg',
      telephone: '+7 861 200-00-00',
      sameAs: ['https://vk.com/novostroy'],
    });
    expect((data as { contactPoint?: unknown[] }).contactPoint).toHaveLength(2);
  });

  it('still names the organisation when the CMS is down', () => {
    const data = organizationJsonLd('https://novostroy.ru', null);
    expect(data).toEqual({ '@context': 'https://schema.org', '@type': 'Organization', '@id': 'https://novostroy.ru/#organization', name: 'Новострой', url: 'https://novostroy.ru/' });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd('https://novostroy.ru', [
      { name: 'Главная', path: '/' },
      { name: 'ЖК «А»', path: '/our-projects/a' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://novostroy.ru/' },
      { '@type': 'ListItem', position: 2, name: 'ЖК «А»', item: 'https://novostroy.ru/our-projects/a' },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed by editor text and stays valid JSON', () => {
    const data = breadcrumbJsonLd('https://novostroy.ru', [{ name: '</script><script>alert(1)</script> & co', path: '/' }]);
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<\/?script/i);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('postalAddress', () => {
  it('puts the street in the company city', () => {
    expect(postalAddress('ул. Красная, 1')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'ул. Красная, 1',
      addressLocality: 'Краснодар',
      addressRegion: 'Краснодарский край',
      addressCountry: 'RU',
    });
  });
});

describe('serializeJsonLd and editor text', () => {
  it('keeps hostile Organization data (CMS Global) inside the JSON', () => {
    const data = organizationJsonLd('https://novostroy.ru', { ...global, siteName: '</script><!--<script>alert(1)</script>\u2028' });
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<\/?script|<!--/i);
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(data);
  });
});
