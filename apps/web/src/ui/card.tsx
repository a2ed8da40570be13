// The surface of a card: rounded, bordered, lifted a little on hover when the whole card is a
// link. Its media sits edge to edge on top; the body below has the card's padding.
import type { ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps {
  children: ReactNode;
  /** A photo or plan shown edge to edge above the body. */
  media?: ReactNode;
  /** The card's one link covers the whole card (its heading keeps the link's name). */
  interactive?: boolean;
  as?: 'article' | 'div' | 'li';
  className?: string;
}

export function Card({ children, media, interactive = false, as: Element = 'article', className }: CardProps) {
  return (
    <Element className={[styles.card, interactive ? styles.interactive : null, className].filter(Boolean).join(' ')}>
      {media ? <div className={styles.media}>{media}</div> : null}
      <div className={styles.body}>{children}</div>
    </Element>
  );
}

/** For the one link of an interactive card: its click area grows to the whole card. */
export const cardLinkClassName = styles.cardLink;
