// Placeholders in the shape of what is loading: lines of text, a card, a block. The shapes are
// decoration (aria-hidden); a screen reader hears one «Загрузка…» per group, from a status
// region, instead of a dozen empty boxes. The shimmer stops for visitors who ask for reduced
// motion (its duration token becomes 0). A server component: no state.
import type { ReactNode } from 'react';
import styles from './skeleton.module.css';

/** One group of placeholders with a single, visually hidden, loading status. */
export function SkeletonGroup({ children, label = 'Загрузка…', className }: { children: ReactNode; label?: string; className?: string }) {
  return (
    <div className={[styles.group, className].filter(Boolean).join(' ')} aria-busy="true">
      <span role="status" className="visually-hidden">
        {label}
      </span>
      <div aria-hidden="true" className={styles.shapes}>
        {children}
      </div>
    </div>
  );
}

/** Lines of text; the last one is shorter, as a paragraph's last line is. */
export function SkeletonText({ lines = 3, size = 'md' }: { lines?: number; size?: 'md' | 'lg' }) {
  return (
    <div className={styles.text} data-size={size}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={`${styles.shape} ${styles.line}`} />
      ))}
    </div>
  );
}

/** A block of the given proportions (a photo, a plan, a map). */
export function SkeletonBlock({ ratio = 'card' }: { ratio?: 'card' | 'hero' }) {
  return <span className={`${styles.shape} ${styles.block}`} data-ratio={ratio} />;
}

/** The shape of a ui/card with media: a photo, a title, two lines and a price. */
export function SkeletonCard() {
  return (
    <div className={styles.card}>
      <SkeletonBlock />
      <div className={styles.cardBody}>
        <SkeletonText lines={1} size="lg" />
        <SkeletonText lines={2} />
        <span className={`${styles.shape} ${styles.pill}`} />
      </div>
    </div>
  );
}
