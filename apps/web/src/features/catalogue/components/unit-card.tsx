// One unit in a listing: its plan, what it is, where, and the price; the title is the link to
// its page.
import Link from 'next/link';
import type { Property } from '@novostroy/contracts';
import { formatArea } from '@/lib/area';
import { formatRubles } from '@/lib/money';
import { paths } from '@/lib/paths';
import { formatQuarter } from '@/lib/quarter';
import { Card, cardLinkClassName } from '@/ui/card';
import { Price } from '@/ui/price';
import { StatusBadge } from '@/ui/status-badge';
import { unitTitle } from '@/features/unit';
import { catalogueTexts as t } from '../texts';
import styles from './catalogue.module.css';

export function UnitCard({ unit }: { unit: Property }) {
  const title = unitTitle(unit);
  const media = (
    // The plan is an SVG drawing from sales-data: no variants to choose from, fixed box, lazy.
    <img src={unit.plan_image} alt={t.planAlt(title)} width={400} height={300} loading="lazy" decoding="async" className={styles.plan} />
  );
  return (
    <Card interactive media={media} className={styles.card}>
      <div className={styles.cardHeading}>
        <h2 className={styles.cardTitle}>
          <Link href={paths.unit(unit.type_purpose, unit.id)} className={cardLinkClassName} prefetch={false}>
            {title}
          </Link>
        </h2>
        {unit.status !== 'AVAILABLE' ? <StatusBadge status={unit.status} /> : null}
      </div>
      <p className={styles.place}>
        {unit.project_title}, {unit.house_title}
      </p>
      <ul className={styles.facts}>
        <li>{formatArea(unit.area_total)}</li>
        <li>{t.floor(unit.floor, unit.floors_total)}</li>
        <li>{t.completion(formatQuarter(unit.development_end))}</li>
      </ul>
      <div className={styles.prices}>
        <Price value={unit.price_value} size="lg" />
        {unit.price_per_meter > 0 ? <span className={styles.perMeter}>{t.pricePerMeter(formatRubles(unit.price_per_meter))}</span> : null}
      </div>
    </Card>
  );
}
