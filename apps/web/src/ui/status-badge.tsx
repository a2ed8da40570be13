// A unit's sales status (spec §4) in words and colour: «В продаже», «Забронировано», «Продано».
// The colour is never the only sign: the word is always there. Another list with the same three
// states (a tender: open, cancelled, closed) passes its own word as `label`.
import styles from './status-badge.module.css';

export type UnitStatus = 'AVAILABLE' | 'BOOKED' | 'SOLD';

export const STATUS_LABELS: Record<UnitStatus, string> = {
  AVAILABLE: 'В продаже',
  BOOKED: 'Забронировано',
  SOLD: 'Продано',
};

export function StatusBadge({ status, label, className }: { status: UnitStatus; label?: string; className?: string }) {
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} data-status={status}>
      <span aria-hidden="true" className={styles.dot} />
      {label ?? STATUS_LABELS[status]}
    </span>
  );
}
