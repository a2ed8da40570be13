// «Преимущества» (Project_advantages), when the editors keep Show_advantages on.
import { Card } from '@/ui/card';
import { cardRowsClassName, cardRowsSizes } from '@/ui/card-rows';
import { ResponsivePhoto } from '@/ui/responsive-photo';
import type { Project } from '@/upstream/content';
import { hasAdvantages } from '../../data/project-page';
import { projectTexts as t } from '../../texts';
import { PageSection } from './section';
import styles from './project-page.module.css';

export function AdvantagesSection({ project }: { project: Project }) {
  if (!hasAdvantages(project)) return null;
  const items = project.advantages.filter((advantage) => advantage.title || advantage.text);
  return (
    <PageSection id="advantages" title={t.advantagesTitle}>
      <ul className={`${styles.cards} ${cardRowsClassName('regular')}`}>
        {items.map((advantage, index) => {
          const photo = advantage.image && !advantage.image.isVideo ? advantage.image : null;
          return (
            <li key={advantage.id}>
              <Card as="div" media={photo ? <ResponsivePhoto photo={photo} alt="" sizes={cardRowsSizes('regular', index, items.length)} /> : undefined}>
                {advantage.title ? <h3 className={styles.cardTitle}>{advantage.title}</h3> : null}
                {advantage.text ? <p className={styles.muted}>{advantage.text}</p> : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
