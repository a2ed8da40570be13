// The validation rules of spec §5 as plain functions, shared by the forms in the browser and the
// server routes. `required` is the only rule an empty value can fail; every other rule passes it.
// The e-mail and NUL rules are the sales-data contract's own (@novostroy/contracts/text-rules).
import { containsUnstorable, isEmailAddress } from '@novostroy/contracts/text-rules';
export type FieldValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** A list value (a multi-select, several e-mails): each item is checked on its own. */
const isList = (value: FieldValue): value is readonly (string | number)[] => Array.isArray(value);

/** Empty in the sense of spec §5: nothing, an empty array, or text that is only whitespace. */
export function isEmpty(value: FieldValue): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'string' && value.trim() === '';
}

export function required(value: FieldValue): boolean {
  return value !== false && !isEmpty(value);
}

/** An e-mail address, internationalised ones (анна@пример.рф) included: the contract's rule. */
export function email(value: FieldValue): boolean {
  if (isEmpty(value)) return true;
  const items = Array.isArray(value) ? value : [value];
  return items.every((item) => typeof item === 'string' && isEmailAddress(item.trim()));
}

/** No U+0000 and no unpaired surrogate anywhere: the database cannot keep them, so a lead carrying one could never be stored. */
export function storable(value: FieldValue): boolean {
  if (isEmpty(value)) return true;
  const items = Array.isArray(value) ? value : [value];
  return items.every((item) => !containsUnstorable(String(item)));
}

/** Characters, not UTF-16 units: an emoji or a combined letter counts once per code point. */
const length = (value: string | number) => [...String(value)].length;

export function min(value: FieldValue, limit: number): boolean {
  if (isEmpty(value)) return true;
  return isList(value) ? value.every((item) => length(item) >= limit) : length(String(value)) >= limit;
}

export function max(value: FieldValue, limit: number): boolean {
  if (isEmpty(value)) return true;
  return isList(value) ? value.every((item) => length(item) <= limit) : length(String(value)) <= limit;
}

// Latin digits or Arabic-Indic digits (U+0660–U+0669), as the spec lists.
const DIGITS = /^(?:[0-9]+|[\u0660-\u0669]+)$/;

export function numeric(value: FieldValue): boolean {
  if (isEmpty(value)) return true;
  const items = Array.isArray(value) ? value : [value];
  return items.every((item) => DIGITS.test(String(item)));
}

const asNumber = (value: FieldValue): number => (typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.')));

export function minValue(value: FieldValue, limit: number): boolean {
  if (isEmpty(value)) return true;
  const number = asNumber(value);
  return !Number.isNaN(number) && number >= limit;
}

export function maxValue(value: FieldValue, limit: number): boolean {
  if (isEmpty(value)) return true;
  const number = asNumber(value);
  return !Number.isNaN(number) && number <= limit;
}

export function between(value: FieldValue, low: number, high: number): boolean {
  return minValue(value, low) && maxValue(value, high);
}

/** Equal to another field's value (password-style confirmation). */
export function is(value: FieldValue, other: FieldValue): boolean {
  if (isEmpty(value)) return true;
  return String(value) === String(other ?? '');
}

export function regex(value: FieldValue, pattern: RegExp): boolean {
  if (isEmpty(value)) return true;
  const items = Array.isArray(value) ? value : [value];
  // A fresh copy, so a /g or /y pattern's lastIndex never carries over between calls.
  const test = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return items.every((item) => test.test(String(item)));
}
