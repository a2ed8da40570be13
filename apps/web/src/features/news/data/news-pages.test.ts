import { describe, expect, it } from 'vitest';
import type { NewsPost } from '@/upstream/content';
import { formatNewsDate, inNewsOrder } from './news-order';
import { NEWS_PAGE_SIZE, newsExcerpt, newsListPage, newsNeighbours, parseNewsPageParam } from './news-pages';

const post = (id: number, date: string | null, sort: number | null = null, extra: Partial<NewsPost> = {}): NewsPost => ({
  id,
  slug: `post-${id}`,
  title: `Новость ${id}`,
  date,
  text: null,
  sort,
  image: null,
  updatedAt: null,
  ...extra,
});

describe('news order', () => {
  it('puts the newest date first, then Sort_news, then the newer entry; undated posts last', () => {
    const ordered = inNewsOrder([post(1, '2026-01-10', 2), post(2, null), post(3, '2026-03-01'), post(4, '2026-01-10', 1), post(5, '2026-01-10', 1)]);
    expect(ordered.map((p) => p.id)).toEqual([3, 5, 4, 1, 2]);
  });

  it('shows the date in Russian without "г."', () => {
    expect(formatNewsDate('2026-03-12')?.text).toBe('12 марта 2026');
    expect(formatNewsDate('not a date')).toBeNull();
  });
});

describe('parseNewsPageParam', () => {
  it('reads page numbers; ?page=1 is an alias of /posts; anything else is no page', () => {
    expect(parseNewsPageParam(undefined)).toEqual({ kind: 'page', page: 1 });
    expect(parseNewsPageParam('2')).toEqual({ kind: 'page', page: 2 });
    expect(parseNewsPageParam('1')).toEqual({ kind: 'first-page-alias' });
    for (const bad of ['0', '-1', 'abc', '2abc', '02', '1.5', '', ' 2', '9999999', ['2', '3']]) {
      expect(parseNewsPageParam(bad)).toEqual({ kind: 'invalid' });
    }
  });
});

describe('newsListPage', () => {
  const posts = Array.from({ length: 22 }, (_, i) => post(i + 1, `2026-01-${String(i + 1).padStart(2, '0')}`));

  it('gives twelve cards a page, newest first, and counts the pages', () => {
    const first = newsListPage(posts, 1);
    expect(first?.cards).toHaveLength(NEWS_PAGE_SIZE);
    expect(first?.cards[0]).toMatchObject({ id: 22, href: '/posts/post-22', date: { iso: '2026-01-22', text: '22 января 2026' } });
    expect(first?.pageCount).toBe(2);
    expect(newsListPage(posts, 2)?.cards.map((c) => c.id)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('has no page past the last; an empty list is one empty page', () => {
    expect(newsListPage(posts, 3)).toBeNull();
    expect(newsListPage(posts, 0)).toBeNull();
    expect(newsListPage([], 1)).toEqual({ cards: [], page: 1, pageCount: 1, total: 0 });
    expect(newsListPage([], 2)).toBeNull();
  });
});

describe('newsNeighbours', () => {
  it('gives the newer post as previous and the older as next, in the list order', () => {
    const posts = [post(1, '2026-01-01'), post(2, '2026-02-01'), post(3, '2026-03-01')];
    expect(newsNeighbours(posts, 'post-2')).toMatchObject({ previous: { slug: 'post-3' }, next: { slug: 'post-1' } });
    expect(newsNeighbours(posts, 'post-3')).toMatchObject({ previous: null, next: { slug: 'post-2' } });
    expect(newsNeighbours(posts, 'post-1')).toMatchObject({ previous: { slug: 'post-2' }, next: null });
    expect(newsNeighbours(posts, 'missing')).toEqual({ previous: null, next: null });
  });
});

describe('newsExcerpt', () => {
  it('gives the plain text of the Markdown and HTML', () => {
    expect(newsExcerpt('## Итоги\n\nМы **сдали** [три дома](/our-projects) <b>в срок</b>.\n\n![план](/uploads/a.webp)')).toBe('Итоги Мы сдали три дома в срок.');
    expect(newsExcerpt(null)).toBeNull();
    expect(newsExcerpt('<p></p>')).toBeNull();
  });

  it('cuts a long text at a word with an ellipsis', () => {
    const excerpt = newsExcerpt('Слово '.repeat(60)) ?? '';
    expect(excerpt.length).toBeLessThanOrEqual(161);
    expect(excerpt).toMatch(/Слово…$/);
  });
});
