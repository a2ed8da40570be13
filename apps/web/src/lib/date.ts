// Calendar dates as the site writes them: «24 ноября 2026» (no «г.»), with the ISO day for
// <time dateTime> and JSON-LD. News posts and tenders carry such dates from the CMS.

export interface CalendarDate {
  /** YYYY-MM-DD. */
  iso: string;
  /** «24 ноября 2026». */
  text: string;
}

// A day, or the day part of a date-time ("2026-11-24T10:00:00Z").
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const russianDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-11-24" or "2026-11-24T10:00:00Z" -> "2026-11-24"; null for anything that is not a calendar date. */
export function calendarDay(value: string | null | undefined): string | null {
  const match = value ? ISO_DAY.exec(value.trim()) : null;
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return null;
  return `${year}-${month}-${day}`;
}

/** "2026-11-24" -> { iso: "2026-11-24", text: "24 ноября 2026" }; null for anything that is not a calendar date. */
export function russianCalendarDate(value: string | null | undefined): CalendarDate | null {
  const iso = calendarDay(value);
  if (iso === null) return null;
  // Formatting is the costly part (Intl): only for a date that is shown, never to compare two.
  const parts = russianDate.formatToParts(new Date(`${iso}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { iso, text: `${part('day')} ${part('month')} ${part('year')}` };
}

/** Krasnodar's (and Moscow's) offset from UTC: three hours, all year. */
const SITE_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The calendar day in Krasnodar at `now`, "YYYY-MM-DD": a deadline "по 1 декабря" holds through that day there. */
export function siteToday(now: Date = new Date()): string {
  return new Date(now.getTime() + SITE_OFFSET_MS).toISOString().slice(0, 10);
}
