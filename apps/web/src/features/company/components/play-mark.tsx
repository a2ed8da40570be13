// The round play mark over a video's poster (the link out and the button that starts the player).
import styles from './about.module.css';

export function PlayMark() {
  return (
    <span aria-hidden="true" className={styles.play}>
      <svg viewBox="0 0 24 24" fill="currentColor">
        <path d="M8 5.5v13l11-6.5-11-6.5Z" />
      </svg>
    </span>
  );
}
