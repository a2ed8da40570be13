import { describe, expect, it } from 'vitest';
import type { ProjectCardData } from '@/features/projects';
import type { Photo } from '@/lib/photo';
import type { Loan, MainBlock, NewsPost } from '@/upstream/content';
import { loanValue } from '@/upstream/content/fixtures';
import {
  buildHero,
  buildLoanTeasers,
  formatLoanRate,
  formatNewsDate,
  groupProjects,
  newsPostHref,
  pickLatestNews,
  siteLink,
} from './home-content';
import { homeJsonLd } from './home-json-ld';

const NBSP = '\u00a0';

function photo(id: number, mime = 'image/jpeg'): Photo {
  const variant = { url: `http://cms/uploads/${id}.jpg`, width: 750, height: 500 };
  return {
    id,
    url: variant.url,
    width: 750,
    height: 500,
    variants: { small: variant, medium: variant, large: variant, xlarge: variant },
    alt: null,
    mime,
    isVideo: mime.includes('video'),
  };
}

const block: MainBlock = {
  title: 'Квартиры от застройщика в Краснодаре',
  subtitle: '17 жилых комплексов',
  image: photo(1),
  buttonText: 'Выбрать квартиру',
  buttonLink: '/our-projects',
  promotion: { title: 'Семейная ипотека от 5,9 %', text: 'Платёж от 28 000 ₽', endsAt: '2027-06-30T20:59:59.000Z', link: '/loan/mortgage' },
};
const NOW = Date.parse('2026-11-24T12:00:00Z');

describe('siteLink', () => {
  it('keeps pages the site has and other sites, drops what would end on a 404 or is not a link', () => {
    expect(siteLink('/our-projects')).toBe('/our-projects');
    expect(siteLink(' /our-projects/zhk-akvarel?utm_source=main#plans ')).toBe('/our-projects/zhk-akvarel?utm_source=main#plans');
    expect(siteLink('https://наш.дом.рф/')).toBe('https://наш.дом.рф/');
    expect(siteLink('/no-such-page-anywhere')).toBeNull();
    expect(siteLink('//evil.example/x')).toBeNull();
    expect(siteLink('javascript:alert(1)')).toBeNull();
    expect(siteLink('our-projects')).toBeNull();
    expect(siteLink('')).toBeNull();
    expect(siteLink(null)).toBeNull();
  });
});

describe('buildHero', () => {
  it('takes the title, subtitle, photo and button of the CMS main block', () => {
    const hero = buildHero(block, NOW);
    expect(hero).toMatchObject({
      title: 'Квартиры от застройщика в Краснодаре',
      subtitle: '17 жилых комплексов',
      button: { text: 'Выбрать квартиру', href: '/our-projects' },
    });
    expect(hero.photo?.id).toBe(1);
  });

  it('shows the promotion with its end date; its link only when the site has that page', () => {
    const promotion = buildHero({ ...block, promotion: { ...block.promotion!, link: '/no-such-promo-page' } }, NOW).promotion;
    expect(promotion).toEqual({ title: 'Семейная ипотека от 5,9 %', text: 'Платёж от 28 000 ₽', endsAt: '2027-06-30T20:59:59.000Z', ended: false, href: null });
    expect(buildHero({ ...block, promotion: { ...block.promotion!, link: '/our-projects/zhk-akvarel' } }, NOW).promotion?.href).toBe('/our-projects/zhk-akvarel');
  });

  it('keeps an ended promotion (its countdown shows 0 0 0) and marks it ended', () => {
    const after = Date.parse('2027-07-01T00:00:00Z');
    expect(buildHero(block, after).promotion).toMatchObject({ title: 'Семейная ипотека от 5,9 %', ended: true });
    expect(buildHero({ ...block, promotion: { ...block.promotion!, endsAt: null } }, after).promotion).toMatchObject({ endsAt: null, ended: false });
    expect(buildHero({ ...block, promotion: null }, NOW).promotion).toBeNull();
  });

  it('leaves out a button without text or with a link to a missing page, and a video as the photo', () => {
    expect(buildHero({ ...block, buttonLink: '/nowhere-at-all' }, NOW).button).toBeNull();
    expect(buildHero({ ...block, buttonText: null }, NOW).button).toBeNull();
    expect(buildHero({ ...block, image: photo(2, 'video/mp4') }, NOW).photo).toBeNull();
  });

  it('falls back to the built-in title and the projects button without the CMS block, or with an empty title', () => {
    const hero = buildHero(null, NOW);
    expect(hero.title).toBe('Квартиры от застройщика «Новострой»');
    expect(hero.button).toEqual({ text: 'Смотреть проекты', href: '/our-projects' });
    expect(hero.photo).toBeNull();
    expect(hero.promotion).toBeNull();
    expect(buildHero({ ...block, title: '  ' }, NOW).title).toBe('Квартиры от застройщика «Новострой»');
  });
});

describe('groupProjects', () => {
  const card = (slug: string, released: boolean): ProjectCardData => ({
    slug,
    title: slug,
    labels: [],
    photo: null,
    location: null,
    released,
    completion: null,
    completionYear: null,
    remainingFlats: null,
    soldOut: false,
    minFlatPrice: released ? null : 5_200_000,
  });

  it('puts complexes being built apart from released ones, each in the catalogue (Sort_main_page) order', () => {
    const cards = [card('a', false), card('b', true), card('c', false), card('d', true), card('e', false)];
    const groups = groupProjects({ cards, salesAvailable: true });
    expect(groups.underConstruction.map((c) => c.slug)).toEqual(['a', 'c', 'e']);
    expect(groups.released.map((c) => c.slug)).toEqual(['b', 'd']);
    expect(groups.salesAvailable).toBe(true);
  });

  it('passes on that the sales data is missing', () => {
    expect(groupProjects({ cards: [card('a', false)], salesAvailable: false }).salesAvailable).toBe(false);
  });
});

describe('news teaser', () => {
  const post = (id: number, date: string | null, sort: number | null): NewsPost => ({
    id,
    slug: `post-${id}`,
    title: `Новость ${id}`,
    date,
    text: null,
    sort,
    image: photo(id),
    updatedAt: null,
  });

  it('formats the date the Russian way, without «г.»', () => {
    expect(formatNewsDate('2026-11-24')).toEqual({ iso: '2026-11-24', text: '24 ноября 2026' });
    expect(formatNewsDate('2026-03-01T10:00:00.000Z')).toEqual({ iso: '2026-03-01', text: '1 марта 2026' });
    expect(formatNewsDate('2026-02-30')).toBeNull();
    expect(formatNewsDate('24.11.2026')).toBeNull();
    expect(formatNewsDate(null)).toBeNull();
  });

  it('picks the latest three by News_date, then Sort_news; posts without a date come last', () => {
    const posts = [post(1, '2026-09-15', 1), post(2, '2026-10-20', 5), post(3, null, 0), post(4, '2026-10-20', 2), post(5, '2026-08-27', 1), post(6, '2026-10-20', null)];
    const picked = pickLatestNews(posts);
    expect(picked.map((p) => p.id)).toEqual([4, 2, 6]);
    expect(pickLatestNews(posts, 6).map((p) => p.id)).toEqual([4, 2, 6, 1, 5, 3]);
    expect(picked[0]).toMatchObject({ title: 'Новость 4', date: { iso: '2026-10-20', text: '20 октября 2026' } });
    expect(picked[0]?.photo?.id).toBe(4);
  });

  it('gives fewer when there are fewer posts', () => {
    expect(pickLatestNews([post(1, '2026-01-01', 1)])).toHaveLength(1);
    expect(pickLatestNews([])).toEqual([]);
  });

  it('links a post to its page (/posts/<slug>, which exists now)', () => {
    expect(newsPostHref('itogi-2025-goda')).toBe('/posts/itogi-2025-goda');
    expect(pickLatestNews([post(1, '2026-01-01', 1)])[0]?.href).toMatch(/^\/posts\/[^/]+$/);
  });
});

describe('loan teasers', () => {
  it('formats the rate in Russian: «от 5,9 %», whole numbers without a comma, zero as «0 %»', () => {
    expect(formatLoanRate(5.9)).toBe(`от${NBSP}5,9${NBSP}%`);
    expect(formatLoanRate(6)).toBe(`от${NBSP}6${NBSP}%`);
    expect(formatLoanRate(12.25)).toBe(`от${NBSP}12,25${NBSP}%`);
    expect(formatLoanRate(0)).toBe(`0${NBSP}%`);
    expect(formatLoanRate(null)).toBeNull();
    expect(formatLoanRate(-1)).toBeNull();
  });

  const loan = (id: number, slug: string, percent: number | null): Loan => loanValue({ id, slug, percent, info: `Условия ${slug}` });

  it('orders mortgage, installment, trade-in, then any other programme in the CMS order', () => {
    const teasers = buildLoanTeasers([loan(1, 'military', 7), loan(2, 'tradein', 0), loan(3, 'deffered', 0), loan(4, 'mortgage', 5.9), loan(5, 'family', 6)]);
    expect(teasers.map((t) => t.slug)).toEqual(['mortgage', 'deffered', 'tradein', 'military', 'family']);
    expect(teasers[0]).toMatchObject({ name: 'mortgage', info: 'Условия mortgage', rate: `от${NBSP}5,9${NBSP}%` });
  });

  it('links the programmes that have a page, and no other', () => {
    const [mortgage, other] = buildLoanTeasers([loan(1, 'mortgage', 5.9), loan(2, 'mortgage-family', 6)]);
    expect(mortgage?.href).toBe('/loan/mortgage');
    expect(other?.href).toBeNull();
  });
});

describe('homeJsonLd', () => {
  it('describes the site (WebSite), pointing at the organisation by its @id rather than repeating it', () => {
    expect(homeJsonLd('https://novostroy.example', 'Новострой')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Новострой',
      url: 'https://novostroy.example/',
      inLanguage: 'ru-RU',
      publisher: { '@id': 'https://novostroy.example/#organization' },
    });
  });
});
