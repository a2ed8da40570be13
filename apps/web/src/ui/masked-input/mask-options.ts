// Turns the site's mask notation (spec §5: `#` digit, `@` letter, `*` letter or digit; a number
// mode with fraction digits and an unsigned option) into imask options. Pure, so it is tested
// without an input element.
import type { FactoryArg } from 'imask';
import { NUMBER_FORMAT } from './number-format';

/** Latin and Cyrillic letters: the only alphabets a Russian buyer types into our forms. */
const LETTER = 'A-Za-zА-Яа-яЁё';

export const PATTERN_DEFINITIONS = {
  '#': /\d/,
  '@': new RegExp(`[${LETTER}]`),
  '*': new RegExp(`[0-9${LETTER}]`),
} as const;

/** What imask passes to a `prepare` hook: the mask so far and whether a person is typing. */
export type PrepareInput = (chars: string, masked: { unmaskedValue: string }, flags: { input?: boolean }) => string;

export type MaskSpec =
  | {
      kind: 'pattern';
      /** E.g. '+7 (###) ###-##-##' or '@@-####'; every other character is printed as it is. */
      pattern: string;
      /** Rewrites inserted text before the mask sees it (the phone input uses it for 8/+7 prefixes). */
      prepare?: PrepareInput;
    }
  | {
      kind: 'number';
      /** Digits after the comma; 0 (the default) allows whole numbers only. */
      fractionDigits?: number;
      /** No minus sign. */
      unsigned?: boolean;
      min?: number;
      max?: number;
    };

const DEFINITION_CHARS = new Set(Object.keys(PATTERN_DEFINITIONS));

/**
 * The pattern in imask syntax. Every literal character is escaped, so characters that mean
 * something to imask ('0', 'a', '{', '[', '`') are printed as they are, as the spec's notation
 * expects.
 */
export function toImaskPattern(pattern: string): string {
  return Array.from(pattern, (char) => (DEFINITION_CHARS.has(char) ? char : `\\${char}`)).join('');
}

export function imaskOptions(spec: MaskSpec): FactoryArg {
  if (spec.kind === 'pattern') {
    return {
      mask: toImaskPattern(spec.pattern),
      definitions: { ...PATTERN_DEFINITIONS },
      lazy: true,
      ...(spec.prepare ? { prepare: spec.prepare } : {}),
    } as FactoryArg;
  }
  const unsignedMin = spec.unsigned ? 0 : undefined;
  const min = spec.min ?? unsignedMin;
  return {
    mask: Number,
    scale: Math.max(0, Math.floor(spec.fractionDigits ?? 0)),
    ...NUMBER_FORMAT,
    mapToRadix: [...NUMBER_FORMAT.mapToRadix],
    normalizeZeros: true,
    padFractionalZeros: false,
    ...(min !== undefined ? { min } : {}),
    ...(spec.max !== undefined ? { max: spec.max } : {}),
  } as FactoryArg;
}

/** A stable key of a spec: the mask is rebuilt only when the notation itself changes. */
export function maskSpecKey(spec: MaskSpec): string {
  return JSON.stringify(spec);
}
