// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RangeSlider } from './range-slider';

const NBSP = '\u00a0';

/** Types text the way a browser reports it to imask (see masked-input.test.tsx). */
function typeText(input: HTMLInputElement, text: string) {
  for (const char of text) {
    input.setSelectionRange(input.value.length, input.value.length);
    fireEvent.keyDown(input, { key: char });
    const next = input.value + char;
    input.value = next;
    input.setSelectionRange(next.length, next.length);
    fireEvent.input(input);
  }
}

function clear(input: HTMLInputElement) {
  input.setSelectionRange(0, input.value.length);
  fireEvent.keyDown(input, { key: 'Backspace' });
  input.value = '';
  input.setSelectionRange(0, 0);
  fireEvent.input(input);
}

function renderPrice(props: Partial<Parameters<typeof RangeSlider>[0]> = {}) {
  const onValueChange = vi.fn();
  const onValueCommit = vi.fn();
  render(
    <RangeSlider label="Цена" unit="₽" min={3_000_000} max={20_000_000} step={100_000} defaultValue={[5_240_000, 12_000_000]} onValueChange={onValueChange} onValueCommit={onValueCommit} {...props} />,
  );
  return {
    from: screen.getByRole('slider', { name: 'Цена от' }),
    to: screen.getByRole('slider', { name: 'Цена до' }),
    fromInput: screen.getByRole<HTMLInputElement>('textbox', { name: 'Цена от' }),
    toInput: screen.getByRole<HTMLInputElement>('textbox', { name: 'Цена до' }),
    onValueChange,
    onValueCommit,
  };
}

describe('RangeSlider', () => {
  it('is a named group of two named sliders and two named inputs with Russian-formatted values', () => {
    const { from, to, fromInput, toInput } = renderPrice();
    expect(screen.getByRole('group', { name: 'Цена' })).toBeTruthy();
    expect(from.getAttribute('aria-valuenow')).toBe('5240000');
    expect(from.getAttribute('aria-valuemin')).toBe('3000000');
    expect(to.getAttribute('aria-valuemax')).toBe('20000000');
    expect(from.getAttribute('aria-valuetext')).toBe(`5${NBSP}240${NBSP}000${NBSP}₽`);
    expect(to.getAttribute('aria-valuetext')).toBe(`12${NBSP}000${NBSP}000${NBSP}₽`);
    expect(fromInput.value).toBe('5 240 000');
    expect(toInput.value).toBe('12 000 000');
    // The unit is shown in the box and said to a screen reader through the description.
    expect(document.getElementById(fromInput.getAttribute('aria-describedby')!)?.textContent).toBe('в рублях');
  });

  it('ArrowRight moves a thumb by one step, the typed input follows, and each key press commits once', () => {
    const { from, fromInput, onValueChange, onValueCommit } = renderPrice();
    from.focus();
    fireEvent.keyDown(from, { key: 'ArrowRight' });
    expect(from.getAttribute('aria-valuenow')).toBe('5300000');
    expect(fromInput.value).toBe('5 300 000');
    expect(onValueChange).toHaveBeenLastCalledWith([5_300_000, 12_000_000]);
    expect(onValueCommit).toHaveBeenCalledTimes(1);
    expect(onValueCommit).toHaveBeenLastCalledWith([5_300_000, 12_000_000]);
  });

  it('each thumb ranges up to the other one: End and Home stop there, and the thumbs never swap', () => {
    const { from, to, fromInput, toInput, onValueCommit } = renderPrice();
    expect(from.getAttribute('aria-valuemax')).toBe('12000000');
    expect(to.getAttribute('aria-valuemin')).toBe('5240000');
    to.focus();
    fireEvent.keyDown(to, { key: 'End' });
    expect(to.getAttribute('aria-valuenow')).toBe('20000000');
    // An end at its bound is empty and shows the bound as its placeholder.
    expect(toInput.value).toBe('');
    expect(toInput.placeholder).toBe('20 000 000');
    expect(from.getAttribute('aria-valuemax')).toBe('20000000');
    from.focus();
    fireEvent.keyDown(from, { key: 'End' });
    expect(from.getAttribute('aria-valuenow')).toBe('20000000');
    expect(fromInput.value).toBe('20 000 000');
    expect(onValueCommit).toHaveBeenLastCalledWith([20_000_000, 20_000_000]);
    fireEvent.keyDown(from, { key: 'ArrowRight' });
    expect(from.getAttribute('aria-valuenow')).toBe('20000000');
    expect(screen.getByRole('slider', { name: 'Цена от' })).toBe(from);
    fireEvent.keyDown(from, { key: 'Home' });
    expect(from.getAttribute('aria-valuenow')).toBe('3000000');
    to.focus();
    fireEvent.keyDown(to, { key: 'Home' });
    expect(to.getAttribute('aria-valuenow')).toBe('3000000');
  });

  it('typing moves the thumb once the number is in range and commits when the input is left', () => {
    const { from, fromInput, onValueCommit } = renderPrice();
    clear(fromInput);
    typeText(fromInput, '6500000');
    expect(fromInput.value).toBe('6 500 000');
    expect(from.getAttribute('aria-valuenow')).toBe('6500000');
    expect(onValueCommit).not.toHaveBeenCalled();
    fireEvent.blur(fromInput);
    expect(onValueCommit).toHaveBeenCalledTimes(1);
    expect(onValueCommit).toHaveBeenLastCalledWith([6_500_000, 12_000_000]);
  });

  it('clamps a typed value to [min, max] on blur', () => {
    const { from, to, fromInput, toInput, onValueCommit } = renderPrice();
    clear(toInput);
    typeText(toInput, '99000000');
    fireEvent.blur(toInput);
    expect(toInput.value).toBe('');
    expect(to.getAttribute('aria-valuenow')).toBe('20000000');

    clear(fromInput);
    typeText(fromInput, '100');
    fireEvent.blur(fromInput);
    expect(fromInput.value).toBe('');
    expect(fromInput.placeholder).toBe('3 000 000');
    expect(from.getAttribute('aria-valuenow')).toBe('3000000');

    clear(fromInput);
    typeText(fromInput, '25000000');
    fireEvent.keyDown(fromInput, { key: 'Enter' });
    expect(fromInput.value).toBe('20 000 000');
    expect(onValueCommit).toHaveBeenLastCalledWith([20_000_000, 20_000_000]);
  });

  it('swaps the ends when a typed number passes the other end, as «от 8 до 5» means 5 to 8', () => {
    const { from, to, fromInput, toInput, onValueCommit } = renderPrice();
    clear(toInput);
    typeText(toInput, '4000000');
    fireEvent.blur(toInput);
    expect(onValueCommit).toHaveBeenLastCalledWith([4_000_000, 5_240_000]);
    expect([fromInput.value, toInput.value]).toEqual(['4 000 000', '5 240 000']);
    expect([from.getAttribute('aria-valuenow'), to.getAttribute('aria-valuenow')]).toEqual(['4000000', '5240000']);

    clear(fromInput);
    typeText(fromInput, '9000000');
    fireEvent.keyDown(fromInput, { key: 'Enter' });
    expect(onValueCommit).toHaveBeenLastCalledWith([5_240_000, 9_000_000]);
    expect([fromInput.value, toInput.value]).toEqual(['5 240 000', '9 000 000']);
  });

  it('an emptied input means no limit at that end', () => {
    const { toInput, to } = renderPrice();
    clear(toInput);
    fireEvent.blur(toInput);
    expect(to.getAttribute('aria-valuenow')).toBe('20000000');
    expect(toInput.value).toBe('');
  });

  it('leaving an input without a change commits nothing', () => {
    const { fromInput, onValueCommit } = renderPrice();
    fireEvent.focus(fromInput);
    fireEvent.blur(fromInput);
    expect(onValueCommit).not.toHaveBeenCalled();
  });

  it('shows square metres with a decimal comma', () => {
    render(<RangeSlider label="Площадь" unit="м²" min={20} max={150} step={0.5} defaultValue={[35.5, 80]} />);
    const from = screen.getByRole('slider', { name: 'Площадь от' });
    expect(from.getAttribute('aria-valuetext')).toBe(`35,5${NBSP}м²`);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Площадь от' }).value).toBe('35,5');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Площадь от' }).inputMode).toBe('decimal');
  });

  it('submits plain numbers under the given names inside a form', () => {
    const { container } = render(
      <form>
        <RangeSlider label="Цена" unit="₽" min={0} max={10_000_000} defaultValue={[1_000_000, 9_000_000]} names={{ from: 'priceFrom', to: 'priceTo' }} />
      </form>,
    );
    const data = new FormData(container.querySelector('form')!);
    expect(data.get('priceFrom')).toBe('1000000');
    expect(data.get('priceTo')).toBe('9000000');
  });

  it('can name the typed inputs instead, which a form then submits as shown', () => {
    const { container } = render(
      <form>
        <RangeSlider label="Цена" unit="₽" min={0} max={10_000_000} defaultValue={[1_000_000, 9_000_000]} inputNames={{ from: 'price_from', to: 'price_to' }} />
      </form>,
    );
    const data = new FormData(container.querySelector('form')!);
    expect(data.getAll('price_from')).toEqual(['1 000 000']);
    expect(data.getAll('price_to')).toEqual(['9 000 000']);
  });

  it('follows the parent when controlled', () => {
    const { rerender } = render(<RangeSlider label="Цена" unit="₽" min={0} max={10_000_000} value={[1_000_000, 2_000_000]} />);
    rerender(<RangeSlider label="Цена" unit="₽" min={0} max={10_000_000} value={[3_000_000, 4_000_000]} />);
    expect(screen.getByRole('slider', { name: 'Цена от' }).getAttribute('aria-valuenow')).toBe('3000000');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Цена до' }).value).toBe('4 000 000');
  });
});
