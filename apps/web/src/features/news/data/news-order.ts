// The one order of the news (the list, its pages, a post's previous and next, the home teaser) and
// the Russian date every news card shows.
import { calendarDay, russianCalendarDate, type CalendarDate } from '@/lib/date';
import type { NewsPost } from '@/upstream/content';

/** The date a news card shows («24 ноября 2026»). */
export type NewsDate = CalendarDate;
export const formatNewsDate = russianCalendarDate;

/** Newest News_date first (posts without a readable date last), then Sort_news, then the newer entry. */
export function byNewsOrder(a: NewsPost, b: NewsPost): number {
  // The day alone: a sort compares each post many times, and the Russian text is not needed here.
  const dateA = calendarDay(a.date) ?? '';
  const dateB = calendarDay(b.date) ?? '';
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
