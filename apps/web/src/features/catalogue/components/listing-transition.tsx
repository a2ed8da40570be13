'use client';
// The listing's client navigation: a filter change or «Показать ещё» becomes a new URL that the
// Next router renders on the server (the results are never computed in the browser), inside a
// transition, so the old results stay on screen, marked busy and dimmed, until the new ones are
// painted. Filter changes push (back and forward walk through filter states); «Показать ещё»
// replaces (back leaves the listing state the visitor came from) and then moves focus to the
// first appended unit.
import { useRouter } from 'next/navigation';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useTransition, type ReactNode } from 'react';
import { keepScrollOn } from '@/lib/keep-scroll';
import styles from './listing-controls.module.css';

interface NavigateOptions {
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** After the new results: focus the link of the unit at this index of the list. */
  focusUnit?: number;
}

interface ListingTransitionValue {
  pending: boolean;
  navigate: (href: string, options?: NavigateOptions) => void;
}

const ListingTransitionContext = createContext<ListingTransitionValue>({
  pending: false,
  navigate: (href) => {
    window.location.assign(href);
  },
});

export function useListingTransition(): ListingTransitionValue {
  return use(ListingTransitionContext);
}

export function ListingTransition({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const focusAfter = useRef<number | null>(null);

  // Whether results asked for are on their way (set at once by navigate, cleared with `pending`).
  const loading = useRef(false);

  const navigate = useCallback(
    (href: string, options: NavigateOptions = {}) => {
      // The URL shown is ignored, unless other results are on their way: a box ticked and
      // unticked again before they came asks for the shown state back, in place of them.
      const shown = href === window.location.pathname + window.location.search;
      if (shown && !loading.current) return;
      focusAfter.current = options.focusUnit ?? null;
      // The results change under the filters the visitor is using: the page stays where it is.
      keepScrollOn(href);
      loading.current = true;
      startTransition(() => {
        if (options.replace || shown) router.replace(href, { scroll: false });
        else router.push(href, { scroll: false });
      });
    },
    [router],
  );

  useEffect(() => {
    loading.current = pending;
    if (pending || focusAfter.current === null) return;
    const link = document.querySelector<HTMLElement>(`[data-unit-index="${focusAfter.current}"] a`);
    focusAfter.current = null;
    link?.focus();
  }, [pending]);

  const value = useMemo(() => ({ pending, navigate }), [pending, navigate]);
  return <ListingTransitionContext value={value}>{children}</ListingTransitionContext>;
}

/** The results column: busy and dimmed while the next results load. */
export function ListingResults({ children }: { children: ReactNode }) {
  const { pending } = useListingTransition();
  return (
    <div className={styles.results} aria-busy={pending || undefined} data-pending={pending || undefined}>
      {children}
    </div>
  );
}
