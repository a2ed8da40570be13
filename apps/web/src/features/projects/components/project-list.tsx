// The /our-projects page body: heading, the filters (a GET form kept in the URL), the sales-data
// note when figures are missing, the result count, the grid or an empty state, and the map of
// the complexes found.
import { Suspense } from 'react';
import { PageIntro } from '@/ui/page-intro';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { cardRowsClassName, cardRowsSizes } from '@/ui/card-rows';
import { ToggleButtons } from '@/ui/choice/toggle-buttons';
import { EmptyState } from '@/ui/empty-state/empty-state';
import { SiteMap } from '@/ui/map/site-map';
import { SectionHeading } from '@/ui/section-heading';
import { TextLink } from '@/ui/text-link';
import type { ProjectListData } from '../data/load-catalogue';
import { FILTER_PARAMS, filterCatalogue, isFiltered, type SearchParams } from '../data/project-filters';
import { complexNoun, foundText, projectTexts as t } from '../texts';
import { FilterAutoApply } from './filter-auto-apply';
import { ProjectCard } from './project-card';
import styles from './project-list.module.css';

const STATUS_LABELS = { building: t.statusBuilding, released: t.statusReleased } as const;

export function ProjectList({ catalogue, searchParams }: { catalogue: ProjectListData; searchParams: SearchParams }) {
  const { cards, filters, options } = filterCatalogue(catalogue.cards, searchParams);
  const filtered = isFiltered(filters);
  // The map follows the list: the complexes found, none when nothing is.
  const found = new Set(cards.map((card) => card.slug));
  const mapPoints = filtered ? catalogue.mapPoints.filter((point) => found.has(point.id)) : catalogue.mapPoints;
  // An option that would find nothing with the other filter as it is cannot be ticked (one
  // already ticked can always be unticked).
  const available = (count: number, value: string, checked: readonly string[]) => count > 0 || checked.includes(value);
  const checkedYears = filters.years.map(String);
  // With nothing found, «Ничего не нашлось» has its own way back.
  const resettable = filtered && cards.length > 0;

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="projects-title">
        <PageIntro title={t.listTitle} titleId="projects-title" lead={t.listLead} />
        {catalogue.cards.length > 0 ? (
          <form method="get" action={paths.projects()} className={styles.filters} role="search" aria-label={t.filtersLabel}>
            <ToggleButtons
              legend={t.statusLegend}
              name={FILTER_PARAMS.status}
              options={options.statuses.map((option) => ({
                value: option.value,
                label: STATUS_LABELS[option.value],
                count: option.count,
                disabled: !available(option.count, option.value, filters.statuses),
              }))}
              defaultValue={filters.statuses}
              countNoun={complexNoun}
            />
            {options.years.length > 0 ? (
              <ToggleButtons
                legend={t.yearLegend}
                name={FILTER_PARAMS.year}
                options={options.years.map((option) => ({
                  value: String(option.value),
                  label: t.yearOption(option.value),
                  count: option.count,
                  disabled: !available(option.count, String(option.value), checkedYears),
                }))}
                defaultValue={checkedYears}
                countNoun={complexNoun}
              />
            ) : null}
            {/* The button only exists without JavaScript (the leaf applies a change at once), so
                hydration never removes it and nothing below it moves. */}
            <noscript>
              <Button type="submit" variant="secondary" size="sm">
                {t.applyFilters}
              </Button>
            </noscript>
            {/* useSearchParams needs a boundary; without the script the form works all the same. */}
            <Suspense fallback={null}>
              <FilterAutoApply />
            </Suspense>
          </form>
        ) : null}
        {!catalogue.salesAvailable ? (
          <p className={styles.note} role="status">
            {t.salesUnavailable}
          </p>
        ) : null}
        {catalogue.cards.length === 0 ? (
          <p className={styles.empty}>{t.listEmpty}</p>
        ) : (
          <>
            {/* The reset goes with the count, so ticking a first filter moves nothing below. Above
                «Ничего не нашлось» the count would only say it again: it stays for screen
                readers alone (the same live region, so a change is still announced). */}
            <div className={cards.length === 0 ? 'visually-hidden' : styles.countRow}>
              <p className={styles.count} role="status" aria-live="polite">
                {foundText(cards.length)}
              </p>
              {/* Always there, unseen until a filter is ticked: on a phone it takes a line of its own,
                  and appearing would move the list down. */}
              <span className={resettable ? undefined : styles.idle} aria-hidden={resettable ? undefined : true}>
                <TextLink href={paths.projects()}>{t.resetFilters}</TextLink>
              </span>
            </div>
            {cards.length === 0 ? (
              <EmptyState title={t.nothingFoundTitle} action={<TextLink href={paths.projects()}>{t.showAll}</TextLink>}>
                {t.nothingFoundText}
              </EmptyState>
            ) : (
              <ul className={`${styles.grid} ${cardRowsClassName('regular')}`}>
                {cards.map((card, index) => (
                  <li key={card.slug}>
                    <ProjectCard
                      card={card}
                      priority={index === 0}
                      eager={index > 0 && index < 3}
                      sizes={cardRowsSizes('regular', index, cards.length)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      {mapPoints.length > 0 ? (
        <section className={styles.section} aria-labelledby="projects-map-title">
          <SectionHeading id="projects-map-title" title={t.mapTitle} />
          <SiteMap title={t.mapTitle} points={mapPoints} tiles={catalogue.mapTiles} />
        </section>
      ) : null}
    </div>
  );
}
