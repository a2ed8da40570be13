'use client';
// «Добавить в избранное» / «В избранном» for one unit (a unit page, a card): a heart, filled when saved.
import { toggleTexts } from '../toggle-texts';
import { HeartIcon } from './saved-icons';
import { SavedToggle, type SavedToggleProps } from './saved-toggle';
import styles from './saved-toggle.module.css';

export type { SavedToggleProps } from './saved-toggle';

export function FavouriteToggle(props: SavedToggleProps) {
  return <SavedToggle {...props} list="favourites" labels={toggleTexts.favourite} icon={<HeartIcon className={styles.icon} />} />;
}
