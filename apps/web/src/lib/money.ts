// Prices in rubles the way Russian buyers read them: "от 5,2 млн ₽" on cards, "5 240 000 ₽" in full.
// Spaces inside a price are non-breaking, so a price never wraps across two lines.

import { formatNumber } from './number';

const NBSP = '\u00a0';

/** "5 240 000 ₽" (non-breaking spaces). */
export function formatRubles(value: number): string {
  return `${formatNumber(Math.round(value))}${NBSP}₽`;
}

/**
 * Short form for cards: "5,2 млн ₽" from a million up (rounded down to 0.1 so a "from" price is
 * never overstated), "850 тыс. ₽" from a thousand up, otherwise the full number.
 */
export function formatRublesShort(value: number): string {
  const rubles = Math.round(value);
  if (rubles >= 1_000_000) {
    const tenths = Math.floor(rubles / 100_000) / 10;
    return `${formatNumber(tenths, 1)}${NBSP}млн${NBSP}₽`;
  }
  if (rubles >= 1_000) {
    return `${formatNumber(Math.floor(rubles / 1_000))}${NBSP}тыс.${NBSP}₽`;
  }
  return formatRubles(rubles);
}

/** "от 5,2 млн ₽" (short) or "от 5 240 000 ₽" (full). */
export function formatPriceFrom(value: number, style: 'short' | 'full' = 'short'): string {
  return `от${NBSP}${style === 'short' ? formatRublesShort(value) : formatRubles(value)}`;
}
