import { describe, expect, it } from 'vitest';
import type { Page } from '@/upstream/content';
import { SITE_DEFAULT_DESCRIPTION, SITE_DEFAULT_TITLE, absoluteUrl, pathMatchesPattern, resolvePageSeo, titleWithSiteName } from './page-seo';
import { testPhoto } from './test-photo';

const page = (id: number, path: string, title: string | null, description: string | null = null): Page => ({
  id,
  path,
  layout: 'default',
  title,
  description,
});

const pages = [
  page(1, '/', 'Новострой — главная', 'Квартиры от застройщика'),
  page(2, '/our-projects', 'Жилые комплексы', 'Все комплексы'),
  page(3, '/our-projects/{id}', 'Жилой комплекс', 'О проекте'),
  page(4, '/seo/{id}', 'Подборка', null),
];

describe('pathMatchesPattern', () => {
  it('matches a placeholder against one path segment only', () => {
    expect(pathMatchesPattern('/our-projects/{id}', '/our-projects/zhk-solnechny')).toBe(true);
    expect(pathMatchesPattern('/our-projects/{id}', '/our-projects/a/test')).toBe(false);
    expect(pathMatchesPattern('/our-projects/{id}/test', '/our-projects/a/test')).toBe(true);
    expect(pathMatchesPattern('/kupit-{id}-komnatnuyu', '/kupit-2-komnatnuyu')).toBe(true);
  });

  it('compares paths without placeholders exactly', () => {
    expect(pathMatchesPattern('/our-projects', '/our-projects')).toBe(true);
    expect(pathMatchesPattern('/our-projects', '/our-projects/x')).toBe(false);
  });
});

describe('resolvePageSeo', () => {
  it('takes an exact Page-list entry over the page own data', () => {
    const seo = resolvePageSeo(pages, '/our-projects', { title: 'Наши проекты', description: 'Свой текст' });
    expect(seo).toMatchObject({ title: 'Жилые комплексы', description: 'Все комплексы' });
  });

  it('takes the page own data over a pattern entry, and the pattern over the default', () => {
    expect(resolvePageSeo(pages, '/our-projects/zhk-a', { title: 'ЖК «А» в Краснодаре' })).toMatchObject({
      title: 'ЖК «А» в Краснодаре',
      description: 'О проекте',
    });
    expect(resolvePageSeo(pages, '/our-projects/zhk-a')).toMatchObject({ title: 'Жилой комплекс', description: 'О проекте' });
  });

  it('falls back to the site default when nothing is known, also with an empty page list (CMS down)', () => {
    expect(resolvePageSeo([], '/our-projects/zhk-a')).toEqual({ title: SITE_DEFAULT_TITLE, description: SITE_DEFAULT_DESCRIPTION, image: null });
    expect(resolvePageSeo(pages, '/seo/x')).toMatchObject({ title: 'Подборка', description: SITE_DEFAULT_DESCRIPTION });
  });

  it('treats blank CMS texts as missing', () => {
    expect(resolvePageSeo([page(9, '/', '  ', '')], '/', { title: 'Своё' })).toMatchObject({ title: 'Своё', description: SITE_DEFAULT_DESCRIPTION });
  });

  it('passes the entry image through', () => {
    const image = testPhoto('cover');
    expect(resolvePageSeo(pages, '/our-projects/a', { image }).image).toBe(image);
  });
});

describe('absoluteUrl', () => {
  it('joins the site URL and a path with exactly one slash', () => {
    expect(absoluteUrl('https://example.ru', '/seo/a')).toBe('https://example.ru/seo/a');
    expect(absoluteUrl('https://example.ru/', '/')).toBe('https://example.ru/');
  });
});

describe('titleWithSiteName', () => {
  it('adds the site name only when the title lacks it', () => {
    expect(titleWithSiteName('О компании', 'Новострой')).toBe('О компании — Новострой');
    expect(titleWithSiteName('Студии в Краснодаре — Новострой', 'Новострой')).toBe('Студии в Краснодаре — Новострой');
    expect(titleWithSiteName('Квартиры от застройщика «НОВОСТРОЙ»', 'Новострой')).toBe('Квартиры от застройщика «НОВОСТРОЙ»');
  });
});
