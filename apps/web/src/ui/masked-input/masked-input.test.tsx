// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MaskedInput } from './masked-input';
import type { MaskSpec } from './mask-options';
import { formatMaskedNumber } from './number-format';
import { PhoneInput } from './phone-input';

/** Types text the way a browser reports it: the element's new text, cursor at the end. */
function typeText(input: HTMLInputElement, text: string) {
  for (const char of text) {
    // imask reads the selection it saved on keydown to tell what changed.
    input.setSelectionRange(input.value.length, input.value.length);
    fireEvent.keyDown(input, { key: char });
    const next = input.value + char;
    input.value = next;
    input.setSelectionRange(next.length, next.length);
    fireEvent.input(input);
  }
}

/** A paste into the empty field: the whole text arrives in one input event. */
function paste(input: HTMLInputElement, text: string) {
  input.setSelectionRange(0, input.value.length);
  fireEvent.keyDown(input, { key: 'v', ctrlKey: true });
  input.value = text;
  input.setSelectionRange(text.length, text.length);
  fireEvent.input(input);
}

function renderMasked(mask: MaskSpec, valueKind: 'masked' | 'unmasked' = 'unmasked') {
  const onValueChange = vi.fn();
  render(<MaskedInput mask={mask} valueKind={valueKind} aria-label="Поле" onValueChange={onValueChange} />);
  return { input: screen.getByLabelText<HTMLInputElement>('Поле'), onValueChange };
}

describe('MaskedInput pattern definitions', () => {
  it('# takes digits only', () => {
    const { input, onValueChange } = renderMasked({ kind: 'pattern', pattern: '##-##' });
    typeText(input, '1a2б34');
    expect(input.value).toBe('12-34');
    expect(onValueChange).toHaveBeenLastCalledWith('1234', '12-34');
  });

  it('@ takes Latin and Cyrillic letters, not digits', () => {
    const { input } = renderMasked({ kind: 'pattern', pattern: '@@@' });
    typeText(input, 'A1жz');
    expect(input.value).toBe('Aжz');
  });

  it('* takes a letter or a digit but not punctuation', () => {
    const { input } = renderMasked({ kind: 'pattern', pattern: '***' }, 'masked');
    typeText(input, '-я!7Q');
    expect(input.value).toBe('я7Q');
  });

  it('prints characters imask would read as its own placeholders (0, a) literally', () => {
    const { input, onValueChange } = renderMasked({ kind: 'pattern', pattern: 'a0-#' }, 'masked');
    typeText(input, '5');
    expect(input.value).toBe('a0-5');
    expect(onValueChange).toHaveBeenLastCalledWith('a0-5', 'a0-5');
  });
});

describe('MaskedInput number mode', () => {
  it('formats with a space between thousands and a comma before the fraction', () => {
    const { input, onValueChange } = renderMasked({ kind: 'number', fractionDigits: 2 });
    typeText(input, '1234567.891');
    expect(input.value).toBe('1 234 567,89');
    expect(onValueChange).toHaveBeenLastCalledWith('1234567.89', '1 234 567,89');
  });

  it('without fraction digits accepts whole numbers only', () => {
    const { input } = renderMasked({ kind: 'number' });
    typeText(input, '12,5');
    expect(input.value).toBe('125');
  });

  it('allows a minus sign by default', () => {
    const { input, onValueChange } = renderMasked({ kind: 'number', fractionDigits: 1 });
    typeText(input, '-15,5');
    expect(input.value).toBe('-15,5');
    expect(onValueChange).toHaveBeenLastCalledWith('-15.5', '-15,5');
  });

  it('refuses the minus sign when unsigned', () => {
    const { input } = renderMasked({ kind: 'number', fractionDigits: 1, unsigned: true });
    typeText(input, '-15');
    expect(input.value).toBe('15');
  });

  it('formatMaskedNumber prints a value as the mask shows it', () => {
    const cases: Array<[number, number]> = [
      [0, 0],
      [950, 0],
      [5_240_000, 0],
      [1_234_567_890, 0],
      [54.5, 2],
      [35.25, 2],
      [120, 2],
      [1250.75, 2],
      [-15.5, 1],
    ];
    for (const [value, fractionDigits] of cases) {
      render(<MaskedInput mask={{ kind: 'number', fractionDigits }} aria-label={`Число ${value}`} value={String(value)} />);
      expect(formatMaskedNumber(value, fractionDigits), `${value} with ${fractionDigits} digits`).toBe(screen.getByLabelText<HTMLInputElement>(`Число ${value}`).value);
    }
    expect(formatMaskedNumber(5_240_000)).toBe('5 240 000');
    expect(formatMaskedNumber(54.5, 2)).toBe('54,5');
    // Rounded to the digits the mask keeps.
    expect(formatMaskedNumber(54.567, 2)).toBe('54,57');
  });
});

function ControlledPhone({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput
        aria-label="Телефон"
        name="phone"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Очистить
      </button>
    </>
  );
}

describe('PhoneInput', () => {
  it('is a tel input with the phone keyboard and autofill hints, forwarding name and aria', () => {
    render(<ControlledPhone />);
    const input = screen.getByLabelText<HTMLInputElement>('Телефон');
    expect(input.type).toBe('tel');
    expect(input.getAttribute('inputmode')).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('tel');
    expect(input.name).toBe('phone');
    expect(input.placeholder).toBe('+7 (___) ___-__-__');
  });

  it.each(['8 918 123-45-67', '79181234567', '+7 (918) 123-45-67', '9181234567', '+79181234567', '8(918)1234567'])(
    'pasting %s gives +79181234567',
    (text) => {
      render(<ControlledPhone />);
      const input = screen.getByLabelText<HTMLInputElement>('Телефон');
      paste(input, text);
      expect(input.value).toBe('+7 (918) 123-45-67');
      expect(screen.getByTestId('value').textContent).toBe('+79181234567');
    },
  );

  it.each(['89181234567', '79181234567', '+79181234567', '9181234567'])('typing %s digit by digit gives +79181234567', (text) => {
    render(<ControlledPhone />);
    const input = screen.getByLabelText<HTMLInputElement>('Телефон');
    typeText(input, text);
    expect(input.value).toBe('+7 (918) 123-45-67');
    expect(screen.getByTestId('value').textContent).toBe('+79181234567');
  });

  it('keeps an area code starting with 8 when the trunk 8 is typed first', () => {
    render(<ControlledPhone />);
    const input = screen.getByLabelText<HTMLInputElement>('Телефон');
    typeText(input, '88612345678');
    expect(screen.getByTestId('value').textContent).toBe('+78612345678');
    expect(input.value).toBe('+7 (861) 234-56-78');
  });

  it('reports the partial number while incomplete, and nothing when empty', () => {
    const onChange = vi.fn();
    render(<ControlledPhone onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Телефон');
    typeText(input, '918');
    expect(input.value).toBe('+7 (918');
    expect(onChange).toHaveBeenLastCalledWith('+7918');
    input.setSelectionRange(0, input.value.length);
    fireEvent.keyDown(input, { key: 'Backspace' });
    input.value = '';
    input.setSelectionRange(0, 0);
    fireEvent.input(input);
    expect(input.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('shows a value set from outside and clears on a reset', () => {
    render(<ControlledPhone initial="+79181234567" />);
    const input = screen.getByLabelText<HTMLInputElement>('Телефон');
    expect(input.value).toBe('+7 (918) 123-45-67');
    fireEvent.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(input.value).toBe('');
  });

  it('forwards the ref to the input element', () => {
    let element: HTMLInputElement | null = null;
    render(<PhoneInput aria-label="Телефон" ref={(node) => void (element = node)} />);
    expect(element).toBe(screen.getByLabelText('Телефон'));
  });
});
