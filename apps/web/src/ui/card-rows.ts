// Rows of cards with set columns from a tablet up (card-rows.module.css): the class for a grid, and
// the `sizes` of a card's picture at its place in the rows, where a last card alone on its row
// shows its picture at half the row's width instead of a column's.
import styles from './card-rows.module.css';

export type CardRows = 'large' | 'regular';

export function cardRowsClassName(rows: CardRows): string {
  return (rows === 'large' ? styles.large : styles.regular) ?? '';
}

/** Whether card `index` of `count` is the last and alone on its row in `columns` columns. */
function aloneIn(columns: number, index: number, count: number): boolean {
  return index === count - 1 && count % columns === 1;
}

/**
 * The `sizes` of the picture of card `index` of `count`, for each layout of card-rows.module.css:
 * one column on a phone; two columns (a wide card's picture is half the row too) to 1024 px; then
 * large rows keep two to 1200 px and take three, regular rows three then four. A wide card's
 * picture is half its row: 50vw, 600 px at the widest.
 */
export function cardRowsSizes(rows: CardRows, index = 0, count = 0): string {
  if (rows === 'large') return `(width < 768px) 100vw, (width < 1200px) 50vw, ${aloneIn(3, index, count) ? 600 : 400}px`;
  return `(width < 768px) 100vw, (width < 1024px) 50vw, (width < 1200px) ${aloneIn(3, index, count) ? 50 : 34}vw, ${aloneIn(4, index, count) ? 600 : 300}px`;
}
