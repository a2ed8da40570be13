// The minimal site footer.
import styles from './site-frame.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>© {new Date().getFullYear()} «Новострой» — квартиры от застройщика</p>
      </div>
    </footer>
  );
}
