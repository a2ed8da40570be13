// Small line icons of the showcase. Decoration: hidden from screen readers.
import styles from './ui-showcase.module.css';

export function HeartIcon() {
  return (
    <svg aria-hidden="true" className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
    </svg>
  );
}

export function ShareIcon() {
  return (
    <svg aria-hidden="true" className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </svg>
  );
}

/** A drawn facade in place of a photo: the showcase loads nothing from the CMS. */
export function FacadePicture({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} className={styles.picture} viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">
      <rect width="400" height="300" className={styles.pictureSky} />
      <rect x="70" y="60" width="120" height="240" className={styles.pictureTower} />
      <rect x="210" y="110" width="130" height="190" className={styles.pictureTowerLow} />
      {Array.from({ length: 8 }, (_, row) =>
        Array.from({ length: 4 }, (_, column) => (
          <rect key={`a${row}-${column}`} x={84 + column * 27} y={76 + row * 27} width="14" height="16" className={styles.pictureWindow} />
        )),
      )}
      {Array.from({ length: 6 }, (_, row) =>
        Array.from({ length: 4 }, (_, column) => (
          <rect key={`b${row}-${column}`} x={224 + column * 30} y={126 + row * 27} width="16" height="16" className={styles.pictureWindow} />
        )),
      )}
    </svg>
  );
}
