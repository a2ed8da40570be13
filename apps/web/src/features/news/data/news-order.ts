// The one order of the news (the list, its pages, a post's previous and next, the home teaser) and
// the Russian date every news card shows.
import type { NewsPost } from '@/upstream/content';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const russianDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export interface NewsDate {
  /** YYYY-MM-DD, for <time dateTime> and JSON-LD. */
  iso: string;
  /** «24 ноября 2026». */
  text: string;
}

/** "2026-11-24" -> "24 ноября 2026" (no "г."); null for anything that is not a calendar date. */
export function formatNewsDate(value: string | null): NewsDate | null {
  const match = value ? ISO_DAY.exec(value.trim()) : null;
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return null;
  const parts = russianDate.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { iso: `${year}-${month}-${day}`, text: `${part('day')} ${part('month')} ${part('year')}` };
}

/** Newest News_date first (posts without a readable date last), then Sort_news, then the newer entry. */
export function byNewsOrder(a: NewsPost, b: NewsPost): number {
  const dateA = formatNewsDate(a.date)?.iso ?? '';
  const dateB = formatNewsDate(b.date)?.iso ?? '';
  if (dateA !== dateB) return dateA < dateB ? 1 : -1;
  const sortA = a.sort ?? Number.POSITIVE_INFINITY;
  const sortB = b.sort ?? Number.POSITIVE_INFINITY;
  if (sortA !== sortB) return sortA < sortB ? -1 : 1;
  return b.id - a.id;
}

/** The posts in news order (a new array). */
export function inNewsOrder(posts: readonly NewsPost[]): NewsPost[] {
  return [...posts].sort(byNewsOrder);
}
