'use client';
// A range filter: two slider thumbs (Radix) and two typed inputs («от», «до») that follow each
// other. Dragging or arrow keys move the thumbs and rewrite the inputs; typing moves the thumb as
// soon as the number is in range, and leaving the input (or Enter) clamps it to [min, max]; a
// number past the other end swaps the ends. `onValueCommit` fires once per finished change
// (pointer released, key pressed, input left), so a catalogue filter refetches once, not on
// every pixel of a drag.
// Inside a <form>, `names` makes each thumb submit its plain number (Radix's hidden inputs).
// Radix lives only in this file: pages without a range filter do not load it. The markup around
// the inputs is range-frame.tsx's, shared with StaticRangeSlider (the same range drawn without code).
import * as RadixSlider from '@radix-ui/react-slider';
import { useRef, useState, type KeyboardEvent } from 'react';
import { formatArea } from '@/lib/area';
import { formatRubles } from '@/lib/money';
import { MaskedInput } from '../masked-input/masked-input';
import type { MaskSpec } from '../masked-input/mask-options';
import { RANGE_ENDS, RangeFrame, rangeFractionDigits, type Range, type RangeUnit } from './range-frame';
import styles from './range-slider.module.css';

export type { Range, RangeUnit } from './range-frame';

export interface RangeSliderProps {
  /** The group's visible name, also the start of each thumb's and input's name: «Цена» gives «Цена от», «Цена до». */
  label: string;
  min: number;
  max: number;
  /** The thumbs' step (arrow keys, dragging); typed values are kept as typed. */
  step?: number;
  unit: RangeUnit;
  /** The starting range (uncontrolled); by default [min, max]. */
  defaultValue?: Range;
  /** The range when the parent holds the state. */
  value?: Range;
  /** Every move, while dragging or typing. */
  onValueChange?: (value: [number, number]) => void;
  /** Once per finished change: the pointer let go, a key pressed, a typed value left. */
  onValueCommit?: (value: [number, number]) => void;
  /** Field names for a form: each thumb submits its number. */
  names?: { from: string; to: string };
  /**
   * Field names for the typed inputs instead: a form that must work without script (the slider
   * cannot move then, the inputs can be typed in). With script they hold the masked text
   * ("5 240 000"), so the reader of the form must take the spaces of thousands.
   */
  inputNames?: { from: string; to: string };
  disabled?: boolean;
  className?: string;
}

/** The text a screen reader hears for a value and the number format of the unit. */
function formatValue(value: number, unit: RangeUnit): string {
  return unit === '₽' ? formatRubles(value) : formatArea(value);
}

/** The plain number the masked input holds ("5240000", "54.5"). */
const toInputText = (value: number) => String(value);

function parseInput(text: string): number | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function RangeSlider({ label, min, max, step = 1, unit, defaultValue, value, onValueChange, onValueCommit, names, inputNames, disabled = false, className }: RangeSliderProps) {
  const [own, setOwn] = useState<[number, number]>(() => [defaultValue?.[0] ?? min, defaultValue?.[1] ?? max]);
  const current: [number, number] = value ? [value[0], value[1]] : own;
  // What the visitor is typing into each input, until the input is left; null shows the value.
  const [drafts, setDrafts] = useState<[string | null, string | null]>([null, null]);
  // The range when an input got focus: leaving it commits only a real change.
  const atFocus = useRef(current);
  const mask: MaskSpec = { kind: 'number', unsigned: true, fractionDigits: rangeFractionDigits(unit) };

  function change(next: [number, number]) {
    if (!value) setOwn(next);
    onValueChange?.(next);
  }

  /** Commits when the finished change ends somewhere else than it started. */
  function commit(next: [number, number], started: readonly [number, number]) {
    if (next[0] !== started[0] || next[1] !== started[1]) onValueCommit?.(next);
  }

  function setDraft(index: 0 | 1, text: string | null) {
    setDrafts((previous) => (index === 0 ? [text, previous[1]] : [previous[0], text]));
  }

  function onType(index: 0 | 1, text: string) {
    setDraft(index, text);
    const typed = parseInput(text);
    // The thumb follows as soon as the typed number is a possible value of this end.
    if (typed === null) return;
    const low = index === 0 ? min : current[0];
    const high = index === 0 ? current[1] : max;
    if (typed >= low && typed <= high && typed !== current[index]) change(index === 0 ? [typed, current[1]] : [current[0], typed]);
  }

  function settle(index: 0 | 1) {
    const draft = drafts[index];
    setDraft(index, null);
    if (draft === null) return;
    // An emptied input means "no limit" at this end.
    const typed = parseInput(draft) ?? (index === 0 ? min : max);
    const end = clamp(typed, min, max);
    // Past the other end: the two numbers typed are the range, the other way round («от 6 до 5»
    // is 5 to 6), as the catalogue reads such a URL; not the other end's value twice.
    const other = current[index === 0 ? 1 : 0];
    const next: [number, number] = index === 0 ? (end <= other ? [end, other] : [other, end]) : end >= other ? [other, end] : [end, other];
    if (next[0] !== current[0] || next[1] !== current[1]) change(next);
    commit(next, atFocus.current);
    atFocus.current = next;
  }

  // Radix sends End to the last thumb and Home to the first whichever is focused; the lower
  // thumb's End (and the upper thumb's Home) go to the other thumb's value instead.
  function onThumbKeyDown(index: 0 | 1, event: KeyboardEvent<HTMLSpanElement>) {
    if (disabled) return;
    const towardOther = (index === 0 && event.key === 'End') || (index === 1 && event.key === 'Home');
    if (!towardOther) return;
    event.preventDefault();
    event.stopPropagation();
    const next: [number, number] = index === 0 ? [current[1], current[1]] : [current[0], current[0]];
    setDrafts([null, null]);
    if (next[0] !== current[0] || next[1] !== current[1]) change(next);
    commit(next, current);
  }

  function onInputKeyDown(index: 0 | 1, event: KeyboardEvent<HTMLInputElement>) {
    // Enter settles the value (a form around it still submits).
    if (event.key === 'Enter') settle(index);
  }

  return (
    <RangeFrame
      label={label}
      unit={unit}
      min={min}
      max={max}
      disabled={disabled}
      className={className}
      input={(end, index, attributes) => (
        <MaskedInput
          {...attributes}
          name={inputNames?.[end]}
          mask={mask}
          // An end at its bound is empty (the frame's placeholder shows the bound), as
          // StaticRangeSlider draws it: typing there starts a number rather than adding digits.
          value={drafts[index] ?? (current[index] === (index === 0 ? min : max) ? '' : toInputText(current[index]))}
          onValueChange={(text) => onType(index, text)}
          onFocus={() => {
            atFocus.current = current;
          }}
          onBlur={() => settle(index)}
          onKeyDown={(event) => onInputKeyDown(index, event)}
        />
      )}
    >
      <RadixSlider.Root
        className={styles.slider}
        min={min}
        max={max}
        step={step}
        value={current}
        onValueChange={(next) => {
          setDrafts([null, null]);
          change([next[0] ?? min, next[1] ?? max]);
        }}
        // Radix calls this only for a change (a key press that moved, a drag that ended elsewhere).
        onValueCommit={(next) => onValueCommit?.([next[0] ?? min, next[1] ?? max])}
        preserveThumbOrder
        disabled={disabled}
      >
        <RadixSlider.Track className={styles.track}>
          <RadixSlider.Range className={styles.fill} />
        </RadixSlider.Track>
        {RANGE_ENDS.map(({ key, word }, index) => (
          <RadixSlider.Thumb
            key={key}
            className={styles.thumb}
            aria-label={`${label} ${word}`}
            aria-valuetext={formatValue(current[index]!, unit)}
            // As in the APG multi-thumb slider, each thumb's range ends at the other thumb.
            aria-valuemin={index === 0 ? min : current[0]}
            aria-valuemax={index === 0 ? current[1] : max}
            onKeyDown={(event) => onThumbKeyDown(index as 0 | 1, event)}
            name={names?.[key]}
          />
        ))}
      </RadixSlider.Root>
    </RangeFrame>
  );
}
