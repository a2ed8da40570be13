// The shared body of CheckboxGroup and ToggleButtons: native checkboxes (name=value pairs, so the
// group works in a GET form without JavaScript) in a <fieldset> whose <legend> names the group.
// Uncontrolled by default (defaultValue); a client parent may pass value and onValueChange.
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { countWithNoun, type PluralForms } from '@/lib/plural';
import styles from './choice.module.css';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** How many results this option has (a facet count), shown as "(12)". */
  count?: number;
  disabled?: boolean;
}

export interface ChoiceGroupProps {
  /** The group's name, read before each option: «Комнаты», «Срок сдачи». */
  legend: ReactNode;
  /** Hide the legend visually (a screen reader still reads it), where a heading already says it. */
  legendHidden?: boolean;
  /** The form field name every checked option submits with its value. */
  name: string;
  options: readonly ChoiceOption[];
  /** Checked at first (uncontrolled). */
  defaultValue?: readonly string[];
  /** Checked options when a client parent holds the state (with onValueChange). */
  value?: readonly string[];
  onValueChange?: (value: string[]) => void;
  /** What a count counts, for screen readers: "(12)" is described as "12 квартир". */
  countNoun?: PluralForms;
  className?: string;
}

const DEFAULT_COUNT_NOUN: PluralForms = { one: 'вариант', few: 'варианта', many: 'вариантов' };

export function ChoiceFieldset({
  look,
  legend,
  legendHidden = false,
  name,
  options,
  defaultValue,
  value,
  onValueChange,
  countNoun = DEFAULT_COUNT_NOUN,
  className,
}: ChoiceGroupProps & { look: 'checkbox' | 'toggle' }) {
  const id = useId();
  // Built only when there is a handler: a server component passes no functions to the browser.
  const onChange = onValueChange
    ? (event: ChangeEvent<HTMLInputElement>) => {
        const { value: option, checked } = event.currentTarget;
        const current = value ?? [];
        onValueChange(checked ? [...current.filter((v) => v !== option), option] : current.filter((v) => v !== option));
      }
    : undefined;

  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')} data-look={look}>
      <legend className={legendHidden ? 'visually-hidden' : styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option, index) => {
          // The count is the option's description, not part of its name: the checkbox is called
          // «Студия», as its label reads, and the screen reader adds "12 квартир" after it.
          const countId = option.count !== undefined ? `${id}-count-${index}` : undefined;
          return (
            <label key={option.value} className={styles.option} data-disabled={option.disabled ? 'true' : undefined}>
              <input
                type="checkbox"
                className={styles.input}
                name={name}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={countId}
                {...(value ? { checked: value.includes(option.value) } : { defaultChecked: defaultValue?.includes(option.value) })}
                onChange={onChange}
              />
              <span className={styles.text}>
                {option.label}
                {option.count !== undefined ? (
                  <>
                    {' '}
                    <span aria-hidden="true" className={styles.count}>
                      ({option.count})
                    </span>
                    <span id={countId} hidden>
                      {countWithNoun(option.count, countNoun)}
                    </span>
                  </>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
