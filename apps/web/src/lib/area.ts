// Floor areas the way Russian buyers read them: "54,3 м²", with a non-breaking space, so an area
// never wraps away from its unit.

const NBSP = '\u00a0';

// Up to two decimals (catalogue areas have one or two), trailing zeros dropped: 54,3 and 120.
const squareMetres = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** "54,3 м²", "1 250 м²" (non-breaking spaces). */
export function formatArea(value: number): string {
  return `${squareMetres.format(value)} м²`.replace(/[\s\u202f]/g, NBSP);
}
