import { describe, expect, it } from 'vitest';
import { russianCalendarDate } from './date';

describe('russianCalendarDate', () => {
  it('writes a day in Russian, without «г.», with its ISO day', () => {
    expect(russianCalendarDate('2026-09-01')).toEqual({ iso: '2026-09-01', text: '1 сентября 2026' });
    expect(russianCalendarDate('2026-11-24T10:00:00.000Z')).toEqual({ iso: '2026-11-24', text: '24 ноября 2026' });
  });

  it('refuses what is not a calendar date', () => {
    for (const value of ['2026-02-30', '2026-13-01', 'soon', '2026-09-01x', '', null, undefined]) expect(russianCalendarDate(value)).toBeNull();
  });
});
