// «Цены и наличие»: what is left of each kind, the minimum price per room type and the live
// minimum flat price; without sales data the note instead of any figure. Only for a complex the
// sales-data service knows (Profit_id).
import { IntentLink } from '@/ui/intent-link';
import { paths } from '@/lib/paths';
import { Notice } from '@/ui/notice/notice';
import { Price } from '@/ui/price';
import type { Project } from '@/upstream/content';
import type { ProjectSales } from '../../data/project-page';
import { projectTexts as t } from '../../texts';
import { PageSection } from './section';
import styles from './project-page.module.css';

export function SalesSection({ project, sales }: { project: Project; sales: ProjectSales | null }) {
  if (project.profitId === null) return null;
  return (
    <PageSection id="sales" title={t.salesTitle}>
      {sales ? (
        <div className={styles.salesGrid}>
          {sales.remaining.length > 0 ? (
            <div className={styles.panel}>
              <h3 className={styles.panelTitle}>{t.remainingTitle}</h3>
              <dl className={styles.facts} data-testid="remaining">
                {sales.remaining.map((line) => (
                  <div key={line.kind} className={styles.fact} data-kind={line.kind} data-free={line.free}>
                    <dt>{line.label}</dt>
                    <dd>{line.text}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          {sales.minFlatPrice !== null || sales.roomPrices.length > 0 ? (
            <div className={styles.panel}>
              <h3 className={styles.panelTitle}>{t.roomPricesTitle}</h3>
              <dl className={styles.facts}>
                {sales.minFlatPrice !== null ? (
                  <div className={styles.fact}>
                    <dt>{t.minFlatPrice}</dt>
                    <dd>
                      <Price value={sales.minFlatPrice} from short />
                    </dd>
                  </div>
                ) : null}
                {sales.roomPrices.map((price) => (
                  <div key={price.label} className={styles.fact}>
                    <dt>
                      {/* The prices count booked flats too (spec §7), so the listing they open does as well:
                          the flat quoted is there to find. */}
                      <IntentLink href={paths.flatsByRooms(price.rooms, project.profitId, { withBooked: true })}>{price.label}</IntentLink>
                    </dt>
                    <dd>
                      <Price value={price.value} from short />
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </div>
      ) : (
        <Notice tone="warning">{t.salesUnavailable}</Notice>
      )}
    </PageSection>
  );
}
