'use client';
// Keeps a saved list's page (/favourite, /favourite/compare) and this browser's list in step. The
// page renders on the server from `?ids=`, so the address is also the share link:
// - no ids in the address and a list in this browser: replace the address with the list's;
// - the address holds this browser's list ("own"): every change of the list, here or in another
//   tab, replaces the address, and the server renders the new list;
// - the address holds another list (a link opened on another device): it is shown as it is, with
//   the offer to save it (SharedListNotice); removing a unit removes it from the address only.
import { useRouter } from 'next/navigation';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { keepScrollOn } from '@/lib/keep-scroll';
import { paths } from '@/lib/paths';
import type { SavedListName } from '../data/saved-units';
import { useHydrated } from '../hooks/use-hydrated';
import { useSavedIds } from '../hooks/use-saved-ids';

export interface SavedListState {
  list: SavedListName;
  /** The ids in the address; null when it has none. */
  urlIds: readonly number[] | null;
  /** This browser's list, as it is now (empty until hydrated). */
  mine: readonly number[];
  /** Known after the first effect: whether the address shows this browser's list. */
  own: boolean;
  settled: boolean;
  /** The list's page for these ids. */
  href: (ids: readonly number[]) => string;
  replace: (ids: readonly number[]) => void;
}

const SavedListContext = createContext<SavedListState | null>(null);

export function useSavedList(): SavedListState {
  const state = useContext(SavedListContext);
  if (!state) throw new Error('useSavedList outside SavedListSync');
  return state;
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

export function SavedListSync({ list, urlIds, children }: { list: SavedListName; urlIds: readonly number[] | null; children: ReactNode }) {
  const router = useRouter();
  const mine = useSavedIds(list);
  // False on the server and while hydrating (when `mine` is still the server's empty list).
  const hydrated = useHydrated();
  const key = urlIds === null ? null : urlIds.join(',');
  // Judged once per address, when it opens: is it this browser's list? A removal changes `mine`
  // before the address follows, and must not turn the page into someone else's list meanwhile.
  const [judged, setJudged] = useState<{ key: string | null; own: boolean } | null>(null);
  if (hydrated && (judged === null || judged.key !== key)) {
    setJudged({ key, own: urlIds !== null && sameSet(mine, urlIds) });
  }
  const settled = judged !== null && judged.key === key;
  const own = settled && judged.own;

  const state = useMemo<SavedListState>(() => {
    const href = (ids: readonly number[]) => (list === 'compare' ? paths.compare(ids) : paths.favourites(ids));
    const replace = (ids: readonly number[]) => {
      keepScrollOn(href(ids));
      router.replace(href(ids), { scroll: false });
    };
    return { list, urlIds, mine, own, settled, href, replace };
    // urlIds is known by its key: a new array with the same ids is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, key, mine, own, settled, router]);

  // The list changed (or the page just opened): bring the address along when it shows this
  // browser's list, or has none while this browser has one.
  const { replace } = state;
  useEffect(() => {
    if (!hydrated) return;
    if (urlIds === null ? mine.length > 0 : own && mine.join(',') !== key) replace(mine);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, key, own, mine, replace]);

  return <SavedListContext.Provider value={state}>{children}</SavedListContext.Provider>;
}
