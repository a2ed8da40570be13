// Page links of a listing: the same URL with another page number, so every page can be shared
// and opened without script.
import { catalogueSearchParams, type CatalogueQuery } from '../data/catalogue-query';
import { catalogueTexts as t } from '../texts';
import styles from './catalogue.module.css';

/** A page link shows that one page (whatever «Показать ещё» had appended). */
function hrefFor(basePath: string, query: CatalogueQuery, page: number): string {
  const search = catalogueSearchParams({ ...query, page, pages: 1 }).toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** The pages around the shown ones, the first and the last: 1 … 4 5 6 … 12. */
function pagesToShow(page: number, lastPage: number, pageCount: number): Array<number | 'gap'> {
  const shown = Array.from({ length: lastPage - page + 1 }, (_, i) => page + i);
  const wanted = new Set([1, pageCount, page - 1, ...shown, lastPage + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - (sorted[i - 1] ?? p) > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** `page`..`lastPage`: the pages the list shows (more than one after «Показать ещё»). */
export function ListingPagination({ basePath, query, page, lastPage = page, pageCount }: { basePath: string; query: CatalogueQuery; page: number; lastPage?: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t.pagination} className={styles.pagination}>
      {page > 1 ? (
        <a href={hrefFor(basePath, query, page - 1)} rel="prev">
          {t.previousPage}
        </a>
      ) : null}
      <ol>
        {pagesToShow(page, lastPage, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a href={hrefFor(basePath, query, item)} aria-label={t.pageLabel(item)} aria-current={item >= page && item <= lastPage ? 'page' : undefined}>
                {item}
              </a>
            </li>
          ),
        )}
      </ol>
      {lastPage < pageCount ? (
        <a href={hrefFor(basePath, query, lastPage + 1)} rel="next">
          {t.nextPage}
        </a>
      ) : null}
    </nav>
  );
}
