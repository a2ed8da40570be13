// A page section around a lead form: its heading (the section's name) and one line of intro above
// the form, beside it where the panel is wide (lead-section-layout.module.css).
import { useId, type ReactNode } from 'react';
import styles from './lead-section-layout.module.css';

export function LeadSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionInner}>
        <div className={styles.heading}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        <div className={styles.form}>{children}</div>
      </div>
    </section>
  );
}
