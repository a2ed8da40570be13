'use client';
// The comparison's box below 1024 px: it scrolls sideways only, the page scrolls it up and down, and
// once the table's header row has gone under the site header a strip of the units' names takes its
// place, following the sideways scroll. (A box that also scrolled down kept its own header in view,
// but a swipe on it scrolled the box, not the page: on a phone a third of the rows stayed below the
// screen's edge until the box ran out.) The strip repeats the header's names for the eye alone; the
// table keeps them for screen readers and the keyboard. From 1024 px it is hidden: the table is
// whole and its header row sticks to the site header (compare-table.module.css).
import { useEffect, useRef, type ReactNode } from 'react';
import { IntentLink } from '@/ui/intent-link';
import styles from './compare-table.module.css';

export interface CompareScrollerProps {
  names: readonly { id: number; title: string; href: string }[];
  /** The id of the table's caption, which names the box for screen readers. */
  labelledBy: string;
  children: ReactNode;
}

export function CompareScroller({ names, labelledBy, children }: CompareScrollerProps) {
  const strip = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const update = () => {
      const head = box.current?.querySelector('thead');
      const row = strip.current?.firstElementChild;
      if (!head || !row) return;
      // Stuck under the site header, with the header row above it and rows of the table still under it.
      const top = row.getBoundingClientRect().top;
      const shown = head.getBoundingClientRect().bottom <= top && box.current!.getBoundingClientRect().bottom >= top + row.clientHeight;
      strip.current!.toggleAttribute('data-shown', shown);
    };
    update();
    addEventListener('scroll', update, { passive: true });
    addEventListener('resize', update, { passive: true });
    return () => {
      removeEventListener('scroll', update);
      removeEventListener('resize', update);
    };
  }, []);

  return (
    <>
      <div ref={strip} className={styles.names} aria-hidden="true">
        <div className={styles.namesRow}>
          {names.map((unit) => (
            <IntentLink key={unit.id} href={unit.href} tabIndex={-1} className={styles.nameLink}>
              <span className={styles.nameText}>{unit.title}</span>
            </IntentLink>
          ))}
        </div>
      </div>
      <div
        ref={box}
        className={styles.scroller}
        role="region"
        aria-labelledby={labelledBy}
        // A region that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={(event) => strip.current?.style.setProperty('--scrolled', `${-event.currentTarget.scrollLeft}px`)}
      >
        {children}
      </div>
    </>
  );
}
