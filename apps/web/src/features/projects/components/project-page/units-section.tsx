// «Коммерция, паркинг и кладовые»: a tile per kind, linking to its listing filtered to this complex,
// with the editors' picture and what is left.
import { IntentLink } from '@/ui/intent-link';
import { Card, cardLinkClassName } from '@/ui/card';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import type { UnitTile } from '../../data/project-page';
import { projectTexts as t } from '../../texts';
import { PageSection } from './section';
import styles from './project-page.module.css';

export function UnitsSection({ tiles }: { tiles: readonly UnitTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <PageSection id="units" title={t.unitsTitle}>
      <ul className={styles.cards}>
        {tiles.map((tile) => (
          <Card
            key={tile.kind}
            as="li"
            interactive
            className={styles.tile}
            media={tile.image ? <ResponsivePhoto photo={tile.image} alt="" sizes="(width < 768px) 100vw, 33vw" /> : undefined}
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
        ))}
      </ul>
    </PageSection>
  );
}
