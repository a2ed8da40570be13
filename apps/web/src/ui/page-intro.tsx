// The head of a page that lists things (the complexes, a catalogue listing, the showcase): the
// breadcrumbs when there are any, the page's one h1 and a lead paragraph, kept to a readable measure.
// A short preposition in a text heading or lead stays on the line of the word after it.
import type { ReactNode } from 'react';
import { keepShortWordsWithNext } from '@/lib/typography';
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

const typeset = (node: ReactNode) => (typeof node === 'string' ? keepShortWordsWithNext(node) : node);

export function PageIntro({ title, titleId, lead, breadcrumbs, as: Element = 'div' }: PageIntroProps) {
  return (
    <Element className={styles.intro}>
      {breadcrumbs}
      <h1 id={titleId}>{typeset(title)}</h1>
      {lead ? <p className={styles.lead}>{typeset(lead)}</p> : null}
    </Element>
  );
}
