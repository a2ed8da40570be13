// The comparison itself: the units as columns (plan, name linking to the unit's page, the
// favourite toggle, «Убрать из сравнения»),
// a row per attribute (data/compare-rows.ts), rows whose values differ marked in colour, weight
// and words. «Только различия» is a plain checkbox: CSS hides the other rows, no script needed.
// Below 1024 px two units show side by side and the rest are a swipe away (scroll-snap), each
// attribute's name above its row, the units' names stuck to the top (compare-scroller.tsx); from
// 1024 px a table.
import type { Property } from '@novostroy/contracts';
import { paths } from '@/lib/paths';
import { StatusBadge } from '@/ui/status-badge';
import { unitTitle } from '@/features/unit';
import { IntentLink } from '@/ui/intent-link';
import { RubleFacePreload } from '@/ui/ruble-face';
import { compareRows } from '../data/compare-rows';
import { favouritesTexts } from '../texts';
import { CompareScroller } from './compare-scroller';
import { FavouriteToggle } from './favourite-toggle';
import { RemoveSavedUnit } from './saved-list-controls';
import styles from './compare-table.module.css';

const t = favouritesTexts.compare;

export function CompareTable({ units, today, released }: { units: readonly Property[]; today: Date; released?: ReadonlySet<number> }) {
  const rows = compareRows(units, today, released);
  return (
    <div className={styles.compare} data-units={Math.min(units.length, 4)}>
      {/* The price rows. */}
      <RubleFacePreload />
      <label className={styles.onlyDifferences}>
        <input type="checkbox" className={styles.checkbox} />
        {t.onlyDifferences}
      </label>
      <CompareScroller names={units.map((unit) => ({ id: unit.id, title: unitTitle(unit), href: paths.unit(unit.type_purpose, unit.id) }))} labelledBy="compare-caption">
        <table className={styles.table}>
          <caption id="compare-caption" className="visually-hidden">
            {t.tableCaption}
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {units.map((unit) => {
                const title = unitTitle(unit);
                return (
                  <th key={unit.id} scope="col" className={styles.unitCell}>
                    <div className={styles.unit}>
                      {/* An SVG plan from sales-data: a fixed box, lazy; the name's link below covers it too. */}
                      <img src={unit.plan_image} alt="" width={160} height={120} loading="lazy" decoding="async" className={styles.plan} />
                      <IntentLink href={paths.unit(unit.type_purpose, unit.id)} className={styles.unitLink}>
                        {title}
                      </IntentLink>
                      {unit.status !== 'AVAILABLE' ? <StatusBadge status={unit.status} /> : null}
                      <div className={styles.unitActions}>
                        <FavouriteToggle unitId={unit.id} compact />
                        {/* «Убрать» in sight (a narrow column keeps one row), «Убрать из сравнения: …» for screen readers. */}
                        <RemoveSavedUnit id={unit.id} label={t.removeShort} name={t.removeFrom(title)} className={styles.remove} />
                      </div>
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-row={row.key} data-differs={row.differs ? '' : undefined} data-same={row.differs ? undefined : ''}>
                <th scope="row">
                  <span className={styles.label}>
                    {row.label}
                    {row.note ? <span className={styles.note}>{row.note}</span> : null}
                    {row.differs ? <span className="visually-hidden"> (различается)</span> : null}
                  </span>
                </th>
                {row.values.map((value, index) => (
                  <td key={units[index]!.id}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CompareScroller>
    </div>
  );
}
