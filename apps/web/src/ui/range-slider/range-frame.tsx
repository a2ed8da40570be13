// A range filter's markup without its behaviour, in two parts:
// - RangeFrame: the group, its legend and the two typed inputs («от», «до») with their labels and
//   unit. RangeSlider fills it with masked inputs and Radix's slider.
// - StaticRangeSlider: the same frame with plain inputs and a drawn slider (track, range, thumbs
//   where Radix puts them), so a page can show a range before, or instead of, the slider's code
//   (Radix and the number mask, about 29 KB gzip). Its inputs work without script: an open end is
//   empty, with the bound shown as its placeholder.
// No Radix, no imask and no client state here: a server component can draw a range (the catalogue's
// listings do, so the drawing costs their script nothing).
import { useId, type ReactNode } from 'react';
import { formatMaskedNumber } from '../masked-input/number-format';
import styles from './range-slider.module.css';

export type RangeUnit = '₽' | 'м²';
export type Range = readonly [number, number];
export type RangeEnd = 'from' | 'to';

export const RANGE_ENDS = [
  { key: 'from', word: 'от' },
  { key: 'to', word: 'до' },
] as const satisfies ReadonlyArray<{ key: RangeEnd; word: string }>;

/** Digits after the comma a range of this unit shows and accepts. */
export const rangeFractionDigits = (unit: RangeUnit) => (unit === 'м²' ? 2 : 0);

/**
 * What ties a typed input to its label and unit, and its end's bound as placeholder (an end at its
 * bound is left empty, and the placeholder drawn as a value); the input element itself is the caller's.
 */
export interface RangeInputAttributes {
  id: string;
  className: string | undefined;
  placeholder: string;
  inputMode: 'numeric' | 'decimal';
  autoComplete: 'off';
  'aria-describedby': string;
}

interface RangeFrameProps {
  /** The group's visible name, also the start of each input's name: «Цена» gives «Цена от». */
  label: string;
  unit: RangeUnit;
  min: number;
  max: number;
  disabled?: boolean;
  className?: string;
  /** Data attributes of the group. */
  data?: Record<`data-${string}`, string>;
  /** Draws the typed input of one end. */
  input: (end: RangeEnd, index: 0 | 1, attributes: RangeInputAttributes) => ReactNode;
  /** The slider under the inputs. */
  children: ReactNode;
}

export function RangeFrame({ label, unit, min, max, disabled, className, data, input, children }: RangeFrameProps) {
  const id = useId();
  return (
    <fieldset {...data} className={[styles.range, className].filter(Boolean).join(' ')} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.inputs}>
        {RANGE_ENDS.map(({ key, word }, index) => (
          <div key={key} className={styles.field}>
            <label htmlFor={`${id}-${key}`} className={styles.prefix}>
              <span className="visually-hidden">{label}</span> {word}
            </label>
            {input(key, index as 0 | 1, {
              id: `${id}-${key}`,
              className: `${styles.input} ${styles.boundShown}`,
              placeholder: formatMaskedNumber(index === 0 ? min : max, rangeFractionDigits(unit)),
              inputMode: unit === 'м²' ? 'decimal' : 'numeric',
              autoComplete: 'off',
              'aria-describedby': `${id}-unit`,
            })}
            <span className={styles.unit} aria-hidden="true">
              {unit}
            </span>
          </div>
        ))}
        <span id={`${id}-unit`} className="visually-hidden">
          {unit === '₽' ? 'в рублях' : 'в квадратных метрах'}
        </span>
      </div>
      {children}
    </fieldset>
  );
}

/** Where a value sits on the track, in per cent (as Radix computes it). */
function percentOf(value: number, min: number, max: number): number {
  if (max <= min) return 0;
  return Math.min(100, Math.max(0, ((value - min) / (max - min)) * 100));
}

const round = (value: number) => Math.round(value * 1000) / 1000;

interface StaticRangeSliderProps {
  label: string;
  unit: RangeUnit;
  min: number;
  max: number;
  value: Range;
  /** Field names of the typed inputs, for a form that must work without script. */
  inputNames: { from: string; to: string };
  /** Data attributes every typed input carries (a form's own markers). */
  inputData?: Record<`data-${string}`, string>;
}

/**
 * A range as RangeSlider draws it, without its code: uncontrolled plain inputs (an end at its
 * bound is empty, the bound its placeholder, so a form sent as it is sets no limit there) and the
 * slider drawn for the eye only. Its group carries `data-drawn`, for whoever replaces it. Radix
 * keeps each thumb inside the track by shifting it by up to half its width; the same shift is
 * made here in CSS, so nothing moves when the real slider takes its place.
 */
export function StaticRangeSlider({ label, unit, min, max, value, inputNames, inputData }: StaticRangeSliderProps) {
  const digits = rangeFractionDigits(unit);
  const percents = [percentOf(value[0], min, max), percentOf(value[1], min, max)] as const;
  return (
    <RangeFrame
      label={label}
      unit={unit}
      min={min}
      max={max}
      data={{ 'data-drawn': '' }}
      input={(end, index, attributes) => {
        const bound = index === 0 ? min : max;
        return (
          <input
            {...attributes}
            {...inputData}
            type="text"
            name={inputNames[end]}
            defaultValue={value[index] === bound ? '' : formatMaskedNumber(value[index], digits)}
          />
        );
      }}
    >
      <span className={`${styles.slider} ${styles.drawn}`} aria-hidden="true">
        <span className={styles.track}>
          <span className={styles.fill} style={{ left: `${round(percents[0])}%`, right: `${round(100 - percents[1])}%` }} />
        </span>
        {percents.map((percent, index) => (
          <span key={index} className={styles.thumbPlace} style={{ left: `calc(${round(percent)}% + var(--slider-thumb-size) * ${round(0.5 - percent / 100)})` }}>
            <span className={styles.thumb} />
          </span>
        ))}
      </span>
    </RangeFrame>
  );
}
