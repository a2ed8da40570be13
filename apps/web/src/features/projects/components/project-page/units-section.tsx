// «Коммерция, паркинг и кладовые»: a tile per kind, linking to its listing filtered to this complex,
// with the editors' picture and what is left.
import { IntentLink } from '@/ui/intent-link';
import { Card, cardLinkClassName } from '@/ui/card';
import { cardRowsClassName, cardRowsSizes } from '@/ui/card-rows';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import type { UnitTile } from '../../data/project-page';
import { projectTexts as t } from '../../texts';
import { PageSection } from './section';
import styles from './project-page.module.css';

export function UnitsSection({ tiles }: { tiles: readonly UnitTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <PageSection id="units" title={t.unitsTitle}>
      <ul className={`${styles.cards} ${cardRowsClassName('large')}`}>
        {tiles.map((tile, index) => (
          <li key={tile.kind}>
            <Card
              as="div"
              interactive
              media={tile.image ? <ResponsivePhoto photo={tile.image} alt="" sizes={cardRowsSizes('large', index, tiles.length)} /> : undefined}
            >
              <h3 className={styles.cardTitle}>
                <IntentLink href={tile.href} className={cardLinkClassName} data-kind={tile.kind}>
                  {tile.title}
                </IntentLink>
              </h3>
              {tile.remaining ? <p className={styles.muted}>{tile.remaining}</p> : null}
              <p className={styles.tileAction} aria-hidden="true">
                {tile.action} →
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
