// The table view of a listing (view=table): one row per unit, the columns a buyer compares
// (price, area, rooms, floor, price per m², completion, status), the price first so that a phone
// shows it beside the unit before any scrolling. The first cell of a row names the unit and is
// the link to its page. The table scrolls sideways inside its own focusable
// region on a phone; the page itself never does.
import type { Property } from '@novostroy/contracts';
import { formatArea } from '@/lib/area';
import { formatRubles } from '@/lib/money';
import { paths } from '@/lib/paths';
import { formatQuarter } from '@/lib/quarter';
import { keepSignsWithNumbers } from '@/lib/typography';
import { StatusBadge } from '@/ui/status-badge';
import { fetchReleasedHouseIds } from '@/upstream/sales';
import type { CatalogueKind } from '../data/catalogue-query';
import { roomOption } from '../data/search';
import { unitTexts, unitTitle } from '@/features/unit';
import { IntentLink } from '@/ui/intent-link';
import { catalogueTexts as t } from '../texts';
import styles from './catalogue.module.css';

interface UnitTableProps {
  kind: CatalogueKind;
  total: number;
  units: readonly Property[];
}

export async function UnitTable({ kind, total, units }: UnitTableProps) {
  const flats = kind === 'flats';
  // A house sales-data calls handed over reads «Дом сдан», as on the cards and the unit page.
  const released = await fetchReleasedHouseIds();
  return (
    // A region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableScroll} role="region" aria-label={t.table.scrollLabel} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.table.caption(kind, total)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.table.unit}</th>
            <th scope="col" className={styles.numeric}>
              {t.table.price}
            </th>
            <th scope="col" className={styles.numeric}>
              {t.table.area}
            </th>
            {flats ? <th scope="col" className={styles.numeric}>{t.table.rooms}</th> : null}
            <th scope="col" className={styles.numeric}>
              {t.table.floor}
            </th>
            <th scope="col" className={styles.numeric}>
              {t.table.pricePerMeter}
            </th>
            <th scope="col" className={styles.numeric}>
              {t.table.completion}
            </th>
            <th scope="col">{t.table.status}</th>
          </tr>
        </thead>
        <tbody>
          {units.map((unit, index) => {
            // «№ 57» stays on one line in a narrow column.
            const title = keepSignsWithNumbers(unitTitle(unit));
            return (
              <tr key={unit.id} data-unit-index={index}>
                <th scope="row">
                  <div className={styles.tableUnit}>
                    {/* The plan is a small drawing beside the name; the name says what it is. */}
                    <img src={unit.plan_image} alt="" width={64} height={48} loading="lazy" decoding="async" className={styles.tablePlan} />
                    <div>
                      <IntentLink href={paths.unit(unit.type_purpose, unit.id)}>
                        {title}
                      </IntentLink>
                      {/* «Литер 1» stays on one line in a narrow column. */}
                      <span className={styles.tablePlace}>{keepSignsWithNumbers(`${unit.project_title}, ${unit.house_title}`)}</span>
                    </div>
                  </div>
                </th>
                <td className={styles.numeric}>{formatRubles(unit.price_value)}</td>
                <td className={styles.numeric}>{formatArea(unit.area_total)}</td>
                {flats ? <td className={styles.numeric}>{roomOption(unit) === 0 ? t.table.studio : unit.rooms_amount}</td> : null}
                <td className={styles.numeric}>{unit.floor < 1 ? unitTexts.level(unit.floor) : `${unit.floor}/${unit.floors_total}`}</td>
                <td className={styles.numeric}>{unit.price_per_meter > 0 ? formatRubles(unit.price_per_meter) : '—'}</td>
                <td className={styles.numeric}>{released.has(unit.house_id) ? unitTexts.released : formatQuarter(unit.development_end)}</td>
                <td>
                  <StatusBadge status={unit.status} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
