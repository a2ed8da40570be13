// The filters of a listing as a plain GET form: it works without JavaScript, and its submission
// is the listing's URL (catalogue-query.ts reads the same names). With script, FilterForm applies
// each finished change at once. Options that would give nothing with the other filters as they
// are stay listed with their count and are disabled (unless ticked). A group shows only where it
// can narrow something: no rooms outside flats, no floor range where every unit is on one level
// (parking and storage are all on level −1, commercial premises on the first floor).
import type { ComponentProps } from 'react';
import { IntentLink } from '@/ui/intent-link';
import { rangeBetween, SORT_OPTIONS, type CatalogueQuery } from '../data/catalogue-query';
import type { CatalogueResult, FacetOption } from '../data/search';
import { catalogueTexts as t } from '../texts';
import { Select } from '@/ui/select/select';
import { CheckboxGroup } from '@/ui/choice/checkbox-group';
import { ToggleButtons } from '@/ui/choice/toggle-buttons';
import { buttonClassName } from '@/ui/button';
import { StaticRangeSlider } from '@/ui/range-slider/range-frame';
import { FilterForm, FilterRange } from './filter-form';
import styles from './catalogue.module.css';

interface ListingFiltersProps {
  basePath: string;
  query: CatalogueQuery;
  result: CatalogueResult;
  stateKey: string;
}

/**
 * A price or area range: FilterRange, with the range drawn here (StaticRangeSlider), so the
 * drawing costs the page's script nothing; FilterRange swaps in the real slider where it is seen.
 */
function RangeFilter(props: Omit<ComponentProps<typeof FilterRange>, 'drawn'>) {
  const { label, unit, min, max, value, names } = props;
  return (
    <FilterRange
      {...props}
      drawn={<StaticRangeSlider label={label} unit={unit} min={min} max={max} value={rangeBetween(value, min, max)} inputNames={names} inputData={{ 'data-filter-number': '' }} />}
    />
  );
}

/** Checkbox options of a facet: its count beside it, disabled when it would give nothing. */
function choices<V extends string | number>(options: ReadonlyArray<FacetOption<V>>, checked: readonly V[]) {
  return options.map((option) => ({
    value: String(option.value),
    label: option.label,
    count: option.count,
    disabled: option.count === 0 && !checked.includes(option.value),
  }));
}

const PRICE_STEP = 50_000;

function FloorField({ name, label, value, placeholder }: { name: string; label: string; value: number | null; placeholder: number | null }) {
  return (
    <label className={styles.floorField}>
      <span className={styles.floorWord}>{label}</span>
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        pattern="-?[0-9]*"
        autoComplete="off"
        name={name}
        data-filter-number="whole"
        defaultValue={value ?? ''}
        placeholder={placeholder !== null ? String(placeholder) : undefined}
      />
    </label>
  );
}

export function ListingFilters({ basePath, query, result, stateKey }: ListingFiltersProps) {
  const { facets, bounds } = result;
  const flats = query.kind === 'flats';
  const projectOptions = facets.projects.map((option) => ({
    value: String(option.value),
    label: `${option.label} (${option.count})`,
    disabled: option.count === 0 && !query.projects.includes(option.value),
  }));
  const projectTitles = new Map(facets.projects.map((option) => [option.value, option.label]));
  // The houses of the chosen complex(es); with none chosen, every house, named with its complex.
  const houses = facets.houses.filter((house) => query.projects.length === 0 || query.projects.includes(house.projectId));
  const houseOptions = houses.map((house) => ({
    value: String(house.value),
    label: `${query.projects.length === 1 ? house.label : t.houseIn(projectTitles.get(house.projectId) ?? '', house.label)} (${house.count})`,
    disabled: house.count === 0 && !query.houses.includes(house.value),
  }));
  const range = (from: number | null, to: number | null) => from !== null && to !== null && to > from;
  const showFloors = range(bounds.floor.from, bounds.floor.to);

  return (
    <FilterForm kind={query.kind} basePath={basePath} presetRooms={query.presetRooms ?? []} stateKey={stateKey} label={t.filtersTitle} className={styles.filters}>
      {query.view !== 'cards' ? <input type="hidden" name="view" value={query.view} /> : null}
      {flats ? (
        <ToggleButtons legend={t.rooms} name="rooms" options={choices(facets.rooms, query.rooms)} defaultValue={query.rooms.map(String)} countNoun={t.flatNoun} />
      ) : null}
      {range(bounds.price.from, bounds.price.to) ? (
        <RangeFilter
          label={t.price}
          unit="₽"
          min={Math.floor(bounds.price.from! / PRICE_STEP) * PRICE_STEP}
          max={Math.ceil(bounds.price.to! / PRICE_STEP) * PRICE_STEP}
          step={PRICE_STEP}
          value={query.price}
          names={{ from: 'price_from', to: 'price_to' }}
        />
      ) : null}
      {range(bounds.area.from, bounds.area.to) ? (
        <RangeFilter
          label={t.area}
          unit="м²"
          min={Math.floor(bounds.area.from!)}
          max={Math.ceil(bounds.area.to!)}
          step={1}
          value={query.area}
          names={{ from: 'area_from', to: 'area_to' }}
        />
      ) : null}
      <Select
        name="project"
        label={t.complex}
        placeholder={t.anyComplex}
        options={projectOptions}
        defaultValue={query.projects[0] !== undefined ? String(query.projects[0]) : ''}
        data-current={query.projects[0] !== undefined ? String(query.projects[0]) : ''}
      />
      {houseOptions.length > 1 ? (
        <Select
          name="house"
          label={t.house}
          placeholder={t.anyHouse}
          options={houseOptions}
          defaultValue={query.houses[0] !== undefined ? String(query.houses[0]) : ''}
          data-current={query.houses[0] !== undefined ? String(query.houses[0]) : ''}
        />
      ) : null}
      {facets.years.length > 1 ? (
        <ToggleButtons legend={t.completionYear} name="year" options={choices(facets.years, query.years)} defaultValue={query.years.map(String)} countNoun={t.unitNoun[query.kind]} />
      ) : null}
      {facets.quarters.length > 1 ? (
        <ToggleButtons
          legend={t.completionQuarter}
          name="quarter"
          options={choices(facets.quarters, query.quarters)}
          defaultValue={query.quarters.map(String)}
          countNoun={t.unitNoun[query.kind]}
        />
      ) : null}
      {showFloors ? (
        <fieldset className={styles.floors}>
          <legend className={styles.groupLegend}>{t.floorRange}</legend>
          <div className={styles.pair}>
            <FloorField name="floor_from" label={t.floorFrom} value={query.floor.from} placeholder={bounds.floor.from} />
            <FloorField name="floor_to" label={t.floorTo} value={query.floor.to} placeholder={bounds.floor.to} />
          </div>
          {flats ? (
            <div className={styles.checkRow}>
              {/* Not where no unit on sale is on the first floor (shops there): it would change nothing. */}
              {query.notFirstFloor || (bounds.floor.from !== null && bounds.floor.from <= 1) ? (
                <label className={styles.check}>
                  <input type="checkbox" name="not_first" value="1" defaultChecked={query.notFirstFloor} />
                  <span>{t.notFirstFloor}</span>
                </label>
              ) : null}
              <label className={styles.check}>
                <input type="checkbox" name="not_last" value="1" defaultChecked={query.notLastFloor} />
                <span>{t.notLastFloor}</span>
              </label>
            </div>
          ) : null}
        </fieldset>
      ) : null}
      {facets.finishing.length > 1 ? (
        <CheckboxGroup
          legend={t.finishing}
          name="finishing"
          options={choices(facets.finishing, query.finishing)}
          defaultValue={query.finishing}
          countNoun={t.unitNoun[query.kind]}
        />
      ) : null}
      <fieldset className={styles.floors}>
        <legend className={styles.groupLegend}>{t.status}</legend>
        <label className={styles.check}>
          <input type="checkbox" name="booked" value="1" defaultChecked={query.includeBooked} disabled={facets.booked === 0 && !query.includeBooked} />
          <span>
            {t.withBooked}
            {query.includeBooked ? null : <span className={styles.optionCount}> ({facets.booked})</span>}
          </span>
        </label>
      </fieldset>
      <Select
        name="sort"
        label={t.sort}
        options={SORT_OPTIONS.map((value) => ({ value, label: t.sortOptions[value] }))}
        defaultValue={query.sort}
        data-current={query.sort}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttonClassName({}, styles.submit)}>
          {t.showResults}
        </button>
        <IntentLink href={basePath} scroll={false} className={buttonClassName({ variant: 'ghost' })}>
          {t.resetFilters}
        </IntentLink>
      </div>
    </FilterForm>
  );
}
