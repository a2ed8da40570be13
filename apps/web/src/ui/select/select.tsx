// A drop-down list: the browser's own <select>, styled. The native element is deliberate: every
// screen reader, keyboard and phone knows it (a phone shows its own picker), it works without
// JavaScript inside a GET form, and it costs no script. A server component: no state.
// The label is always visible; a hint and an error are tied to the field by aria-describedby,
// and an error also sets aria-invalid.
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first option with an empty value: «Любой», «Не важно». */
  placeholder?: string;
  /** One line under the field. */
  hint?: ReactNode;
  /** What is wrong, in Russian; marks the field invalid. */
  error?: ReactNode;
}

export function Select({ label, options, placeholder, hint, error, id, className, 'aria-describedby': describedBy, ...selectProps }: SelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const hintId = hint ? `${selectId}-hint` : null;
  const errorId = error ? `${selectId}-error` : null;
  const described = [describedBy, errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select id={selectId} className={styles.select} aria-invalid={error ? true : undefined} aria-describedby={described} {...selectProps}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className={styles.chevron} />
      </div>
      {error ? (
        <p id={errorId!} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId!} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
