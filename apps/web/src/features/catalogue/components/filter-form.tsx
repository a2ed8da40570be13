'use client';
// Apply on change: the listing's GET form (server-rendered, works without script) gets a client
// shell that turns every finished change into the listing's URL at once: a checkbox or chip
// ticked, a select changed, a slider let go, a typed number left or confirmed with Enter. The
// URL is written by catalogueSearchParams from what the form holds (page reset to 1) and the
// router renders it; nothing is remounted, so focus stays on the control just used. When the
// URL changes from outside (back, forward, «Сбросить»), the checkboxes and selects return to
// what the server rendered for it.
import { createContext, use, useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { RangeUnit } from '@/ui/range-slider/range-frame';
import type * as RangeSliderModule from '@/ui/range-slider/range-slider';
import { parseCatalogueQuery, rangeBetween, type CatalogueKind, type NumberRange, type RoomOption } from '../data/catalogue-query';
import { filterHref } from '../data/filter-href';
import { useListingTransition } from './listing-transition';
import styles from './listing-controls.module.css';

// The slider's code (Radix and the number mask, about 29 KB gzip) is not part of the listing's
// first load, and is loaded only for a range a visitor can see (FilterRange below).
let sliderCode: Promise<typeof RangeSliderModule> | null = null;

/** Starts loading the slider's code, once (a failed load is tried again by the next call). */
export function loadRangeSlider() {
  sliderCode ??= import('@/ui/range-slider/range-slider').catch((error: unknown) => {
    sliderCode = null;
    throw error;
  });
  return sliderCode;
}

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
  presetRooms: readonly RoomOption[];
  /** The URL parameters of the state the server rendered; a change resyncs the controls. */
  stateKey: string;
  label: string;
  className?: string;
  children: ReactNode;
}

/** Whether a change of this control is a finished change (typed inputs wait for blur or Enter). */
const appliesOnChange = (element: EventTarget) =>
  (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) || element instanceof HTMLSelectElement;

/** How many of a form's asked URLs are remembered while they are on their way. */
const ASKED_KEPT = 8;

const isTypedNumber = (element: EventTarget): element is HTMLInputElement => element instanceof HTMLInputElement && element.dataset.filterNumber !== undefined;

/**
 * A typed whole number (a floor) keeps only what one can hold: digits and a leading minus
 * (underground floors). A letter typed or pasted is dropped at once, rather than kept in the field
 * and quietly ignored by the filter; the caret stays where it was.
 */
function keepWholeNumber(input: HTMLInputElement) {
  const { value, selectionStart } = input;
  const kept = value.replace(/[^\d-]/g, '').replace(/(?!^)-/g, '');
  if (kept === value) return;
  const caret = selectionStart === null ? kept.length : Math.min(kept.length, Math.max(0, selectionStart - (value.length - kept.length)));
  input.value = kept;
  input.setSelectionRange(caret, caret);
}

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
  // The URLs this form has asked for, oldest first, until the latest is shown. A quick visitor's
  // second tick can land while the first tick's results are still on their way.
  const asked = useRef<string[]>([]);
  const { pending, navigate } = useListingTransition();

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
    const href = filterHref(basePath, query, presetRooms);
    asked.current = [...asked.current.slice(-(ASKED_KEPT - 1)), href];
    // navigate() ignores the URL already shown (a control that only looks changed).
    navigate(href);
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
    // The results of an earlier change of this form's, with a later one on its way: the controls
    // keep what the visitor has set since (resetting them would untick the box just ticked, until
    // the later results came). The URL is written before effects run.
    const shown = asked.current.lastIndexOf(window.location.pathname + window.location.search);
    if (shown !== -1 && shown < asked.current.length - 1) {
      asked.current = asked.current.slice(shown + 1);
      return;
    }
    asked.current = [];
    for (const element of Array.from(form.elements)) {
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) element.checked = element.defaultChecked;
      else if (element instanceof HTMLInputElement && isTypedNumber(element)) element.value = element.defaultValue;
      // React does not update a select's default after the first render: the state is in data-current.
      else if (element instanceof HTMLSelectElement && element.dataset.current !== undefined) element.value = element.dataset.current;
    }
    // `apply` is left out on purpose: only a new URL state resets the controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey]);

  // Nothing on its way any more (every asked URL shown or given up): the list starts anew, so a
  // later back or forward to one of them resets the controls as any outside change does.
  useEffect(() => {
    if (!pending) asked.current = [];
  }, [pending]);

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
        onInput={(event) => {
          if (isTypedNumber(event.target) && event.target.dataset.filterNumber === 'whole') keepWholeNumber(event.target);
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
  /** The same range drawn by the server (StaticRangeSlider), shown until the slider's code is wanted and there. */
  drawn: ReactNode;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * What the drawn range's inputs hold, as a range: a typed number («5 240 000», «54,5»), the bound
 * for an emptied input (no limit), the range before (`previous`) where an input holds no number.
 * Ends typed the wrong way round are swapped.
 */
function typedRange(fieldset: HTMLFieldSetElement, previous: readonly [number, number], min: number, max: number): [number, number] {
  const inputs = fieldset.querySelectorAll('input');
  const [from, to] = ([0, 1] as const).map((index) => {
    const text = (inputs[index]?.value ?? '').replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
    if (text === '') return index === 0 ? min : max;
    const typed = Number(text);
    return clamp(Number.isFinite(typed) ? typed : previous[index], min, max);
  }) as [number, number];
  return from <= to ? [from, to] : [to, from];
}

/** The drawn range's group (StaticRangeSlider marks it), while it is shown. */
const drawnGroupIn = (holder: HTMLElement | null) => holder?.querySelector<HTMLFieldSetElement>('fieldset[data-drawn]') ?? null;

/**
 * A price or area filter: the slider and the typed inputs of ui/range-slider. An end at the
 * bound means "no limit" and is left out of the URL. The typed inputs carry the parameter names,
 * so without script the visitor types a number and submits the form.
 *
 * It starts as `drawn`, the server's StaticRangeSlider (the range drawn, its inputs live), and
 * becomes the real slider once it comes within half a screen of the viewport and the slider's
 * code has come. So a phone, whose sidebar is hidden, loads and runs none of that code for it;
 * the drawer's copy of the form becomes real as it opens. An input the visitor is typing in
 * keeps the drawn range until it is left; what was typed carries over, and a focused input's
 * focus moves to its real twin.
 */
export function FilterRange({ label, unit, min, max, step, value, names, drawn: drawnRange }: FilterRangeProps) {
  const context = use(FilterFormContext);
  const fromUrl = rangeBetween(value, min, max);
  const urlKey = fromUrl.join('|');
  const [shown, setShown] = useState<{ key: string; range: [number, number] }>({ key: urlKey, range: fromUrl });
  // The URL moved (back, reset, another filter clamped it): the slider follows it.
  if (shown.key !== urlKey) setShown({ key: urlKey, range: fromUrl });
  const current = useRef(shown.range);
  useLayoutEffect(() => {
    current.current = shown.range;
  });
  const [Slider, setSlider] = useState<typeof RangeSliderModule.RangeSlider | null>(null);
  // Holds the drawn range, then the slider, without a box of its own (display: contents).
  const holder = useRef<HTMLDivElement>(null);
  // The end whose drawn input had focus when the real slider came: its input gets it back.
  const refocus = useRef<number | null>(null);

  useEffect(
    () =>
      context?.registerRange(names, () => {
        const group = drawnGroupIn(holder.current);
        const range = group ? typedRange(group, current.current, min, max) : current.current;
        return { from: range[0] > min ? range[0] : null, to: range[1] < max ? range[1] : null };
      }),
    [context, names, min, max],
  );

  useEffect(() => {
    const fieldset = drawnGroupIn(holder.current);
    if (Slider || !fieldset) return;
    let stopped = false;
    let stopWaiting = () => {};
    const become = (code: typeof RangeSliderModule.RangeSlider) => {
      if (stopped) return;
      const inputs = Array.from(fieldset.querySelectorAll('input'));
      const focused = inputs.findIndex((input) => input === document.activeElement);
      if (focused >= 0 && inputs[focused]!.value !== inputs[focused]!.defaultValue) {
        // Typing in progress: try again once the input is left (focus may go to the other end).
        const retry = () => setTimeout(() => become(code));
        fieldset.addEventListener('focusout', retry, { once: true });
        stopWaiting = () => fieldset.removeEventListener('focusout', retry);
        return;
      }
      // Only what the visitor typed carries over. Untouched inputs say nothing the URL does not,
      // and may be the last page's: back or forward can bring the slider's code in while the
      // previous state's range is still drawn, and reading it would show a filter the URL dropped.
      if (inputs.some((input) => input.value !== input.defaultValue)) {
        const range = typedRange(fieldset, current.current, min, max);
        current.current = range;
        setShown((previous) => ({ ...previous, range }));
      }
      refocus.current = focused >= 0 ? focused : null;
      setSlider(() => code);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // Without the code (offline, a failed chunk) the drawn range's inputs go on working.
        loadRangeSlider().then((module) => become(module.RangeSlider), () => {});
      },
      { rootMargin: '50%' },
    );
    observer.observe(fieldset);
    return () => {
      stopped = true;
      observer.disconnect();
      stopWaiting();
    };
  }, [Slider, min, max]);

  useEffect(() => {
    if (!Slider || refocus.current === null) return;
    holder.current?.querySelectorAll('input')[refocus.current]?.focus();
    refocus.current = null;
  }, [Slider]);

  return (
    <div ref={holder} className={styles.contents}>
      {Slider ? (
        <Slider
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
      ) : (
        drawnRange
      )}
    </div>
  );
}
