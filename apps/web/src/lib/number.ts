// Numbers the way Russian readers write them: "5 240 000", "54,3" (groups of three split by a
// non-breaking space, a decimal comma, trailing zeros dropped), the output of ru-RU
// Intl.NumberFormat with `maximumFractionDigits`, written without Intl.
//
// Why not Intl: a browser's first Intl formatter of a page loads ICU's locale data, 50-100 ms of
// main thread on a phone (measured in Chromium at Lighthouse's 4x CPU slowdown), which lands in
// the hydration of every page that formats a price or an area on the client (the calculators, the
// range sliders). Digits, grouping and rounding are all this site needs of it.

const NBSP = '\u00a0';

/** The shortest decimal digits of a non-negative finite number, as ICU reads a double, or null. */
function plainDigits(value: number): { whole: string; fraction: string } | null {
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  return match ? { whole: match[1]!, fraction: match[2] ?? '' } : null;
}

/** Adds one to a string of decimal digits ("0999" -> "1000"). */
function increment(digits: string): string {
  let carry = 1;
  let result = '';
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    const sum = Number(digits[index]) + carry;
    result = String(sum % 10) + result;
    carry = sum >= 10 ? 1 : 0;
  }
  return carry ? `1${result}` : result;
}

let fallback: Map<number, Intl.NumberFormat> | undefined;

/** Beyond plain digits (1e21 and up, tiny exponents, NaN, Infinity): Intl, made on first need. */
function intlFormat(value: number, maximumFractionDigits: number): string {
  fallback ??= new Map();
  let format = fallback.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', { maximumFractionDigits });
    fallback.set(maximumFractionDigits, format);
  }
  return format.format(value).replace(/[\s\u202f]/g, NBSP);
}

/**
 * "5 240 000", "54,3", "1 746 666,7" for `maximumFractionDigits` 1: rounded half away from zero on
 * the number's shortest decimal form (as Intl does), no trailing zeros, non-breaking group spaces.
 * A negative value that rounds to zero prints "0".
 */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  const digits = Number.isFinite(value) ? plainDigits(Math.abs(value)) : null;
  if (!digits) return intlFormat(value, maximumFractionDigits);

  let { whole, fraction } = digits;
  if (fraction.length > maximumFractionDigits) {
    const roundUp = fraction[maximumFractionDigits]! >= '5';
    const kept = whole + fraction.slice(0, maximumFractionDigits);
    const rounded = roundUp ? increment(kept) : kept;
    const split = rounded.length - maximumFractionDigits;
    whole = rounded.slice(0, split);
    fraction = rounded.slice(split);
  }
  fraction = fraction.replace(/0+$/, '');

  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, NBSP);
  const negative = value < 0 && (/[1-9]/.test(whole) || /[1-9]/.test(fraction));
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}
