'use client';
// A text input with a mask (spec §5 notation, see mask-options.ts). imask owns the element's text;
// the component is controlled through `value` / `onValueChange`, so it plugs into a
// react-hook-form Controller like any input. Ref, name and aria-* attributes reach the <input>.
import { useCallback, useLayoutEffect, useRef, type InputHTMLAttributes, type Ref } from 'react';
import { IMask } from 'react-imask';
import { imaskOptions, maskSpecKey, type MaskSpec } from './mask-options';

type Mask = ReturnType<typeof IMask>;

export interface MaskedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'> {
  mask: MaskSpec;
  /**
   * 'unmasked' (the default): only what was typed, and numbers with a dot ("1234.5");
   * 'masked': the text as shown ("AB-1234", "1 234,5").
   */
  valueKind?: 'masked' | 'unmasked';
  value?: string;
  onValueChange?: (value: string, shown: string) => void;
  ref?: Ref<HTMLInputElement>;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function MaskedInput({ mask, valueKind = 'unmasked', value, onValueChange, ref, type = 'text', ...inputProps }: MaskedInputProps) {
  const elementRef = useRef<HTMLInputElement | null>(null);
  const maskRef = useRef<Mask | null>(null);
  // True while `value` is written into the mask from outside.
  const echoing = useRef(false);
  const latest = useRef({ mask, valueKind, value, onValueChange });
  useLayoutEffect(() => {
    latest.current = { mask, valueKind, value, onValueChange };
  });

  const read = (instance: Mask) => (latest.current.valueKind === 'masked' ? instance.value : instance.unmaskedValue);
  const write = (instance: Mask, next: string) => {
    if (latest.current.valueKind === 'masked') instance.value = next;
    else instance.unmaskedValue = next;
  };

  const key = maskSpecKey(mask);
  useLayoutEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    const spec = latest.current.mask;
    // The prepare hook is read through the ref, so a new function identity does not rebuild the mask.
    const options = imaskOptions(
      spec.kind === 'pattern' && spec.prepare ? { ...spec, prepare: (...args) => (latest.current.mask as typeof spec).prepare?.(...args) ?? args[0] } : spec,
    );
    const instance: Mask = IMask(element, options);
    maskRef.current = instance;
    if (latest.current.value !== undefined) write(instance, latest.current.value);
    const onAccept = () => {
      if (!echoing.current) latest.current.onValueChange?.(read(instance), instance.value);
    };
    instance.on('accept', onAccept);
    return () => {
      instance.off('accept', onAccept);
      instance.destroy();
      maskRef.current = null;
    };
    // The key stands for the spec: an equal spec in a new object must not rebuild the mask.
  }, [key]);

  // An outside change (a form reset, a value set by code) reaches the mask; the mask's own
  // changes come back equal and stop here. It is not reported back as typed: a parent keeping
  // what the visitor types apart from its value would take its own value for the visitor's.
  useLayoutEffect(() => {
    const instance = maskRef.current;
    if (!instance || value === undefined || read(instance) === value) return;
    echoing.current = true;
    try {
      write(instance, value);
    } finally {
      echoing.current = false;
    }
  }, [value]);

  const setElement = useCallback(
    (element: HTMLInputElement | null) => {
      elementRef.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  return <input {...inputProps} type={type} ref={setElement} />;
}
