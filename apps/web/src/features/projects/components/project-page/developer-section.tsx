// «Застройщик»: the developer's name and text, its facts (Developer_info_list) and up to six
// document buttons.
import type { Project } from '@/upstream/content';
import { buttonClassName } from '@/ui/button';
import { developerButtons, hasDeveloper, paragraphs } from '../../data/project-page';
import { projectTexts as t } from '../../texts';
import { OutLink, PageSection, Paragraphs } from './section';
import styles from './project-page.module.css';

export function DeveloperSection({ project }: { project: Project }) {
  if (!hasDeveloper(project)) return null;
  const { name, text, infoList } = project.developer;
  const buttons = developerButtons(project);
  return (
    <PageSection id="developer" title={t.developerTitle}>
      <div className={styles.developer}>
        <div className={styles.feature}>
          {name ? <h3 className={styles.cardTitle}>{name}</h3> : null}
          <Paragraphs items={paragraphs(text)} />
          {buttons.length > 0 ? (
            <ul className={styles.actions}>
              {buttons.map((button) => (
                <li key={button.id}>
                  <OutLink href={button.url} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
                    {button.text}
                  </OutLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {infoList.length > 0 ? (
          <dl className={`${styles.facts} ${styles.panel}`}>
            {infoList.map((item) => (
              <div key={item.id} className={styles.fact}>
                {item.label ? <dt>{item.label}</dt> : null}
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </PageSection>
  );
}
