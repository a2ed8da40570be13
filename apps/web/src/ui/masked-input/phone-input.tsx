'use client';
// The Russian phone field: shows +7 (###) ###-##-##, accepts the number however it is typed or
// pasted ("8 918 …", "7918…", "+7 (918) …", "918…") and reports "+7" and the digits typed so far
// ("+7918" while incomplete, so validation can say the number is not complete).
import { useState, type Ref } from 'react';
import { MaskedInput, type MaskedInputProps } from './masked-input';
import type { MaskSpec, PrepareInput } from './mask-options';

export const PHONE_PATTERN = '+7 (###) ###-##-##';
export const PHONE_PLACEHOLDER = '+7 (___) ___-__-__';
const NATIONAL_DIGITS = 10;

/**
 * The rewrite of inserted text before the mask sees it. The printed "+7" already is the country
 * code, so a leading 8 (the trunk prefix) or 7 is dropped, whether pasted as part of a whole
 * number or typed as the first digit. Only one typed prefix is dropped: "8 861…" keeps the
 * Krasnodar area code 861. `reset` is called when the field is emptied.
 */
export function createPhonePrepare(): { prepare: PrepareInput; reset: () => void } {
  let typedPrefixDropped = false;
  const prepare: PrepareInput = (chars, masked, flags) => {
    const digits = chars.replace(/\D/g, '');
    if (masked.unmaskedValue !== '') return digits;
    if (/^\s*\+\s*7/.test(chars)) return digits.slice(1);
    if (digits.length === NATIONAL_DIGITS + 1 && /^[78]/.test(digits)) return digits.slice(1);
    if (flags.input && !typedPrefixDropped && chars.length === 1 && /^[78]$/.test(digits)) {
      typedPrefixDropped = true;
      return '';
    }
    return digits;
  };
  return {
    prepare,
    reset: () => {
      typedPrefixDropped = false;
    },
  };
}

/** "+79181234567" (or a partial "+7918") -> "9181234567" for the mask. */
export function nationalDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+7')) return digits.slice(1, NATIONAL_DIGITS + 1);
  if (digits.length === NATIONAL_DIGITS + 1 && /^[78]/.test(digits)) return digits.slice(1);
  return digits.slice(0, NATIONAL_DIGITS);
}

/** The mask's digits as the form stores them. */
export function phoneValue(national: string): string {
  return national === '' ? '' : `+7${national}`;
}


export interface PhoneInputProps extends Omit<MaskedInputProps, 'mask' | 'value' | 'onValueChange' | 'valueKind' | 'type'> {
  /** "+7XXXXXXXXXX", partial while typing, or ''. */
  value?: string;
  onChange?: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

export function PhoneInput({ value, onChange, placeholder = PHONE_PLACEHOLDER, ...inputProps }: PhoneInputProps) {
  const [{ mask, reset }] = useState(() => {
    const phonePrepare = createPhonePrepare();
    return { mask: { kind: 'pattern', pattern: PHONE_PATTERN, prepare: phonePrepare.prepare } satisfies MaskSpec, reset: phonePrepare.reset };
  });
  return (
    <MaskedInput
      {...inputProps}
      mask={mask}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={placeholder}
      value={value === undefined ? undefined : nationalDigits(value)}
      onValueChange={(national) => {
        if (national === '') reset();
        onChange?.(phoneValue(national));
      }}
    />
  );
}
