'use client';
// One unit's toggle in a saved list (favourites or compare): pressed when the unit is in the list,
// a press adds or removes it at once, and every other toggle and the header counter, in this tab
// or another, follow (the store of data/saved-units-store.ts). A full list refuses the unit and
// says so, with a link to the list, in a live region next to the button. Until the page has
// hydrated the toggle cannot know this browser's list, and a press would go nowhere: it says it is
// not ready yet (aria-disabled) rather than swallow the press.
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { paths } from '@/lib/paths';
import { buttonClassName } from '@/ui/button';
import { SAVED_LISTS, type SavedListName } from '../data/saved-units';
import { toggleSaved } from '../data/saved-units-store';
import { useHydrated } from '../hooks/use-hydrated';
import { useSavedIds } from '../hooks/use-saved-ids';
import { toggleTexts as t } from '../toggle-texts';
import styles from './saved-toggle.module.css';

export interface SavedToggleProps {
  /** The sales-data id of the unit. */
  unitId: number;
  /** The icon alone, in a round button (a listing card); its name stays for screen readers. */
  compact?: boolean;
  /** The unit's name, added to a compact button's own, so a listing's many hearts are told apart
   * («Добавить в избранное: 1-комнатная квартира № 107»). */
  unitName?: string;
  /** While the unit is in the list, a link to the list under the button: where nothing else on the
   * page leads there (the header links to the favourites only, so a unit page's «В сравнении»). */
  listLink?: boolean;
  className?: string;
}

interface ListToggleProps extends SavedToggleProps {
  list: SavedListName;
  labels: { off: string; on: string };
  icon: ReactNode;
}

export function SavedToggle({ list, unitId, compact = false, unitName, listLink = false, className, labels, icon }: ListToggleProps) {
  const ids = useSavedIds(list);
  const hydrated = useHydrated();
  const pressed = ids.includes(unitId);
  const [refused, setRefused] = useState(false);
  const { limit } = SAVED_LISTS[list];
  // The message goes once the unit is in the list or the list has room again (another tab).
  const full = refused && !pressed && ids.length >= limit;
  const label = pressed ? labels.on : labels.off;
  const listHref = list === 'compare' ? paths.compare(ids) : paths.favourites(ids);
  return (
    <span className={[styles.toggle, compact ? styles.compact : null, className].filter(Boolean).join(' ')} data-list={list}>
      <button
        type="button"
        aria-pressed={pressed}
        aria-disabled={hydrated ? undefined : true}
        aria-label={compact ? (unitName ? `${label}: ${unitName}` : label) : undefined}
        title={compact ? label : undefined}
        className={compact ? styles.iconButton : buttonClassName({ variant: 'secondary', size: 'sm' }, styles.button)}
        onClick={() => setRefused(toggleSaved(list, unitId) === 'full')}
      >
        {icon}
        {/* The other state's words, unseen, keep the button as wide as the wider of the two: a
            press does not reflow the toolbar under the finger. */}
        {compact ? null : (
          <span className={styles.label} data-other={pressed ? labels.off : labels.on}>
            {label}
          </span>
        )}
      </button>
      <span role="status" className={styles.message}>
        {full ? (
          <>
            {t.full[list](limit)}{' '}
            <Link href={listHref} prefetch={false}>
              {t.open[list]}
            </Link>
          </>
        ) : null}
      </span>
      {/* The link's line is kept while the unit is not in the list, so pressing the toggle moves
          nothing on the page. */}
      {listLink && !compact ? (
        <span className={styles.listLink}>
          {pressed ? (
            <Link href={listHref} prefetch={false}>
              {t.openWithCount[list](ids.length)}
            </Link>
          ) : null}
        </span>
      ) : null}
    </span>
  );
}
