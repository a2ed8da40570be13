// The heading of a page section: the title, an optional line under it and an optional action
// ("Все проекты →") on the right.
import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

interface SectionHeadingProps {
  title: ReactNode;
  id?: string;
  level?: 1 | 2 | 3;
  /** One line under the title. */
  lead?: ReactNode;
  /** A link or button on the right. */
  action?: ReactNode;
  className?: string;
}

export function SectionHeading({ title, id, level = 2, lead, action, className }: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={[styles.heading, className].filter(Boolean).join(' ')}>
      <div className={styles.text}>
        <Heading id={id} className={styles.title} data-level={level}>
          {title}
        </Heading>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
