// A hint that depends on how the visitor points: «Наведите курсор…» with a mouse, «Коснитесь…» on
// a touch screen. Both are in the HTML and CSS shows one (`hover: none`), so it needs no script
// and a screen reader reads only the one shown.
import styles from './pointer-hint.module.css';

export interface PointerHintProps {
  /** For a mouse or a trackpad. */
  pointer: string;
  /** For a finger. */
  touch: string;
  className?: string;
}

export function PointerHint({ pointer, touch, className }: PointerHintProps) {
  return (
    <p className={className}>
      <span className={styles.pointer}>{pointer}</span>
      <span className={styles.touch}>{touch}</span>
    </p>
  );
}
