// The frame of a house's chessboard or drawing: a Tab stop per unit or floor (up to a hundred on a
// board), so the keyboard meets «Пропустить схему» first, which moves it past them to a focusable
// mark at the frame's foot. The frame also shades an edge while more waits beyond it (CSS only).
import { useId, type ReactNode } from 'react';
import { viewTexts as t } from '../view-texts';
import styles from './house-views.module.css';

export function SkippableFrame({ surface, children }: { surface?: 'muted'; children: ReactNode }) {
  const end = useId();
  return (
    <div className={styles.scrollFrame} data-surface={surface}>
      <a href={`#${end}`} className={styles.skipDrawing}>
        {t.skipDrawing}
      </a>
      {children}
      <span id={end} tabIndex={-1} className={styles.drawingEnd} />
    </div>
  );
}
