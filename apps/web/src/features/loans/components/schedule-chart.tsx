// The mortgage year by year as a picture: each year's payments as a bar (the principal part below,
// the interest above) on the left scale, and the remaining debt as a line on its own scale, on the
// right. Plain HTML and one SVG line, no chart library; imported on view by
// lazy-schedule-chart.tsx. The table below the chart holds the same figures for screen readers, so
// the picture is one labelled image.
import type { ScheduleYear } from '@/lib/finance';
import { formatRublesShort } from '@/lib/money';
import { loansTexts } from '../texts';
import styles from './schedule-chart.module.css';

const s = loansTexts.schedule;

export interface ScheduleChartProps {
  rows: readonly ScheduleYear[];
}

/**
 * The top of the payment scale: the largest year rounded up to an even step of its two leading
 * digits (511 680 -> 520 000), so the top and the middle labels are exact short prices ("520 тыс.
 * ₽", "260 тыс. ₽") rather than the largest year rounded down.
 */
export function scaleTop(largest: number): number {
  if (!(largest > 0)) return 1;
  const step = 2 * 10 ** Math.max(Math.floor(Math.log10(largest)) - 1, 0);
  return Math.ceil(largest / step) * step;
}

export function ScheduleChart({ rows }: ScheduleChartProps) {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return null;
  const top = scaleTop(Math.max(...rows.map((row) => row.principal + row.interest)));
  const loan = first.remaining + first.principal;
  const debtTop = scaleTop(loan);
  // The line starts at the loan (before the first year) and ends at 0, through each year's end.
  const points = [loan, ...rows.map((row) => row.remaining)]
    .map((debt, i) => `${(i / rows.length) * 100},${100 - (debt / debtTop) * 100}`)
    .join(' ');
  const middle = rows[Math.floor((rows.length - 1) / 2)];
  return (
    <figure className={styles.chart} role="img" aria-label={s.chartLabel(formatRublesShort(first.principal), formatRublesShort(last.principal))}>
      <ul className={styles.legend} aria-hidden="true">
        <li data-series="principal">{s.legendPrincipal}</li>
        <li data-series="interest">{s.legendInterest}</li>
        <li data-series="remaining">{s.legendRemaining}</li>
      </ul>
      <div className={styles.plot} aria-hidden="true">
        <div className={styles.axis}>
          <span>{formatRublesShort(top)}</span>
          <span>{formatRublesShort(top / 2)}</span>
          <span>0</span>
        </div>
        <div className={styles.area}>
          <div className={styles.bars}>
            {rows.map((row) => {
              const total = row.principal + row.interest;
              return (
                <div key={row.year} className={styles.bar} style={{ height: `${(total / top) * 100}%` }}>
                  <span className={styles.interest} style={{ flexGrow: row.interest }} />
                  <span className={styles.principal} style={{ flexGrow: row.principal }} />
                </div>
              );
            })}
          </div>
          <svg className={styles.line} viewBox="0 0 100 100" preserveAspectRatio="none" focusable="false">
            <polyline points={points} fill="none" vectorEffect="non-scaling-stroke" />
          </svg>
        </div>
        {/* The debt's own scale, on the right, in the line's colour, its top the loan rounded up. */}
        <div className={styles.axis} data-scale="debt">
          <span>{formatRublesShort(debtTop)}</span>
          <span>{formatRublesShort(debtTop / 2)}</span>
          <span>0</span>
        </div>
        <div className={styles.years}>
          <span>
            {s.year} {first.year}
          </span>
          {rows.length > 2 && middle ? <span>{middle.year}</span> : null}
          <span>{last.year}</span>
        </div>
      </div>
    </figure>
  );
}
