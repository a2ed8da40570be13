// A list's page links: «Назад», the page numbers (the shown ones marked aria-current), «Дальше»;
// on a phone «← 3 из 46 →», which keeps to one row. Plain links, so every page has its own
// address and works without script. The news and the
// catalogue's listings share it; a listing may show several pages at once («Показать ещё»).
import { IntentLink } from './intent-link';
import styles from './pagination.module.css';

/** One place in the row: a page number or a gap («…»). */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** Up to this many pages, every number is shown. */
const ALL_PAGES_UP_TO = 7;
/** Shown pages (`first`..`last`) beyond this many stand as their first and last, a gap between. */
const SHOWN_RANGE_WHOLE_UP_TO = 3;

/**
 * The numbers the row shows for pages `first`..`last` of `pageCount`: every page up to seven;
 * otherwise the first, the last, the shown pages and a neighbour on each side, with gaps between
 * (1 … 4 5 6 … 12). A gap of a single page shows that page instead.
 */
export function pageItems(first: number, last: number, pageCount: number): PageItem[] {
  const wanted = new Set<number>();
  if (pageCount <= ALL_PAGES_UP_TO) {
    for (let page = 1; page <= pageCount; page += 1) wanted.add(page);
  } else {
    const shown = last - first + 1 <= SHOWN_RANGE_WHOLE_UP_TO ? Array.from({ length: last - first + 1 }, (_, index) => first + index) : [first, last];
    for (const page of [1, pageCount, first - 1, ...shown, last + 1]) if (page >= 1 && page <= pageCount) wanted.add(page);
  }
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...wanted].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push({ kind: 'page', page: page - 1 });
    else if (page - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
    previous = page;
  }
  return items;
}

interface PaginationProps {
  /** The navigation's name («Страницы новостей»). */
  label: string;
  page: number;
  /** The last page shown (after «Показать ещё»); `page` alone by default. */
  lastPage?: number;
  pageCount: number;
  href: (page: number) => string;
}

export function Pagination({ label, page, lastPage = page, pageCount, href }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.pages}>
        <li>
          {page > 1 ? (
            <IntentLink href={href(page - 1)} rel="prev" className={styles.step}>
              <span aria-hidden="true">←</span>
              <span className={styles.stepText}>Назад</span>
            </IntentLink>
          ) : (
            <span className={styles.step} aria-hidden="true" data-disabled="">
              ← <span className={styles.stepText}>Назад</span>
            </span>
          )}
        </li>
        {/* A phone: where the list is, in place of the numbers. */}
        <li className={styles.position}>
          <span className="visually-hidden">{page === lastPage ? 'Страница ' : 'Страницы '}</span>
          {page === lastPage ? page : `${page}–${lastPage}`} из {pageCount}
        </li>
        {pageItems(page, lastPage, pageCount).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item.page} className={styles.number}>
              <IntentLink
                href={href(item.page)}
                className={styles.pageLink}
                aria-current={item.page >= page && item.page <= lastPage ? 'page' : undefined}
                aria-label={`Страница ${item.page}`}
              >
                {item.page}
              </IntentLink>
            </li>
          ),
        )}
        <li>
          {lastPage < pageCount ? (
            <IntentLink href={href(lastPage + 1)} rel="next" className={styles.step}>
              <span className={styles.stepText}>Дальше</span>
              <span aria-hidden="true">→</span>
            </IntentLink>
          ) : (
            <span className={styles.step} aria-hidden="true" data-disabled="">
              <span className={styles.stepText}>Дальше</span> →
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
