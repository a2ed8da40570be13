'use client';
// Apply on change: the listing's GET form (server-rendered, works without script) gets a client
// shell that turns every finished change into the listing's URL at once: a checkbox or chip
// ticked, a select changed, a slider let go, a typed number left or confirmed with Enter. The
// URL is written by catalogueSearchParams from what the form holds (page reset to 1) and the
// router renders it; nothing is remounted, so focus stays on the control just used. When the
// URL changes from outside (back, forward, «Сбросить»), the checkboxes and selects return to
// what the server rendered for it.
import { createContext, lazy, Suspense, use, useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { RangeUnit } from '@/ui/range-slider/range-slider';
import { parseCatalogueQuery, type CatalogueKind, type NumberRange } from '../data/catalogue-query';
import { filterHref } from '../data/filter-href';
import { useListingTransition } from './listing-transition';
import styles from './catalogue.module.css';

// The slider's code (Radix and the number mask, about 20 KB gzip) is not part of the listing's
// first load: the server renders the slider into the HTML as usual, and the browser hydrates it
// when its chunk has come (the inputs are typable and submittable before that, as without script).
const loadSlider = () => import('@/ui/range-slider/range-slider').then((module) => ({ default: module.RangeSlider }));
const RangeSlider = lazy(loadSlider);

type RangeNames = { from: string; to: string };
type RangeReader = () => NumberRange;

interface FilterFormValue {
  registerRange: (names: RangeNames, read: RangeReader) => () => void;
  apply: (drop?: readonly string[]) => void;
}

const FilterFormContext = createContext<FilterFormValue | null>(null);

interface FilterFormProps {
  kind: CatalogueKind;
  basePath: string;
  /** The room option the listing's own URL stands for (/kupit-2-…). */
  presetRooms: number[];
  /** The URL parameters of the state the server rendered; a change resyncs the controls. */
  stateKey: string;
  label: string;
  className?: string;
  children: ReactNode;
}

/** Whether a change of this control is a finished change (typed inputs wait for blur or Enter). */
const appliesOnChange = (element: EventTarget) =>
  (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) || element instanceof HTMLSelectElement;

const isTypedNumber = (element: EventTarget): element is HTMLInputElement => element instanceof HTMLInputElement && element.dataset.filterNumber !== undefined;

/** Whether a control no longer shows what the server rendered. */
function changedByVisitor(element: Element): boolean {
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) return element.checked !== element.defaultChecked;
  if (element instanceof HTMLInputElement && isTypedNumber(element)) return element.value !== element.defaultValue;
  if (element instanceof HTMLSelectElement) return Array.from(element.options).some((option) => option.selected !== option.defaultSelected);
  return false;
}

export function FilterForm({ kind, basePath, presetRooms, stateKey, label, className, children }: FilterFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const ranges = useRef(new Map<RangeNames, RangeReader>());
  const { navigate } = useListingTransition();

  /** Navigates to the form's state; `drop`: parameters a change makes meaningless (a house of another complex). */
  const apply = useCallback((drop: readonly string[] = []) => {
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && !drop.includes(name)) params.append(name, value);
    for (const [names, read] of ranges.current) {
      params.delete(names.from);
      params.delete(names.to);
      const range = read();
      if (range.from !== null) params.set(names.from, String(range.from));
      if (range.to !== null) params.set(names.to, String(range.to));
    }
    const { query } = parseCatalogueQuery(kind, params);
    // navigate() ignores the URL already shown (a control that only looks changed).
    navigate(filterHref(basePath, query, presetRooms));
  }, [kind, basePath, presetRooms, navigate]);

  // On start: a control changed before the script ran (a quick visitor, a slow phone) is applied
  // now rather than lost. Later, back, forward or a link changed the URL: checkboxes and selects
  // show its state again.
  const started = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    if (!started.current) {
      started.current = true;
      if (Array.from(form.elements).some(changedByVisitor)) apply();
      return;
    }
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) element.checked = element.defaultChecked;
      else if (element instanceof HTMLInputElement && isTypedNumber(element)) element.value = element.defaultValue;
      // React does not update a select's default after the first render: the state is in data-current.
      else if (element instanceof HTMLSelectElement && element.dataset.current !== undefined) element.value = element.dataset.current;
    }
    // `apply` is left out on purpose: only a new URL state resets the controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey]);

  const registerRange = useCallback((names: RangeNames, read: RangeReader) => {
    ranges.current.set(names, read);
    return () => {
      ranges.current.delete(names);
    };
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply();
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && isTypedNumber(event.target)) {
      event.preventDefault();
      apply();
    }
  }

  return (
    <FilterFormContext value={{ registerRange, apply }}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the form listens to its own controls' events (delegation); it takes no input itself */}
      <form
        ref={formRef}
        method="get"
        action={basePath}
        className={className}
        aria-label={label}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          // Another complex: the chosen house (of the former one) no longer applies.
          if (appliesOnChange(event.target)) apply(event.target instanceof HTMLSelectElement && event.target.name === 'project' ? ['house'] : []);
        }}
        onBlur={(event) => {
          if (isTypedNumber(event.target) && event.target.value !== event.target.defaultValue) apply();
        }}
      >
        {children}
      </form>
    </FilterFormContext>
  );
}

interface FilterRangeProps {
  label: string;
  unit: RangeUnit;
  min: number;
  max: number;
  step: number;
  /** The range of the URL; null: that end is open. */
  value: NumberRange;
  names: RangeNames;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A price or area filter: the slider and the typed inputs of ui/range-slider. An end at the
 * bound means "no limit" and is left out of the URL. The typed inputs carry the parameter names,
 * so without script the visitor types a number and submits the form.
 */
export function FilterRange({ label, unit, min, max, step, value, names }: FilterRangeProps) {
  const context = use(FilterFormContext);
  const fromUrl: [number, number] = [clamp(value.from ?? min, min, max), clamp(value.to ?? max, min, max)];
  const urlKey = fromUrl.join('|');
  const [shown, setShown] = useState<{ key: string; range: [number, number] }>({ key: urlKey, range: fromUrl });
  // The URL moved (back, reset, another filter clamped it): the slider follows it.
  if (shown.key !== urlKey) setShown({ key: urlKey, range: fromUrl });
  const current = useRef(shown.range);
  useLayoutEffect(() => {
    current.current = shown.range;
  });

  useEffect(
    () =>
      context?.registerRange(names, () => ({
        from: current.current[0] > min ? current.current[0] : null,
        to: current.current[1] < max ? current.current[1] : null,
      })),
    [context, names, min, max],
  );

  return (
    <Suspense fallback={<RangePlaceholder label={label} unit={unit} names={names} value={shown.range} min={min} max={max} />}>
      <RangeSlider
        label={label}
        unit={unit}
        min={min}
        max={max}
        step={step}
        value={shown.range}
        inputNames={names}
        onValueChange={(range) => setShown((previous) => ({ ...previous, range }))}
        onValueCommit={(range) => {
          current.current = range;
          setShown((previous) => ({ ...previous, range }));
          context?.apply();
        }}
      />
    </Suspense>
  );
}

/**
 * The slider's place while its code is not there: the server's first render of a range after a
 * start (the streamed slider then replaces it; without script it stays) or a drawer opened before
 * the code came. Two plain typed inputs under the same names, so the form works with them; an
 * open end is empty, with the bound as placeholder.
 */
function RangePlaceholder({ label, unit, names, value, min, max }: { label: string; unit: RangeUnit; names: RangeNames; value: [number, number]; min: number; max: number }) {
  return (
    <fieldset className={styles.floors}>
      <legend className={styles.groupLegend}>{label}</legend>
      <div className={styles.pair}>
        {(['from', 'to'] as const).map((end, index) => {
          const bound = index === 0 ? min : max;
          const word = end === 'from' ? 'от' : 'до';
          return (
            <label key={end} className={styles.floorField}>
              <span className={styles.floorWord}>
                <span className="visually-hidden">{label}</span> {word}
              </span>
              <input
                className={styles.input}
                name={names[end]}
                defaultValue={value[index] === bound ? '' : value[index]}
                placeholder={`${bound} ${unit}`}
                inputMode={unit === 'м²' ? 'decimal' : 'numeric'}
                autoComplete="off"
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
