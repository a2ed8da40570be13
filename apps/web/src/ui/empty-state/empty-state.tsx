// What a list says when it has nothing to show: «Ничего не нашлось» with a line on why and what
// to do, an optional icon (decoration) and an action («Сбросить фильтры»). A server component.
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** A picture; hidden from screen readers, the title says it all. */
  icon?: ReactNode;
  /** A button or link: what to do next. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({ title, children, icon, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.empty, className].filter(Boolean).join(' ')}>
      {icon ? (
        <div aria-hidden="true" className={styles.icon}>
          {icon}
        </div>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
