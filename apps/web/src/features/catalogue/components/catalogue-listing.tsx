// A listing page's body: heading and intro, the filters, the count, the units and the pages.
// Without sales data it says so and keeps the heading and the way to leave a request.
import { EmptyState } from '@/ui/empty-state/empty-state';
import { Notice } from '@/ui/notice/notice';
import { PageIntro } from '@/ui/page-intro';
import { Pagination } from '@/ui/pagination';
import { buttonClassName } from '@/ui/button';
import { paths } from '@/lib/paths';
import { PageBreadcrumbs } from '@/platform/seo';
import { PAGES_MAX, catalogueSearchParams, roomsArePreset, type CatalogueKind, type CatalogueQuery } from '../data/catalogue-query';
import type { ListingData } from '../data/load-listing';
import { FILTER_GROUPS, isActive, type CatalogueResult, type FilterGroup } from '../data/search';
import { catalogueTexts as t } from '../texts';
import { FiltersPanel } from './filters-panel';
import { HouseViews } from './house-views';
import { ListingFilters } from './listing-filters';
import { ListingResults, ListingTransition } from './listing-transition';
import { ShowMore } from './show-more';
import { UnitTable } from './unit-table';
import { ViewSwitch } from './view-switch';
import { FavouriteToggle } from '@/features/favourites';
import { UnitCard, unitTitle } from '@/features/unit';
import styles from './catalogue.module.css';
import controls from './listing-controls.module.css';

interface CatalogueListingProps {
  kind: CatalogueKind;
  basePath: string;
  title: string;
  intro: string;
  /** The address the breadcrumb's last step names: the listing's own, or the one its heading is of. */
  crumbPath: string;
  data: ListingData;
}

const hrefOf = (basePath: string, query: CatalogueQuery) => {
  const search = catalogueSearchParams(query).toString();
  return search ? `${basePath}?${search}` : basePath;
};

/** How many filter groups narrow the list (the room option of a by-rooms URL is the page itself). */
function appliedFilters(query: CatalogueQuery): number {
  const presetOnly = roomsArePreset(query);
  return FILTER_GROUPS.filter((group) => isActive(group, query) && !(group === 'rooms' && presetOnly)).length + (query.includeBooked ? 1 : 0);
}

/**
 * «Показать ещё»: the same list with one more page, while there is one. At PAGES_MAX pages a line
 * says so and leads to the next page, rather than the button going with no word.
 */
function ShowMoreLink({ kind, basePath, query, result }: { kind: CatalogueKind; basePath: string; query: CatalogueQuery; result: CatalogueResult }) {
  const shownPages = result.lastPage - result.page + 1;
  if (result.lastPage >= result.pageCount) return null;
  if (shownPages >= PAGES_MAX) {
    return (
      <div className={controls.showMore}>
        <p>
          {t.showMoreLimit(kind, result.items.length)} <a href={hrefOf(basePath, { ...query, page: result.lastPage + 1, pages: 1 })}>{t.showMoreNext(result.lastPage + 1)}</a>
        </p>
      </div>
    );
  }
  const next = Math.min(query.pageSize, result.total - result.lastPage * query.pageSize);
  return (
    <ShowMore href={hrefOf(basePath, { ...query, page: result.page, pages: shownPages + 1 })} label={t.showMore(kind, next)} firstNewIndex={result.items.length} />
  );
}

/** The query with one filter group cleared, as a URL: the suggestion of an empty result. */
function withoutGroup(basePath: string, data: ListingData, group: FilterGroup): string {
  const q = { ...data.query, page: 1 };
  const cleared = {
    // Cleared in the URL (`rooms=`): a flats listing by room count reads "no rooms" as its own count.
    rooms: { rooms: [], roomsCleared: true },
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

/** An empty result: «Ничего не нашлось», the filters whose clearing alone gives results, a reset. */
function NothingFound({ kind, basePath, data, result }: { kind: CatalogueKind; basePath: string; data: ListingData; result: CatalogueResult }) {
  return (
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
  );
}

/**
 * «Найдено 39 квартир», naming the complex (and the house) when the listing shows one: a buyer
 * who came from a complex's page sees whose flats these are, even with the filters folded away.
 */
function countLine(kind: CatalogueKind, query: CatalogueQuery, result: CatalogueResult): string {
  const project = query.projects.length === 1 ? result.facets.projects.find((option) => option.value === query.projects[0]) : undefined;
  if (project === undefined) return t.found(kind, result.total);
  const house = query.houses.length === 1 ? result.facets.houses.find((option) => option.value === query.houses[0] && option.projectId === project.value) : undefined;
  return t.foundIn(kind, result.total, house ? t.houseIn(project.label, house.label) : project.label);
}

export function CatalogueListing({ kind, basePath, title, intro, crumbPath, data }: CatalogueListingProps) {
  const { result } = data;
  const applied = appliedFilters(data.query);
  return (
    <section className={styles.listing} data-kind={kind} aria-labelledby="listing-title">
      <PageIntro title={title} titleId="listing-title" lead={intro} breadcrumbs={<PageBreadcrumbs crumbs={[{ name: t.home, path: paths.home() }, { name: title, path: crumbPath }]} />} />
      {result === null ? (
        <Notice tone="warning">{t.salesUnavailable}</Notice>
      ) : (
        <ListingTransition>
        <div className={styles.layout}>
          <FiltersPanel
            title={t.filtersTitle}
            appliedLabel={applied > 0 ? t.filtersApplied(applied) : null}
            showLabel={t.showCount(kind, result.total)}
            showWhileTypingLabel={t.showResults}
            resetLabel={t.reset}
            resetHref={basePath}
          >
            <ListingFilters basePath={basePath} query={data.query} result={result} stateKey={catalogueSearchParams(data.query).toString()} />
          </FiltersPanel>
          <ListingResults>
            <ViewSwitch basePath={basePath} query={data.query} />
            <p className={styles.count} role="status">
              {countLine(kind, data.query, result)}
            </p>
            {/* Nothing found: what to clear, in every view. The chessboard and the facade show one house
                whatever the count: a house chosen is still drawn (nothing on it lit), the list of
                houses to choose from, all «нет подходящих», is not. */}
            {result.total === 0 ? <NothingFound kind={kind} basePath={basePath} data={data} result={result} /> : null}
            {data.query.view === 'chess' || data.query.view === 'facade' ? (
              result.total > 0 || data.query.houses.length > 0 ? <HouseViews kind={kind} basePath={basePath} query={data.query} result={result} /> : null
            ) : result.total === 0 ? null : data.query.view === 'table' ? (
              <UnitTable kind={kind} total={result.total} units={result.items} />
            ) : (
              <ul className={styles.grid}>
                {result.items.map((unit, index) => (
                  <li key={unit.id} data-unit-index={index}>
                    <UnitCard unit={unit} priority={index === 0} saveToggle={<FavouriteToggle unitId={unit.id} unitName={unitTitle(unit)} compact />} />
                  </li>
                ))}
              </ul>
            )}
            {/* A house view shows one house, not pages of the result. */}
            {data.query.view === 'chess' || data.query.view === 'facade' ? null : (
              <>
                <ShowMoreLink kind={kind} basePath={basePath} query={data.query} result={result} />
                <Pagination label={t.pagination} page={result.page} lastPage={result.lastPage} pageCount={result.pageCount} href={(page) => hrefOf(basePath, { ...data.query, page, pages: 1 })} />
              </>
            )}
          </ListingResults>
        </div>
        </ListingTransition>
      )}
    </section>
  );
}
