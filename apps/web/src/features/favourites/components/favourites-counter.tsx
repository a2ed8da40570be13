'use client';
// The header's way to the favourites: a heart, and how many units are saved once there are any
// («Избранное, 3 объекта» for screen readers). It follows the list at once, in this tab and others.
// The link carries the list, so /favourite renders it on the server without a second hop.
import Link from 'next/link';
import { countWithNoun } from '@/lib/plural';
import { paths } from '@/lib/paths';
import { useSavedIds } from '../hooks/use-saved-ids';
import { counterTexts as t, objectNoun } from '../toggle-texts';
import { HeartIcon } from './saved-icons';
import styles from './favourites-counter.module.css';

export function FavouritesCounter({ className }: { className?: string }) {
  const ids = useSavedIds('favourites');
  const count = ids.length;
  return (
    <Link
      href={paths.favourites(ids)}
      prefetch={false}
      className={[styles.counter, className].filter(Boolean).join(' ')}
      aria-label={count > 0 ? t.labelWithCount(countWithNoun(count, objectNoun)) : t.label}
      data-count={count}
    >
      <HeartIcon className={styles.icon} />
      {count > 0 ? (
        <span aria-hidden="true" className={styles.badge}>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
