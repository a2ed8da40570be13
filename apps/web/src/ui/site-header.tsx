// The minimal site header: the site name (home link) and the main navigation.
import Link from 'next/link';
import { paths } from '@/lib/paths';
import styles from './site-frame.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={paths.home()} className={styles.brand}>
          Новострой
        </Link>
        <nav aria-label="Основное меню">
          <ul className={styles.nav}>
            <li>
              <Link href={paths.projects()}>Наши проекты</Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
