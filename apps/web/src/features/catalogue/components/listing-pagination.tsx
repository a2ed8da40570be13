// Page links of a listing: the same URL with another page number, so every page can be shared
// and opened without script.
import { catalogueSearchParams, type CatalogueQuery } from '../data/catalogue-query';
import { catalogueTexts as t } from '../texts';
import styles from './catalogue.module.css';

function hrefFor(basePath: string, query: CatalogueQuery, page: number): string {
  const search = catalogueSearchParams({ ...query, page }).toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** The pages around the current one, the first and the last: 1 … 4 5 6 … 12. */
function pagesToShow(page: number, pageCount: number): Array<number | 'gap'> {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - (sorted[i - 1] ?? p) > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function ListingPagination({ basePath, query, page, pageCount }: { basePath: string; query: CatalogueQuery; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t.pagination} className={styles.pagination}>
      {page > 1 ? (
        <a href={hrefFor(basePath, query, page - 1)} rel="prev">
          {t.previousPage}
        </a>
      ) : null}
      <ol>
        {pagesToShow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a href={hrefFor(basePath, query, item)} aria-label={t.pageLabel(item)} aria-current={item === page ? 'page' : undefined}>
                {item}
              </a>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <a href={hrefFor(basePath, query, page + 1)} rel="next">
          {t.nextPage}
        </a>
      ) : null}
    </nav>
  );
}
