// Rows of cards with set columns from a tablet up (card-rows.module.css): the class for a grid, and
// whether its last card is alone on a row at the widest layout, where a wide card needs a larger
// picture than its column would.
import styles from './card-rows.module.css';

export type CardRows = 'large' | 'regular';

/** Columns from 1200 px (card-rows.module.css). */
const WIDEST_COLUMNS: Record<CardRows, number> = { large: 3, regular: 4 };

export function cardRowsClassName(rows: CardRows): string {
  return (rows === 'large' ? styles.large : styles.regular) ?? '';
}

/** True when `count` cards leave the last alone on its row at 1200 px and up (one card alone too). */
export function lastCardAloneAtWidest(count: number, rows: CardRows): boolean {
  return count % WIDEST_COLUMNS[rows] === 1;
}

/** A card picture's `sizes` in such rows: a wide card's picture takes half its row, 600 px at the widest. */
export function cardRowsSizes(rows: CardRows, wide = false): string {
  if (wide) return '(width < 768px) 100vw, (width < 1200px) 50vw, 600px';
  return rows === 'large' ? '(width < 768px) 100vw, (width < 1200px) 50vw, 400px' : '(width < 768px) 100vw, (width < 1024px) 50vw, (width < 1200px) 34vw, 300px';
}
