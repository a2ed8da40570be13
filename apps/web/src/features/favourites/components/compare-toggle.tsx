'use client';
// «Сравнить» / «В сравнении» for one unit: scales; a fifth unit is refused with a link to the
// comparison, and with `listLink` a unit in it shows the way there («Открыть сравнение (2)»).
import { toggleTexts } from '../toggle-texts';
import { ScalesIcon } from './saved-icons';
import { SavedToggle, type SavedToggleProps } from './saved-toggle';
import styles from './saved-toggle.module.css';

export function CompareToggle(props: SavedToggleProps) {
  return <SavedToggle {...props} list="compare" labels={toggleTexts.compare} icon={<ScalesIcon className={styles.icon} />} />;
}
