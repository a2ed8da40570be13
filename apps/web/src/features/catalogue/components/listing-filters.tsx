// The filters of a listing as a plain GET form: it works without JavaScript, and its submission
// is the listing's URL (catalogue-query.ts reads the same names). Options that would give
// nothing with the other filters as they are stay listed with their count and are disabled.
import { SORT_OPTIONS, type CatalogueQuery } from '../data/catalogue-query';
import type { CatalogueResult } from '../data/search';
import { catalogueTexts as t } from '../texts';
import { Select } from '@/ui/select/select';
import { ToggleButtons } from '@/ui/choice/toggle-buttons';
import { buttonClassName } from '@/ui/button';
import styles from './catalogue.module.css';

interface ListingFiltersProps {
  basePath: string;
  query: CatalogueQuery;
  result: CatalogueResult;
}

function NumberField({ name, label, value, placeholder }: { name: string; label: string; value: number | null; placeholder: number | null }) {
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      <input
        className={styles.input}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        name={name}
        defaultValue={value ?? undefined}
        placeholder={placeholder !== null ? String(placeholder) : undefined}
      />
    </label>
  );
}

export function ListingFilters({ basePath, query, result }: ListingFiltersProps) {
  const projectOptions = result.facets.projects.map((option) => ({
    value: String(option.value),
    label: `${option.label} (${option.count})`,
    disabled: option.count === 0 && !query.projects.includes(option.value),
  }));
  return (
    <form method="get" action={basePath} className={styles.filters} aria-label={t.filtersTitle}>
      {query.kind === 'flats' ? (
        <ToggleButtons
          legend={t.rooms}
          name="rooms"
          options={result.facets.rooms.map((option) => ({
            value: String(option.value),
            label: option.label,
            count: option.count,
            disabled: option.count === 0 && !query.rooms.includes(option.value),
          }))}
          defaultValue={query.rooms.map(String)}
          countNoun={t.flatNoun}
        />
      ) : null}
      <Select
        name="project"
        label={t.complex}
        placeholder={t.anyComplex}
        options={projectOptions}
        defaultValue={query.projects[0] !== undefined ? String(query.projects[0]) : ''}
      />
      <div className={styles.pair}>
        <NumberField name="price_from" label={t.priceFrom} value={query.price.from} placeholder={result.bounds.price.from} />
        <NumberField name="price_to" label={t.priceTo} value={query.price.to} placeholder={result.bounds.price.to} />
      </div>
      <div className={styles.pair}>
        <NumberField name="area_from" label={t.areaFrom} value={query.area.from} placeholder={result.bounds.area.from} />
        <NumberField name="area_to" label={t.areaTo} value={query.area.to} placeholder={result.bounds.area.to} />
      </div>
      <Select
        name="sort"
        label={t.sort}
        options={SORT_OPTIONS.map((value) => ({ value, label: t.sortOptions[value] }))}
        defaultValue={query.sort}
      />
      <label className={styles.check}>
        <input type="checkbox" name="booked" value="1" defaultChecked={query.includeBooked} />
        <span>
          {t.withBooked} ({result.facets.booked})
        </span>
      </label>
      <div className={styles.actions}>
        <button type="submit" className={buttonClassName()}>
          {t.showResults}
        </button>
        <a href={basePath} className={buttonClassName({ variant: 'ghost' })}>
          {t.resetFilters}
        </a>
      </div>
    </form>
  );
}
