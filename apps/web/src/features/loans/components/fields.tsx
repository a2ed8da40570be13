// The calculators' inputs: a labelled text field for numbers (typed freely, "1 500 000" or "5,9"),
// its hint and its Russian error tied to it (aria-describedby), and a two-way unit switch drawn as
// a segmented control (native radios: arrow keys move between them).
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { percentToRubles, rublesToPercent } from '@/lib/finance';
import { formatRubles } from '@/lib/money';
import { Button } from '@/ui/button';
import { parseNumber, TRAILING_UNIT, type DownUnit } from '../data/calculator-state';
import { loansTexts } from '../texts';
import styles from './calculator.module.css';

/** A down or first payment in the other unit («Это 1 200 000 ₽» under 20 %, «Это 20 %» under rubles); none while it or the price is wrong. */
export function otherUnitHint(priceText: string, amountText: string, unit: DownUnit, wrong: boolean): string | undefined {
  const price = parseNumber(priceText);
  const amount = parseNumber(amountText);
  if (wrong || price === null || price <= 0 || amount === null) return undefined;
  return loansTexts.form.equals(unit === 'pct' ? formatRubles(percentToRubles(price, amount)) : loansTexts.percent(rublesToPercent(price, amount)));
}

interface NumberFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  /** A unit switch beside the input. */
  addon?: ReactNode;
  name: string;
  inputMode?: 'numeric' | 'decimal';
  /** Rubles: a whole number shows in groups of three («7 500 000»), also while it is typed. */
  grouped?: boolean;
}

/** A space of any kind a price may hold (a typed one, a no-break one, a narrow no-break one). */
const SPACE = /[\s\u00a0\u202f]/;
const SPACES = new RegExp(SPACE.source, 'g');

/**
 * «7500000» -> «7 500 000» (no-break spaces, as lib/money writes prices), kopecks kept as typed
 * («7500000,55» -> «7 500 000,55»); anything that is not a number stays as typed.
 */
export function groupDigits(value: string): string {
  const digits = value.replace(SPACES, '');
  const [, whole, fraction = ''] = /^(\d{4,})([.,]\d*)?$/.exec(digits) ?? [];
  return whole === undefined ? value : whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0') + fraction;
}

/**
 * How many characters other than spaces stand before position `at` of `text`: regrouping adds and
 * takes away spaces only, so this is where the caret belongs after it (a comma or a stray letter
 * counts as much as a digit).
 */
const charsBefore = (text: string, at: number) => text.slice(0, at).replace(SPACES, '').length;

/** The position just after the `count`-th character of `text` that is not a space. */
function positionAfterChars(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (!SPACE.test(text[i] ?? '')) seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
}

export function NumberField({ label, value, onChange, error, hint, addon, name, inputMode = 'decimal', grouped = false }: NumberFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Regrouping rewrites the text, which would throw the caret to the end: keep it after the same character.
  const caretChars = useRef<number | null>(null);
  const shown = grouped ? groupDigits(value) : value;
  useLayoutEffect(() => {
    const element = input.current;
    if (caretChars.current === null || !element || document.activeElement !== element) return;
    const at = positionAfterChars(shown, caretChars.current);
    caretChars.current = null;
    element.setSelectionRange(at, at);
  }, [shown]);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          name={name}
          className={styles.input}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          ref={input}
          value={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => {
            const { value: typed, selectionStart } = event.currentTarget;
            if (grouped) caretChars.current = charsBefore(typed, selectionStart ?? typed.length);
            // The state keeps the plain digits; the grouping is only how they are shown. A value
            // pasted with its unit («6 262 000 ₽», «… руб.», «5,9 %») loses it: the field shows its own.
            const plain = typed.replace(TRAILING_UNIT, '');
            onChange(grouped ? plain.replace(SPACES, '') : plain);
          }}
        />
        {addon}
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface UnitSwitchProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string; title: string }>;
  onChange: (value: T) => void;
}

export function UnitSwitch<T extends string>({ legend, name, value, options, onChange }: UnitSwitchProps<T>) {
  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.switchOption} title={option.title}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className={styles.switchInput} />
          <span aria-hidden="true">{option.label}</span>
          <span className="visually-hidden">{option.title}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A result figure: its name and value, large when it is the main one. */
export function Figure({ label, value, main = false }: { label: string; value: ReactNode; main?: boolean }) {
  return (
    <div className={styles.figure} data-main={main || undefined}>
      <dt className={styles.figureLabel}>{label}</dt>
      <dd className={styles.figureValue}>{value}</dd>
    </div>
  );
}

/**
 * Without script a calculator counts on the server, from the page's address: this button sends its
 * fields as that address (the unit of ?property= kept), where typing alone changes nothing.
 */
export function RecountWithoutScript({ property }: { property?: string }) {
  return (
    <noscript>
      {property ? <input type="hidden" name="property" value={property} /> : null}
      <Button type="submit" variant="secondary" className={styles.recount}>
        {loansTexts.form.recount}
      </Button>
    </noscript>
  );
}
