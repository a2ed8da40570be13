// What the news pages show, shaped from the CMS posts: the cards of one list page, the page
// number from the URL, a post's previous and next, and a card's excerpt. Pure, so tested alone.
import type { Photo } from '@/lib/photo';
import { paths } from '@/lib/paths';
import type { NewsPost } from '@/upstream/content';
import { formatNewsDate, inNewsOrder, type NewsDate } from './news-order';

/** Cards on one list page: full rows of one, two or three columns (phone, tablet, laptop). */
export const NEWS_PAGE_SIZE = 12;

export interface NewsCardData {
  id: number;
  slug: string;
  title: string;
  href: string;
  date: NewsDate | null;
  excerpt: string | null;
  photo: Photo | null;
}

export interface NewsListPage {
  cards: NewsCardData[];
  /** 1-based. */
  page: number;
  /** At least 1 (an empty list is one empty page). */
  pageCount: number;
  total: number;
}

/**
 * The `page` query parameter: absent is the first page; "1" is the first page under a second
 * address, which redirects to /posts; a positive integer is that page; anything else (a word, 0,
 * "02", a repeated parameter) is no page at all (404).
 */
export type NewsPageParam = { kind: 'page'; page: number } | { kind: 'first-page-alias' } | { kind: 'invalid' };

export function parseNewsPageParam(value: string | string[] | undefined): NewsPageParam {
  if (value === undefined) return { kind: 'page', page: 1 };
  if (typeof value !== 'string' || !/^[1-9]\d{0,5}$/.test(value)) return { kind: 'invalid' };
  const page = Number(value);
  return page === 1 ? { kind: 'first-page-alias' } : { kind: 'page', page };
}

const EXCERPT_LENGTH = 160;

/**
 * The first words of a post's text as plain text, for its card and its description: Markdown and
 * HTML marks removed, cut at a word within about 160 characters with «…». Null for no text.
 */
export function newsExcerpt(markdown: string | null, length = EXCERPT_LENGTH): string | null {
  if (!markdown) return null;
  const plain = markdown
    .replace(/<[^>]*>/g, ' ') // raw HTML tags (their text stays)
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ') // images
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: their text
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '') // heading, quote and list marks
    .replace(/[*_`~]+/g, '') // emphasis and code marks
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?»)])/g, '$1') // a removed tag's space before punctuation
    .trim();
  if (plain === '') return null;
  if (plain.length <= length) return plain;
  const cut = plain.slice(0, length + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut.slice(0, length)).replace(/[\s,.;:—–-]+$/, '')}…`;
}

export function newsCard(post: NewsPost): NewsCardData {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    href: paths.newsPost(post.slug),
    date: formatNewsDate(post.date),
    excerpt: newsExcerpt(post.text),
    photo: post.image && !post.image.isVideo ? post.image : null,
  };
}

/** The cards of list page `page` in news order, or null when the list has no such page. */
export function newsListPage(posts: readonly NewsPost[], page: number, pageSize = NEWS_PAGE_SIZE): NewsListPage | null {
  const pageCount = Math.max(1, Math.ceil(posts.length / pageSize));
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const start = (page - 1) * pageSize;
  return { cards: inNewsOrder(posts).slice(start, start + pageSize).map(newsCard), page, pageCount, total: posts.length };
}

export interface NewsNeighbours {
  /** The newer post (the one before it in the list). */
  previous: NewsCardData | null;
  /** The older post (the one after it in the list). */
  next: NewsCardData | null;
}

/** The posts on either side of `slug` in news order; none when the post is not in the list. */
export function newsNeighbours(posts: readonly NewsPost[], slug: string): NewsNeighbours {
  const ordered = inNewsOrder(posts);
  const index = ordered.findIndex((post) => post.slug === slug);
  if (index < 0) return { previous: null, next: null };
  const previous = ordered[index - 1];
  const next = ordered[index + 1];
  return { previous: previous ? newsCard(previous) : null, next: next ? newsCard(next) : null };
}
