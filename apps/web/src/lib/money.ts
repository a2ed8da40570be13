// Prices in rubles the way Russian buyers read them: "от 5,24 млн ₽" on cards, "5 240 000 ₽" in full.
// Spaces inside a price are non-breaking, so a price never wraps across two lines.

import { formatNumber } from './number';

const NBSP = '\u00a0';

/** "5 240 000 ₽" (non-breaking spaces). */
export function formatRubles(value: number): string {
  return `${formatNumber(Math.round(value))}${NBSP}₽`;
}

/**
 * Short form for cards: "5,24 млн ₽" from a million up (rounded down to 10 000 ₽: a "from" price is
 * never overstated, and understated by less than 10 000 ₽, where tenths hid up to 99 999 ₽:
 * 3 599 000 ₽ read «3,5 млн»), "850 тыс. ₽" from a thousand up, otherwise the full number.
 */
export function formatRublesShort(value: number): string {
  const rubles = Math.round(value);
  if (rubles >= 1_000_000) {
    const hundredths = Math.floor(rubles / 10_000) / 100;
    return `${formatNumber(hundredths, 2)}${NBSP}млн${NBSP}₽`;
  }
  if (rubles >= 1_000) {
    return `${formatNumber(Math.floor(rubles / 1_000))}${NBSP}тыс.${NBSP}₽`;
  }
  return formatRubles(rubles);
}

/** "от 5,24 млн ₽" (short) or "от 5 240 000 ₽" (full). */
export function formatPriceFrom(value: number, style: 'short' | 'full' = 'short'): string {
  return `от${NBSP}${style === 'short' ? formatRublesShort(value) : formatRubles(value)}`;
}
