// The head of a page that lists things (the complexes, a catalogue listing, the showcase): the
// breadcrumbs when there are any, the page's one h1 and a lead paragraph, kept to a readable measure.
import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

interface PageIntroProps {
  title: ReactNode;
  /** The h1's id, for the section's aria-labelledby. */
  titleId?: string;
  lead?: ReactNode;
  /** Rendered above the heading (ui/breadcrumbs). */
  breadcrumbs?: ReactNode;
  /** `header` when the intro is the page's own header. */
  as?: 'div' | 'header';
}

export function PageIntro({ title, titleId, lead, breadcrumbs, as: Element = 'div' }: PageIntroProps) {
  return (
    <Element className={styles.intro}>
      {breadcrumbs}
      <h1 id={titleId}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </Element>
  );
}
