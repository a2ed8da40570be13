'use client';
// The small interactive parts of a saved list's page, inside SavedListSync: a unit's place in the
// list (gone at once when removed), «Убрать», «Очистить» and the way back from it, the offer to
// save a shared list, and what a page without ids shows while it opens this browser's list.
import Link from 'next/link';
import { IntentLink } from '@/ui/intent-link';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { countWithNoun } from '@/lib/plural';
import { paths } from '@/lib/paths';
import { buttonClassName } from '@/ui/button';
import { Notice } from '@/ui/notice/notice';
import { cleanIds, SAVED_LISTS, type SavedListName } from '../data/saved-units';
import { savedIds as readMine, writeSavedIds } from '../data/saved-units-store';
import { useSavedIds } from '../hooks/use-saved-ids';
import { favouritesTexts, objectNoun } from '../texts';
import { useSavedList } from './saved-list-sync';
import styles from './saved-list.module.css';

/** One unit of the list; hidden as soon as it leaves this browser's list (the address follows). */
export function SavedItem({ id, children, className }: { id: number; children: ReactNode; className?: string }) {
  const { own, mine } = useSavedList();
  if (own && !mine.includes(id)) return null;
  return <li className={className}>{children}</li>;
}

/**
 * «Убрать»: a link to the list without the unit (what it does without script), and with script
 * the unit leaves this browser's list, or for a shared list the address.
 */
export function RemoveSavedUnit({ id, label, name, className }: { id: number; label: string; name: string; className?: string }) {
  const { own, urlIds, href, replace, list } = useSavedList();
  const rest = (urlIds ?? []).filter((saved) => saved !== id);
  return (
    <Link
      href={href(rest)}
      prefetch={false}
      replace
      scroll={false}
      // The visible «Убрать» first, then which unit (label in name, WCAG 2.5.3).
      aria-label={`${label}${name}`}
      className={className ?? buttonClassName({ variant: 'ghost', size: 'sm' })}
      onClick={(event) => {
        event.preventDefault();
        keepFocusNear(event.currentTarget);
        if (own) writeSavedIds(list, mineWithout(list, id));
        else replace(rest);
      }}
    >
      {label}
    </Link>
  );
}

/**
 * The pressed control leaves the page with its unit: the keyboard goes on from the unit after it
 * (or before it, for the last one), not from the top of the page, once the unit is gone.
 */
function keepFocusNear(control: Element) {
  const item = control.closest('li, th, td');
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  const target = neighbour?.querySelector<HTMLElement>('a[href], button') ?? document.getElementById('main');
  const since = performance.now();
  // This browser's list drops the unit in the next render; a shared list's, when the new address's page arrives.
  const settle = () => {
    if (control.isConnected) {
      if (performance.now() - since < REMOVAL_WAIT_MS) requestAnimationFrame(settle);
      return;
    }
    const focused = document.activeElement;
    if (focused === null || focused === document.body) target?.focus({ preventScroll: target.id === 'main' });
  };
  requestAnimationFrame(settle);
}

const REMOVAL_WAIT_MS = 10_000;

function mineWithout(list: SavedListName, id: number): number[] {
  // Read at the moment of the press: another tab may have changed the list since the last render.
  return readMine(list).filter((saved) => saved !== id);
}

/** The list «Очистить» last emptied in this tab, which the empty page offers to bring back. */
let cleared: { list: SavedListName; ids: readonly number[] } | null = null;

/** «Очистить избранное»: only for this browser's own list. */
export function RemoveAllSaved({ label }: { label: string }) {
  const { own, list } = useSavedList();
  if (!own) return null;
  return (
    <button
      type="button"
      className={buttonClassName({ variant: 'ghost', size: 'sm' }, styles.clearAll)}
      onClick={() => {
        cleared = { list, ids: readMine(list) };
        writeSavedIds(list, []);
        // The button goes with the list: keep the keyboard's place on the page.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      {label}
    </button>
  );
}

/**
 * A list opened by its link, not this browser's: the offer to keep it here. It is known only once
 * the page runs in the browser, so it floats at the bottom of the screen rather than pushing the
 * list down (no layout shift). «Не сейчас» puts it away for this visit of the page: on a phone it
 * covers a fifth of the screen, and a visitor may only want to look.
 */
export function SharedListNotice() {
  const { own, settled, urlIds, mine, list, href, replace } = useSavedList();
  const [dismissed, setDismissed] = useState(false);
  if (!settled || own || urlIds === null || dismissed) return null;
  const putAway = () => {
    setDismissed(true);
    // The pressed button goes with the notice: keep the keyboard's place on the page.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  if (list === 'compare') {
    const t = favouritesTexts.compare;
    const save = () => {
      writeSavedIds('compare', cleanIds(urlIds, SAVED_LISTS.compare.limit));
      replace(urlIds);
    };
    return (
      <FloatingOffer title={t.sharedTitle} action={<SaveButton label={t.saveShared} onClick={save} />} onNotNow={putAway}>
        {t.shared} {mine.length > 0 ? t.sharedReplaces : null}
      </FloatingOffer>
    );
  }
  const t = favouritesTexts.favourites;
  if (urlIds.every((id) => mine.includes(id))) {
    return (
      <FloatingOffer action={<IntentLink href={href(mine)}>{t.openMine}</IntentLink>} onNotNow={putAway}>
        {t.sharedSaved}
      </FloatingOffer>
    );
  }
  const save = () => {
    const merged = cleanIds([...readMine('favourites'), ...urlIds], SAVED_LISTS.favourites.limit);
    writeSavedIds('favourites', merged);
    replace(merged);
  };
  return (
    <FloatingOffer title={t.sharedTitle} action={<SaveButton label={t.saveShared} onClick={save} />} onNotNow={putAway}>
      {t.shared}
    </FloatingOffer>
  );
}

function SaveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={buttonClassName({ size: 'sm' })}
      onClick={() => {
        onClick();
        // The offer changes (or goes) with the saved list: keep the keyboard's place on the page.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      {label}
    </button>
  );
}

/** The offer over the bottom of the screen: its text, its action, and «Не сейчас». */
function FloatingOffer({ title, action, onNotNow, children }: { title?: string; action: ReactNode; onNotNow: () => void; children: ReactNode }) {
  return (
    <div className={styles.floating}>
      <Notice
        className={styles.offer}
        title={title}
        action={
          <div className={styles.noticeActions}>
            {action}
            <button type="button" className={buttonClassName({ variant: 'ghost', size: 'sm' })} onClick={onNotNow}>
              {favouritesTexts.notNow}
            </button>
          </div>
        }
      >
        {children}
      </Notice>
    </div>
  );
}

/** A page without ids: its server content (the empty state) unless this browser has a list, which is opening. */
export function UnlessSaved({ loading, children }: { loading: string; children: ReactNode }) {
  const { mine } = useSavedList();
  if (mine.length > 0) {
    return (
      <p role="status" className={styles.loading}>
        {loading}
      </p>
    );
  }
  return children;
}

/**
 * On the emptied page, after «Очистить»: the list can come back with one press (no confirmation
 * before clearing, so nothing is lost by a slip). The keyboard lands on it.
 */
export function RestoreCleared({ text, label }: { text: string; label: string }) {
  const { list, mine } = useSavedList();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [emptied] = useState(() => (cleared?.list === list && mine.length === 0 ? cleared.ids : []));
  useEffect(() => {
    const focused = document.activeElement;
    if (emptied.length > 0 && (focused === document.body || focused?.id === 'main')) buttonRef.current?.focus();
  }, [emptied]);
  if (emptied.length === 0) return null;
  return (
    <p role="status" className={styles.cleared}>
      {text}{' '}
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName({ variant: 'secondary', size: 'sm' })}
        onClick={() => {
          cleared = null;
          writeSavedIds(list, emptied);
          // The button goes as the list comes back: keep the keyboard's place on the page.
          document.getElementById('main')?.focus({ preventScroll: true });
        }}
      >
        {label}
      </button>
    </p>
  );
}

/**
 * On an empty favourites page, the comparison this browser holds, if any: units compared without
 * the heart are found there, not lost («В сравнении 2 объекта. Открыть сравнение»).
 */
export function CompareWaiting() {
  const ids = useSavedIds('compare');
  if (ids.length === 0) return null;
  const t = favouritesTexts.favourites;
  return (
    <p>
      {t.compareWaiting(countWithNoun(ids.length, objectNoun))}{' '}
      <Link href={paths.compare(ids)} prefetch={false}>
        {t.openCompare}
      </Link>
    </p>
  );
}

/** From the favourites to the comparison, with how many units it holds. */
export function CompareLink({ label }: { label: string }) {
  const ids = useSavedIds('compare');
  return (
    <Link href={paths.compare(ids)} prefetch={false} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
      {label}
      {ids.length > 0 ? <span className={styles.badge}>{ids.length}</span> : null}
    </Link>
  );
}
