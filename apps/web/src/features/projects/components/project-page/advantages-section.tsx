// «Преимущества» (Project_advantages), when the editors keep Show_advantages on.
import { Card } from '@/ui/card';
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
      <ul className={styles.cards}>
        {items.map((advantage) => (
          <Card
            key={advantage.id}
            as="li"
            media={advantage.image && !advantage.image.isVideo ? <ResponsivePhoto photo={advantage.image} alt="" sizes="(width < 768px) 100vw, 33vw" /> : undefined}
          >
            {advantage.title ? <h3 className={styles.cardTitle}>{advantage.title}</h3> : null}
            {advantage.text ? <p className={styles.muted}>{advantage.text}</p> : null}
          </Card>
        ))}
      </ul>
    </PageSection>
  );
}
