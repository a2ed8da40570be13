// Questions and answers that open in place, on the native <details>/<summary>: the browser gives
// the button role, the expanded state, Enter and Space, with no script at all (a server
// component); an answer is in the HTML for search engines and find-in-page (Chromium opens a
// closed <details> to show a match); and a page can open an answer from the URL hash later by
// its `id`. Each title is a heading of `headingLevel`, so screen-reader users can jump between
// questions. `exclusive` lets only one item be open at a time (the details `name` attribute).
import { useId, type ReactNode } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  /** The element id of the item (for a link to it, #ipoteka). */
  id?: string;
  title: ReactNode;
  content: ReactNode;
  /** Open when the page loads. */
  open?: boolean;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The level of each item's heading, under the section's own heading. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** At most one item open: opening one closes the others. */
  exclusive?: boolean;
  className?: string;
}

export function Accordion({ items, headingLevel = 3, exclusive = false, className }: AccordionProps) {
  const groupName = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={[styles.accordion, className].filter(Boolean).join(' ')}>
      {items.map((item, index) => (
        <details key={item.id ?? index} id={item.id} className={styles.item} open={item.open} name={exclusive ? groupName : undefined}>
          <summary className={styles.summary}>
            <Heading className={styles.title}>{item.title}</Heading>
            <span aria-hidden="true" className={styles.chevron} />
          </summary>
          <div className={styles.content}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
