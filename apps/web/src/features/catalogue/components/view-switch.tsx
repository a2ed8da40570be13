// The listing's views as plain links (no script): cards, table, chessboard, facade. Each keeps the
// filters of the URL; the current one is marked for screen readers (aria-current) and by its look.
import { VIEW_OPTIONS, catalogueSearchParams, type CatalogueQuery, type CatalogueView } from '../data/catalogue-query';
import { viewTexts as t } from '../view-texts';
import styles from './house-views.module.css';

export function viewHref(basePath: string, query: CatalogueQuery, view: CatalogueView): string {
  const search = catalogueSearchParams({ ...query, view, page: 1, level: null }).toString();
  return search ? `${basePath}?${search}` : basePath;
}

export function ViewSwitch({ basePath, query }: { basePath: string; query: CatalogueQuery }) {
  return (
    <nav aria-label={t.switchLabel} className={styles.switch}>
      <ul>
        {VIEW_OPTIONS.map((view) => (
          <li key={view}>
            <a href={viewHref(basePath, query, view)} aria-current={view === query.view ? 'page' : undefined}>
              {t.views[view]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
