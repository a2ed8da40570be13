// «Отделка квартир» (finishing_the_apartment, markdown).
import { RichText } from '@/ui/rich-text';
import type { Project } from '@/upstream/content';
import { projectTexts as t } from '../../texts';
import { PageSection } from './section';
import styles from './project-page.module.css';

export function FinishingSection({ project }: { project: Project }) {
  if (!project.finishingText) return null;
  return (
    <PageSection id="finishing" title={t.finishingTitle}>
      <RichText markdown={project.finishingText} className={styles.richText} />
    </PageSection>
  );
}
