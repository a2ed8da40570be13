// The schedules as tables: the accessible twin of the chart (and all there is before it loads or
// without JavaScript's chart code), folded under a summary so a 30-year table does not push the
// form away. The table scrolls on its own on a phone. Whether it is open is the calculator's state:
// the table goes while an input is wrong and comes back with the next result, open if it was.
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
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function ScheduleTable({ summary, columns, rows, open, onOpenChange }: ScheduleTableProps) {
  return (
    <details className={styles.details} open={open} onToggle={(event) => onOpenChange(event.currentTarget.open)}>
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

type Openable = Pick<ScheduleTableProps, 'open' | 'onOpenChange'>;

export function MortgageScheduleTable({ rows, ...openable }: { rows: readonly ScheduleYear[] } & Openable) {
  return (
    <ScheduleTable
      summary={s.tableSummary}
      columns={[s.year, s.principal, s.interest, s.remaining]}
      rows={rows.map((row) => [row.year, row.principal, row.interest, row.remaining] as const)}
      {...openable}
    />
  );
}

export function InstallmentScheduleTable({ rows, ...openable }: { rows: readonly InstallmentMonth[] } & Openable) {
  return <ScheduleTable summary={s.installmentSummary} columns={[s.month, s.payment, s.remaining]} rows={rows.map((row) => [row.month, row.payment, row.remaining] as const)} {...openable} />;
}
