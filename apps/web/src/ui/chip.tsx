// A short label in a pill: a complex's features, a filter's value, "Сдан".
import type { ReactNode } from 'react';
import styles from './chip.module.css';

export type ChipTone = 'neutral' | 'brand' | 'success' | 'inverse';

export function Chip({ children, tone = 'neutral', className }: { children: ReactNode; tone?: ChipTone; className?: string }) {
  return <span className={[styles.chip, styles[tone], className].filter(Boolean).join(' ')}>{children}</span>;
}
