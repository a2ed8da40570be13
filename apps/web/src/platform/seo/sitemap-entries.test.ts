import { describe, expect, it } from 'vitest';
import type { Page } from '@/upstream/content';
import { buildSitemap } from './sitemap-entries';

const page = (path: string): Page => ({ id: 1, path, layout: 'default', title: null, description: null });

describe('buildSitemap', () => {
  const urls = (sources: Parameters<typeof buildSitemap>[0]) => buildSitemap(sources).map((entry) => entry.url);

  it('lists the existing static routes, every complex, every SEO page and every news post', () => {
    expect(
      urls({
        siteUrl: 'https://novostroy.ru',
        pages: [page('/'), page('/our-projects'), page('/our-projects/{id}')],
        projects: [{ slug: 'zhk-a' }, { slug: 'zhk-b' }],
        seoContents: [{ slug: 'studii-v-krasnodare' }],
        news: [{ slug: 'itogi-2025-goda' }],
      }),
    ).toEqual([
      'https://novostroy.ru/',
      'https://novostroy.ru/our-projects',
      ...[0, 1, 2, 3, 4].map((rooms) => `https://novostroy.ru/kupit-${rooms}-komnatnuyu-kvartiru-ot-zastroishika`),
      'https://novostroy.ru/commercial',
      'https://novostroy.ru/parking',
      'https://novostroy.ru/store-room',
      'https://novostroy.ru/posts',
      'https://novostroy.ru/about-company',
      'https://novostroy.ru/contacts',
      'https://novostroy.ru/faq',
      'https://novostroy.ru/tenders',
      'https://novostroy.ru/loan/mortgage',
      'https://novostroy.ru/loan/deffered',
      'https://novostroy.ru/loan/tradein',
      'https://novostroy.ru/privacy-policy',
      'https://novostroy.ru/our-projects/zhk-a',
      'https://novostroy.ru/our-projects/zhk-b',
      'https://novostroy.ru/seo/studii-v-krasnodare',
      'https://novostroy.ru/posts/itogi-2025-goda',
    ]);
  });

  it('leaves out Page-list paths with no route yet, templates and service pages', () => {
    const list = urls({
      siteUrl: 'https://novostroy.ru',
      pages: [page('/faq'), page('/debug'), page('/debug/ui'), page('/test'), page('/posts/{id}'), page('/favourite')],
      projects: [],
      seoContents: [],
      // The favourites are a personal list (noindex): never listed, even once a route list names them.
      routes: ['/', '/debug', '/debug/ui', '/favourite', '/favourite/compare'],
    });
    expect(list).toEqual(['https://novostroy.ru/']);
  });

  it('never lists the embeddable test page of a complex (noindex), even when the Page list names it', () => {
    const list = urls({
      siteUrl: 'https://novostroy.ru',
      pages: [page('/our-projects/{id}/test'), page('/our-projects/zhk-a/test')],
      projects: [{ slug: 'zhk-a' }],
      seoContents: [],
    });
    expect(list.filter((url) => url.endsWith('/test'))).toEqual([]);
    expect(list).toContain('https://novostroy.ru/our-projects/zhk-a');
  });

  it('adds a Page-list path once its route exists', () => {
    const list = urls({ siteUrl: 'https://novostroy.ru', pages: [page('/faq')], projects: [], seoContents: [], routes: ['/', '/faq'] });
    expect(list).toContain('https://novostroy.ru/faq');
  });

  it('dates each entry by its CMS updatedAt: a static route by its Page-list entry, none when the CMS sends none', () => {
    const entries = buildSitemap({
      siteUrl: 'https://novostroy.ru',
      pages: [{ ...page('/faq'), updatedAt: '2026-11-24T14:17:42.202Z' }, { ...page('/our-projects/{id}'), updatedAt: '2026-11-25T00:00:00.000Z' }],
      projects: [{ slug: 'zhk-a', updatedAt: '2026-10-01T12:30:00+03:00' }, { slug: 'zhk-b', updatedAt: null }],
      seoContents: [{ slug: 'studii', updatedAt: '2026-09-01T00:00:00.000Z' }],
      news: [{ slug: 'itogi', updatedAt: 'not a date' }],
      routes: ['/', '/faq'],
    });
    expect(entries).toEqual([
      { url: 'https://novostroy.ru/' },
      { url: 'https://novostroy.ru/faq', lastModified: '2026-11-24T14:17:42.202Z' },
      { url: 'https://novostroy.ru/our-projects/zhk-a', lastModified: '2026-10-01T09:30:00.000Z' },
      { url: 'https://novostroy.ru/our-projects/zhk-b' },
      { url: 'https://novostroy.ru/seo/studii', lastModified: '2026-09-01T00:00:00.000Z' },
      { url: 'https://novostroy.ru/posts/itogi' },
    ]);
  });

  it('never lists a unit page: they have sitemaps of their own', () => {
    const list = urls({ siteUrl: 'https://novostroy.ru', pages: [page('/property/{id}'), page('/parking/{id}')], projects: [], seoContents: [] });
    expect(list.filter((url) => /\/(property|commercial|parking|store-room)\/\d/.test(url))).toEqual([]);
  });
});
