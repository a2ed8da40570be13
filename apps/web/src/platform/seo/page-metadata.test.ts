import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Global, Page } from '@/upstream/content';
import { testPhoto } from './test-photo';

const api = vi.hoisted(() => ({ fetchPages: vi.fn(), fetchGlobal: vi.fn() }));
vi.mock('@/upstream/content/api', () => api);
vi.stubEnv('SITE_URL', 'https://novostroy.example');

const { pageMetadata } = await import('./page-metadata');

const pages: Page[] = [
  { id: 1, path: '/our-projects', layout: 'default', title: 'Жилые комплексы', description: 'Все комплексы' },
  { id: 2, path: '/our-projects/{id}', layout: 'default', title: 'Жилой комплекс', description: 'О проекте' },
];
const global: Global = {
  siteName: 'Новострой',
  phones: [],
  logo: null,
  socials: [],
  footerText: null,
  privacyPolicy: null,
  privacyPolicyVersion: null,
  defaultOgImage: testPhoto('default-og'),
};

beforeEach(() => {
  api.fetchPages.mockResolvedValue(pages);
  api.fetchGlobal.mockResolvedValue(global);
});

describe('pageMetadata', () => {
  it('gives the Page-list title with the site name, a canonical URL and OpenGraph with the default image', async () => {
    const metadata = await pageMetadata('/our-projects');
    expect(metadata.title).toEqual({ absolute: 'Жилые комплексы — Новострой' });
    expect(metadata.description).toBe('Все комплексы');
    expect(metadata.alternates?.canonical).toBe('https://novostroy.example/our-projects');
    expect(metadata.openGraph).toMatchObject({
      url: 'https://novostroy.example/our-projects',
      title: 'Жилые комплексы — Новострой',
      images: [{ url: 'https://cms.test/uploads/large_default-og.jpg', width: 1000 }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('prefers the entry image over the default one', async () => {
    const metadata = await pageMetadata('/our-projects/zhk-a', { title: 'ЖК «А»', image: testPhoto('cover') });
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: 'https://cms.test/uploads/large_cover.jpg' })]);
    expect(metadata.title).toEqual({ absolute: 'ЖК «А» — Новострой' });
  });

  it('still answers with the page own texts when the CMS is down', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    api.fetchPages.mockRejectedValue(new Error('CMS GET /api/pages: fetch failed'));
    api.fetchGlobal.mockRejectedValue(new Error('CMS GET /api/global: fetch failed'));
    const metadata = await pageMetadata('/our-projects', { title: 'Наши проекты', description: 'Свой текст' });
    expect(metadata.title).toEqual({ absolute: 'Наши проекты — Новострой' });
    expect(metadata.description).toBe('Свой текст');
    expect(metadata.openGraph).not.toHaveProperty('images');
    expect(metadata.twitter).toMatchObject({ card: 'summary' });
  });
});

describe('titleText', () => {
  it('reads a string title and the text of a template title', async () => {
    const { titleText } = await import('./page-metadata');
    expect(titleText('ЖК «А»')).toBe('ЖК «А»');
    expect(titleText({ absolute: 'ЖК «Б»' })).toBe('ЖК «Б»');
    expect(titleText({ default: 'Новострой', template: '%s — Новострой' })).toBe('Новострой');
    expect(titleText(undefined)).toBeNull();
  });
});
