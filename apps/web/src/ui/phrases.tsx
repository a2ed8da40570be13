// A list an editor writes on one line («Пн–Пт 9:00–20:00, Сб–Вс 10:00–18:00»): a short phrase
// between commas stays whole, so a narrow card breaks the line after a comma, never inside
// «10:00–18:00». The text reads and copies as written.
import { Fragment } from 'react';
import styles from './phrases.module.css';

/** Longer phrases may wrap: kept whole, they could be wider than a phone's column. */
const PHRASE_MAX_CHARS = 24;

export function Phrases({ text }: { text: string }) {
  return text.split(', ').map((phrase, index) => (
    <Fragment key={index}>
      {index > 0 ? ', ' : null}
      {phrase.length <= PHRASE_MAX_CHARS ? <span className={styles.phrase}>{phrase}</span> : phrase}
    </Fragment>
  ));
}
