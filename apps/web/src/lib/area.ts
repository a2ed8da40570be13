// Floor areas the way Russian buyers read them: "54,3 м²", with a non-breaking space, so an area
// never wraps away from its unit.

import { formatNumber } from './number';

const NBSP = '\u00a0';

/** "54,3 м²", "1 250 м²" (non-breaking spaces; up to two decimals, trailing zeros dropped). */
export function formatArea(value: number): string {
  return `${formatNumber(value, 2)}${NBSP}м²`;
}
