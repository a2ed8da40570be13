// One unit as a card (listings, similar units, favourites): its plan, what it is, where, and the
// price; the title is the link to its page. `saveToggle` (the heart of a listing card) sits beside
// the price and `actions` (compare, remove) under it, both outside the link.
import type { ReactNode } from 'react';
import type { Property } from '@novostroy/contracts';
import { formatArea } from '@/lib/area';
import { formatRubles } from '@/lib/money';
import { paths } from '@/lib/paths';
import { formatQuarter } from '@/lib/quarter';
import { Card, cardLinkClassName } from '@/ui/card';
import { Price } from '@/ui/price';
import { StatusBadge } from '@/ui/status-badge';
import { IntentLink } from '@/ui/intent-link';
import { fetchReleasedHouseIds } from '@/upstream/sales';
import { unitTitle } from '../data/unit-title';
import { unitTexts as t } from '../texts';
import styles from './unit-card.module.css';

export interface UnitCardProps {
  unit: Property;
  /** The title's heading level: 2 in a listing, 3 under a section heading. */
  headingLevel?: 2 | 3;
  /** A compact favourite toggle, at the end of the price's row. */
  saveToggle?: ReactNode;
  actions?: ReactNode;
  /** The first card of a listing: its plan is the first screen's largest picture, so it loads at once with high priority. */
  priority?: boolean;
}

export async function UnitCard({ unit, headingLevel = 2, saveToggle, actions, priority = false }: UnitCardProps) {
  const released = (await fetchReleasedHouseIds()).has(unit.house_id);
  const title = unitTitle(unit);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const media = (
    // The plan is an SVG drawing from sales-data: no variants to choose from, fixed box, lazy
    // unless it is the listing's first.
    <img
      src={unit.plan_image}
      alt={t.planAlt(title)}
      width={400}
      height={300}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={styles.plan}
    />
  );
  return (
    <Card interactive media={media} className={styles.card}>
      <div className={styles.heading}>
        <Heading className={styles.title}>
          <IntentLink href={paths.unit(unit.type_purpose, unit.id)} className={cardLinkClassName}>
            {title}
          </IntentLink>
        </Heading>
        {unit.status !== 'AVAILABLE' ? <StatusBadge status={unit.status} /> : null}
      </div>
      <p className={styles.place}>
        {unit.project_title}, {unit.house_title}
      </p>
      <ul className={styles.facts}>
        <li>{formatArea(unit.area_total)}</li>
        <li>{t.card.floor(unit.floor, unit.floors_total)}</li>
        <li>{released ? t.released : t.card.completion(formatQuarter(unit.development_end))}</li>
      </ul>
      <div className={styles.bottom}>
        {/* A sold unit (in someone's favourites) has no price to offer. */}
        {unit.status !== 'SOLD' ? (
          <div className={styles.prices}>
            <Price value={unit.price_value} oldValue={unit.price_old} size="lg" oldAbove className={styles.price} />
            {unit.price_per_meter > 0 ? <span className={styles.perMeter}>{t.perMeter(formatRubles(unit.price_per_meter))}</span> : null}
          </div>
        ) : null}
        {saveToggle ? <div className={styles.saveToggle}>{saveToggle}</div> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Card>
  );
}
