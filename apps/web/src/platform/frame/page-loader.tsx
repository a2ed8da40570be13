// The loader overlay shown while the next page loads after a client navigation (see top-loader.tsx).
import styles from './page-loader.module.css';

export function PageLoader() {
  return (
    <div role="status" className={styles.overlay} data-page-loader="">
      <span aria-hidden="true" className={styles.spinner} />
      <span>Загрузка страницы…</span>
    </div>
  );
}
