import { describe, expect, it } from 'vitest';
import { calendarDay, russianCalendarDate, siteToday } from './date';

describe('russianCalendarDate', () => {
  it('writes a day in Russian, without «г.», with its ISO day', () => {
    expect(russianCalendarDate('2026-09-01')).toEqual({ iso: '2026-09-01', text: '1 сентября 2026' });
    expect(russianCalendarDate('2026-11-24T10:00:00.000Z')).toEqual({ iso: '2026-11-24', text: '24 ноября 2026' });
  });

  it('refuses what is not a calendar date', () => {
    for (const value of ['2026-02-30', '2026-13-01', 'soon', '2026-09-01x', '', null, undefined]) expect(russianCalendarDate(value)).toBeNull();
  });
});

describe('calendarDay', () => {
  it('gives the ISO day of a day or a date-time, and null for the same refusals', () => {
    expect(calendarDay(' 2026-11-24T10:00:00.000Z')).toBe('2026-11-24');
    expect(calendarDay('2024-02-29')).toBe('2024-02-29');
    for (const value of ['2026-02-30', '2023-02-29', '2026-13-01', 'soon', '', null]) expect(calendarDay(value)).toBeNull();
  });
});

describe('siteToday', () => {
  it('is the calendar day in Krasnodar, three hours ahead of UTC', () => {
    expect(siteToday(new Date('2026-12-01T20:59:59Z'))).toBe('2026-12-01');
    expect(siteToday(new Date('2026-12-01T21:00:00Z'))).toBe('2026-12-02');
  });
});
