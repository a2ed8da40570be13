'use client';
// «Показать ещё N квартир» under the list: a link to the same list with one more page (`pages`),
// so it works without script and its URL reloads to the same list. With script the router
// renders that URL in place (the units shown stay, the next ones are appended, the scroll
// position is kept), the history entry is replaced, and focus moves to the first new unit.
import { buttonClassName } from '@/ui/button';
import { useListingTransition } from './listing-transition';
import styles from './listing-controls.module.css';

export function ShowMore({ href, label, firstNewIndex }: { href: string; label: string; firstNewIndex: number }) {
  const { pending, navigate } = useListingTransition();
  return (
    <div className={styles.showMore}>
      <a
        href={href}
        className={buttonClassName({ variant: 'secondary' })}
        aria-busy={pending || undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
          event.preventDefault();
          navigate(href, { replace: true, focusUnit: firstNewIndex });
        }}
      >
        {label}
      </a>
    </div>
  );
}
