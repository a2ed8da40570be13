// How the number mask writes a number, in a module of its own: a page that prints a value before
// the mask's code is there (ui/range-slider's StaticRangeSlider) imports this, not the mask.

/** Russian number formatting: a space between thousands, a comma before the fraction. */
export const NUMBER_FORMAT = { thousandsSeparator: ' ', radix: ',', mapToRadix: ['.'] } as const;

/**
 * The text the number mask shows for a value ("5 240 000", "54,5"), for a page that prints a
 * value before the mask's code is there: at most `fractionDigits` after the comma, no trailing
 * zeros, as the mask itself writes it.
 */
export function formatMaskedNumber(value: number, fractionDigits = 0): string {
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(Math.max(0, Math.floor(fractionDigits))).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NUMBER_FORMAT.thousandsSeparator);
  const kept = fraction.replace(/0+$/, '');
  const negative = value < 0 && /[1-9]/.test(whole + kept);
  return `${negative ? '-' : ''}${grouped}${kept ? NUMBER_FORMAT.radix + kept : ''}`;
}
