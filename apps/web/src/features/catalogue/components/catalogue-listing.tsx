// A listing page's body: heading and intro, the filters, the count, the units and the pages.
// Without sales data it says so and keeps the heading and the way to leave a request.
import { Breadcrumbs } from '@/ui/breadcrumbs';
import { EmptyState } from '@/ui/empty-state/empty-state';
import { Notice } from '@/ui/notice/notice';
import { buttonClassName } from '@/ui/button';
import { paths } from '@/lib/paths';
import { ROOM_OPTIONS, catalogueSearchParams, type CatalogueKind } from '../data/catalogue-query';
import type { ListingData } from '../data/load-listing';
import type { FilterGroup } from '../data/search';
import { catalogueTexts as t } from '../texts';
import { HouseViews } from './house-views';
import { ListingFilters } from './listing-filters';
import { ListingPagination } from './listing-pagination';
import { UnitCard } from './unit-card';
import { ViewSwitch } from './view-switch';
import styles from './catalogue.module.css';

interface CatalogueListingProps {
  kind: CatalogueKind;
  basePath: string;
  title: string;
  intro: string;
  data: ListingData;
}

/** The query with one filter group cleared, as a URL: the suggestion of an empty result. */
function withoutGroup(basePath: string, data: ListingData, group: FilterGroup): string {
  const q = { ...data.query, page: 1 };
  const cleared = {
    // Every option rather than none: a flats listing by room count reads "no rooms" as its own count.
    rooms: { rooms: [...ROOM_OPTIONS] },
    price: { price: { from: null, to: null } },
    area: { area: { from: null, to: null } },
    floor: { floor: { from: null, to: null } },
    project: { projects: [] },
    house: { houses: [] },
    completion: { years: [], quarters: [] },
    finishing: { finishing: [] },
    floorPosition: { notFirstFloor: false, notLastFloor: false },
    status: {},
  }[group];
  const search = catalogueSearchParams({ ...q, ...cleared }).toString();
  return search ? `${basePath}?${search}` : basePath;
}

export function CatalogueListing({ kind, basePath, title, intro, data }: CatalogueListingProps) {
  const { result } = data;
  return (
    <section className={styles.listing} aria-labelledby="listing-title">
      <div className={styles.intro}>
        <Breadcrumbs items={[{ label: t.home, href: paths.home() }, { label: title }]} />
        <h1 id="listing-title">{title}</h1>
        <p className={styles.lead}>{intro}</p>
      </div>
      {result === null ? (
        <Notice tone="warning">{t.salesUnavailable}</Notice>
      ) : (
        <div className={styles.layout}>
          <ListingFilters basePath={basePath} query={data.query} result={result} />
          <div className={styles.results}>
            <ViewSwitch basePath={basePath} query={data.query} />
            <p className={styles.count} role="status">
              {t.found(kind, result.total)}
            </p>
            {/* The chessboard and the facade show one house whatever the count; the other views list the result. */}
            {data.query.view === 'chess' || data.query.view === 'facade' ? (
              <HouseViews kind={kind} basePath={basePath} query={data.query} result={result} />
            ) : result.total === 0 ? (
              <EmptyState
                title={t.nothingFound}
                action={
                  <a href={basePath} className={buttonClassName({ variant: 'secondary' })}>
                    {t.resetFilters}
                  </a>
                }
              >
                {result.relaxations.length > 0 ? (
                  <>
                    <p>{t.nothingFoundHint}</p>
                    <ul className={styles.relaxations}>
                      {result.relaxations.map((relaxation) => (
                        <li key={relaxation.group}>
                          <a href={withoutGroup(basePath, data, relaxation.group)}>{t.relaxation(t.groupLabels[relaxation.group], kind, relaxation.total)}</a>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </EmptyState>
            ) : (
              <ul className={styles.grid}>
                {result.items.map((unit) => (
                  <li key={unit.id}>
                    <UnitCard unit={unit} />
                  </li>
                ))}
              </ul>
            )}
            {data.query.view === 'chess' || data.query.view === 'facade' ? null : (
              <ListingPagination basePath={basePath} query={data.query} page={result.page} pageCount={result.pageCount} />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
