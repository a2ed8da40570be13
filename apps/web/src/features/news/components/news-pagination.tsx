// The list's page numbers: previous, the numbers (the current one marked aria-current), next.
// Plain links, so every page has its own address (/posts?page=2) and works without JavaScript.
import { IntentLink } from '@/ui/intent-link';
import { paths } from '@/lib/paths';
import { paginationItems } from '../data/news-pages';
import { newsTexts } from '../texts';
import styles from './news.module.css';

export function NewsPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={newsTexts.pagination} className={styles.pagination}>
      <ul className={styles.pages}>
        <li>
          {page > 1 ? (
            <IntentLink href={paths.news(page - 1)} rel="prev" className={styles.step} aria-label={newsTexts.previousPage}>
              <span aria-hidden="true">←</span>
            </IntentLink>
          ) : (
            <span className={styles.step} aria-hidden="true" data-disabled="">
              ←
            </span>
          )}
        </li>
        {paginationItems(page, pageCount).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <IntentLink
                href={paths.news(item.page)}
                className={styles.pageLink}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={newsTexts.pageLabel(item.page)}
              >
                {item.page}
              </IntentLink>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <IntentLink href={paths.news(page + 1)} rel="next" className={styles.step} aria-label={newsTexts.nextPage}>
              <span aria-hidden="true">→</span>
            </IntentLink>
          ) : (
            <span className={styles.step} aria-hidden="true" data-disabled="">
              →
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
