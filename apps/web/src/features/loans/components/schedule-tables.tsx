// The schedules as tables: the accessible twin of the chart (and all there is before it loads or
// without JavaScript's chart code), folded under a summary so a 30-year table does not push the
// form away. The table scrolls on its own on a phone.
import { formatRubles } from '@/lib/money';
import type { InstallmentMonth, ScheduleYear } from '@/lib/finance';
import { loansTexts } from '../texts';
import styles from './calculator.module.css';

const s = loansTexts.schedule;

export function MortgageScheduleTable({ rows }: { rows: readonly ScheduleYear[] }) {
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{s.tableSummary}</summary>
      {/* A scrolling region must take focus so a keyboard can scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={s.tableSummary}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{s.year}</th>
              <th scope="col">{s.principal}</th>
              <th scope="col">{s.interest}</th>
              <th scope="col">{s.remaining}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                <td>{formatRubles(row.principal)}</td>
                <td>{formatRubles(row.interest)}</td>
                <td>{formatRubles(row.remaining)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function InstallmentScheduleTable({ rows, open = false }: { rows: readonly InstallmentMonth[]; open?: boolean }) {
  return (
    <details className={styles.details} open={open}>
      <summary className={styles.summary}>{s.installmentSummary}</summary>
      {/* A scrolling region must take focus so a keyboard can scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={s.installmentSummary}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{s.month}</th>
              <th scope="col">{s.payment}</th>
              <th scope="col">{s.remaining}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row">{row.month}</th>
                <td>{formatRubles(row.payment)}</td>
                <td>{formatRubles(row.remaining)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
