// The schedules as tables: the accessible twin of the chart (and all there is before it loads or
// without JavaScript's chart code), folded under a summary so a 30-year table does not push the
// form away. The table scrolls on its own on a phone.
import { formatRubles } from '@/lib/money';
import type { InstallmentMonth, ScheduleYear } from '@/lib/finance';
import { loansTexts } from '../texts';
import styles from './calculator.module.css';

const s = loansTexts.schedule;

interface ScheduleTableProps {
  summary: string;
  /** The first column's heading (the year or the month), then the money columns'. */
  columns: readonly string[];
  /** Each row: its first cell (a row heading), then rubles. */
  rows: ReadonlyArray<readonly [number, ...number[]]>;
  open?: boolean;
}

function ScheduleTable({ summary, columns, rows, open = false }: ScheduleTableProps) {
  return (
    <details className={styles.details} open={open}>
      <summary className={styles.summary}>{summary}</summary>
      {/* A scrolling region must take focus so a keyboard can scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={summary}>
        <table className={styles.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([first, ...money]) => (
              <tr key={first}>
                <th scope="row">{first}</th>
                {money.map((value, index) => (
                  <td key={columns[index + 1]}>{formatRubles(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

export function MortgageScheduleTable({ rows }: { rows: readonly ScheduleYear[] }) {
  return (
    <ScheduleTable
      summary={s.tableSummary}
      columns={[s.year, s.principal, s.interest, s.remaining]}
      rows={rows.map((row) => [row.year, row.principal, row.interest, row.remaining] as const)}
    />
  );
}

export function InstallmentScheduleTable({ rows, open = false }: { rows: readonly InstallmentMonth[]; open?: boolean }) {
  return <ScheduleTable summary={s.installmentSummary} columns={[s.month, s.payment, s.remaining]} rows={rows.map((row) => [row.month, row.payment, row.remaining] as const)} open={open} />;
}
