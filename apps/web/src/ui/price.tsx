// A price the way Russian buyers read it (lib/money): "от 5,2 млн ₽" or "5 240 000 ₽", with
// non-breaking spaces, and the old price struck through beside it when there was a discount.
import { cache } from 'react';
import { formatPriceFrom, formatRubles, formatRublesShort } from '@/lib/money';
import styles from './price.module.css';
import { RubleFacePreload } from './ruble-face';

export interface PriceProps {
  /** Rubles. */
  value: number;
  /** "от …": the lowest of several prices. */
  from?: boolean;
  /** The price before a discount; shown struck through when it is higher. */
  oldValue?: number | null;
  /** "5,2 млн ₽" instead of "5 240 000 ₽" (cards). */
  short?: boolean;
  size?: 'md' | 'lg';
  /**
   * The struck-through price on its own line above the price (cards in a row: their prices sit at
   * the card's foot, and a discount then adds a line above the price instead of pushing it up).
   */
  oldAbove?: boolean;
  className?: string;
}

/** Whether a price of this request has asked for the rouble sign's face yet: once per page, not per price. */
const rubleFace = cache(() => ({ asked: false }));

function askForRubleFace() {
  const state = rubleFace();
  if (state.asked) return null;
  state.asked = true;
  return <RubleFacePreload />;
}

export function Price({ value, from = false, oldValue, short = false, size = 'md', oldAbove = false, className }: PriceProps) {
  const text = from ? formatPriceFrom(value, short ? 'short' : 'full') : short ? formatRublesShort(value) : formatRubles(value);
  const discounted = oldValue !== undefined && oldValue !== null && oldValue > value;
  return (
    <span className={[styles.price, size === 'lg' ? styles.large : null, oldAbove ? styles.oldAbove : null, className].filter(Boolean).join(' ')}>
      {askForRubleFace()}
      <span className={styles.value}>{text}</span>
      {discounted ? (
        <s className={styles.old}>
          <span className="visually-hidden">Цена до скидки: </span>
          {short ? formatRublesShort(oldValue) : formatRubles(oldValue)}
        </s>
      ) : null}
    </span>
  );
}
