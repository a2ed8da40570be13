// A unit's page, as far as the catalogue goes today: what it is, its plan, the facts, the price,
// its status (a unit booked or sold since the listing was shown says so), and the request form.
import type { ReactNode } from 'react';
import type { Property } from '@novostroy/contracts';
import { formatArea } from '@/lib/area';
import { formatRubles } from '@/lib/money';
import { paths } from '@/lib/paths';
import { formatQuarter } from '@/lib/quarter';
import { Breadcrumbs } from '@/ui/breadcrumbs';
import { Notice } from '@/ui/notice/notice';
import { Price } from '@/ui/price';
import { StatusBadge } from '@/ui/status-badge';
import { unitTitle } from '../data/unit-title';
import { unitTexts as t } from '../texts';
import styles from './unit-details.module.css';

interface UnitDetailsProps {
  unit: Property;
  listing: { label: string; href: string };
  /** The request form, composed by the page (features/leads). */
  requestForm: ReactNode;
}

export function UnitDetails({ unit, listing, requestForm }: UnitDetailsProps) {
  const title = unitTitle(unit);
  const facts: Array<[string, string]> = [
    [t.complex, unit.project_title],
    [t.house, `${unit.house_title}, ${t.section(unit.section)}`],
    [t.floor, unit.floor < 1 ? t.level(unit.floor) : t.floorOf(unit.floor, unit.floors_total)],
    [t.areaTotal, formatArea(unit.area_total)],
    ...(unit.area_living ? [[t.areaLiving, formatArea(unit.area_living)] as [string, string]] : []),
    ...(unit.area_kitchen ? [[t.areaKitchen, formatArea(unit.area_kitchen)] as [string, string]] : []),
    ...(unit.type_purpose === 'residential' || unit.type_purpose === 'commercial' ? [[t.finishing, t.finishings[unit.finishing]] as [string, string]] : []),
    [t.completion, formatQuarter(unit.development_end)],
  ];
  return (
    <article className={styles.page} aria-labelledby="unit-title">
      <Breadcrumbs items={[{ label: t.home, href: paths.home() }, listing, { label: title }]} />
      <div className={styles.heading}>
        <h1 id="unit-title">{title}</h1>
        <StatusBadge status={unit.status} />
      </div>
      {unit.status === 'SOLD' ? (
        <Notice tone="warning">
          {t.sold} <a href={listing.href}>{t.seeOthers}</a>
        </Notice>
      ) : unit.status === 'BOOKED' ? (
        <Notice tone="info">{t.booked}</Notice>
      ) : null}
      <div className={styles.body}>
        {/* An SVG plan from sales-data: no variants to choose from; the page's largest element. */}
        <img src={unit.plan_image} alt={t.planAlt(title)} width={800} height={600} className={styles.plan} fetchPriority="high" />
        <div className={styles.summary}>
          {unit.status !== 'SOLD' ? (
            <div className={styles.price}>
              <Price value={unit.price_value} size="lg" />
              {unit.price_per_meter > 0 ? <span className={styles.perMeter}>{t.perMeter(formatRubles(unit.price_per_meter))}</span> : null}
            </div>
          ) : null}
          <dl className={styles.facts}>
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {unit.status !== 'SOLD' ? requestForm : null}
    </article>
  );
}

/** The page while sales-data does not answer: what it is cannot be said, the request still can. */
export function UnitUnavailable({ listing, requestForm }: { listing: { label: string; href: string }; requestForm: ReactNode }) {
  return (
    <article className={styles.page} aria-labelledby="unit-title">
      <Breadcrumbs items={[{ label: t.home, href: paths.home() }, listing, { label: t.unavailableTitle }]} />
      <h1 id="unit-title">{t.unavailableTitle}</h1>
      <Notice tone="warning">{t.unavailable}</Notice>
      {requestForm}
    </article>
  );
}
