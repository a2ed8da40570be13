// The time left until a date as whole days, hours and minutes (spec §4: a past date shows 0, 0, 0).
import { pluralForm, type PluralForms } from '@/lib/plural';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Rounded down to the minute: "0 minutes" is shown only when less than a minute is left. */
export function timeLeft(targetMs: number, nowMs: number): TimeLeft {
  const left = Math.max(0, targetMs - nowMs);
  if (!Number.isFinite(left)) return { days: 0, hours: 0, minutes: 0 };
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
  };
}

/** Milliseconds until the shown minutes change (at least 1 s, so a clock drift cannot spin). */
export function msUntilNextChange(targetMs: number, nowMs: number): number | null {
  const left = targetMs - nowMs;
  if (!(left > 0)) return null;
  const rest = left % MINUTE;
  return Math.max(1000, rest === 0 ? MINUTE : rest);
}

export const UNIT_FORMS: Record<keyof TimeLeft, PluralForms> = {
  days: { one: 'день', few: 'дня', many: 'дней' },
  hours: { one: 'час', few: 'часа', many: 'часов' },
  minutes: { one: 'минута', few: 'минуты', many: 'минут' },
};

export function unitLabel(unit: keyof TimeLeft, count: number): string {
  return pluralForm(count, UNIT_FORMS[unit]);
}
