// The in-page navigation: one anchor per section the page has; sticky under the header on a desktop.
import { projectTexts as t } from '../../texts';
import type { SectionId } from '../../data/project-page';
import styles from './project-page.module.css';

export function SectionNav({ sections }: { sections: ReadonlyArray<{ id: SectionId; label: string }> }) {
  if (sections.length < 2) return null;
  return (
    <nav aria-label={t.sectionNav} className={styles.nav}>
      <ul className={styles.navList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.navLink}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
