// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { groupDigits } from './fields';
import { MortgageCalculator } from './mortgage-calculator';

const initial = { price: '5000000', down: '20', downUnit: 'pct' as const, term: '20', termUnit: 'y' as const, rate: '6' };
const presets = [
  { name: 'Ипотека', rate: 5.9 },
  { name: 'Семейная ипотека', rate: 6 },
];
const monthly = () => screen.getByText('Ежемесячный платёж', { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('MortgageCalculator', () => {
  it('shows the annuity of the inputs and follows every change', () => {
    render(<MortgageCalculator initial={initial} presets={presets} minDownPercent={0} property="11010305" />);
    expect(monthly()).toBe('28 657 ₽');
    type('Ставка, % годовых', '0');
    expect(monthly()).toBe('16 667 ₽'); // 4 000 000 / 240, rounded
    // The preset sets the rate and reads as pressed.
    const family = screen.getByRole('button', { name: /^Семейная ипотека · 6\s%$/ });
    fireEvent.click(family);
    expect(family.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^Ипотека · 5,9\s%$/ }).getAttribute('aria-pressed')).toBe('false');
    expect(monthly()).toBe('28 657 ₽');
    // The address keeps the inputs and the unit.
    expect(window.location.search).toBe('?property=11010305&price=5000000&down=20&downIn=pct&term=20&termIn=y&rate=6');
  });

  it('keeps the schedule table open while a wrong input hides it and the next result brings it back', () => {
    render(<MortgageCalculator initial={initial} presets={[]} minDownPercent={0} />);
    const details = () => screen.getByText('Таблица платежей по годам', { selector: 'summary' }).parentElement as HTMLDetailsElement;
    details().open = true;
    fireEvent(details(), new Event('toggle'));
    type('Стоимость квартиры, ₽', '');
    expect(screen.queryByText('Таблица платежей по годам')).toBeNull();
    type('Стоимость квартиры, ₽', '6000000');
    expect(details().open).toBe(true);
  });

  it('takes a price pasted as the site writes it, with its sign', () => {
    render(<MortgageCalculator initial={initial} presets={[]} minDownPercent={0} />);
    type('Стоимость квартиры, ₽', '6\u00a0262\u00a0000\u00a0₽');
    expect(screen.getByLabelText<HTMLInputElement>('Стоимость квартиры, ₽').value).toBe('6\u00a0262\u00a0000');
    expect(screen.queryByText(/Укажите стоимость/)).toBeNull();
  });

  it('takes values pasted with their units: «руб.» after a price, «%» after a rate', () => {
    render(<MortgageCalculator initial={initial} presets={[]} minDownPercent={0} />);
    type('Стоимость квартиры, ₽', '6 262 000 руб.');
    expect(screen.getByLabelText<HTMLInputElement>('Стоимость квартиры, ₽').value).toBe('6\u00a0262\u00a0000');
    type('Ставка, % годовых', '5,9 %');
    expect(screen.getByLabelText<HTMLInputElement>('Ставка, % годовых').value).toBe('5,9');
    expect(screen.queryByText(/Укажите стоимость|Ставка —/)).toBeNull();
  });

  it('switches the down payment to rubles without changing the amount', () => {
    render(<MortgageCalculator initial={initial} presets={[]} minDownPercent={0} />);
    fireEvent.click(within(screen.getByRole('group', { name: 'Взнос указан' })).getByRole('radio', { name: /в рублях/ }));
    expect(screen.getByLabelText<HTMLInputElement>('Первоначальный взнос').value).toBe('1\u00a0000\u00a0000');
    expect(screen.getByText(/^Это 20\s%$/)).toBeTruthy();
    expect(monthly()).toBe('28 657 ₽');
  });

  it('says what is wrong, in Russian, on the field, and shows no figures', () => {
    render(<MortgageCalculator initial={initial} presets={[]} minDownPercent={0} />);
    type('Срок кредита', '31');
    const term = screen.getByLabelText('Срок кредита');
    expect(term.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(term.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Укажите срок от 1 месяца до 30 лет.');
    expect(screen.queryByText('Ежемесячный платёж', { selector: 'dt' })).toBeNull();
    expect(screen.getByText('Исправьте значения в форме, чтобы увидеть расчёт.')).toBeTruthy();
  });

  it('holds to the programme’s least down payment in either unit and names it', () => {
    render(<MortgageCalculator initial={initial} presets={[]} minDownPercent={15} />);
    const down = screen.getByLabelText('Первоначальный взнос');
    const message = () => document.getElementById(down.getAttribute('aria-describedby') ?? '')?.textContent?.replace(/\s/g, ' ');
    type('Первоначальный взнос', '10');
    expect(down.getAttribute('aria-invalid')).toBe('true');
    expect(message()).toBe('Укажите взнос от 15 до 100 % стоимости.');
    expect(screen.queryByText('Ежемесячный платёж', { selector: 'dt' })).toBeNull();
    type('Первоначальный взнос', '15');
    expect(down.getAttribute('aria-invalid')).not.toBe('true');
    expect(monthly()).toBe('30 448 ₽');
    fireEvent.click(within(screen.getByRole('group', { name: 'Взнос указан' })).getByRole('radio', { name: /в рублях/ }));
    type('Первоначальный взнос', '700000');
    expect(message()).toBe('Укажите взнос от 750 000 ₽ (15 % стоимости) до стоимости квартиры.');
  });
});

describe('a rubles field', () => {
  it('shows the price in groups of three as it is typed, and counts with the plain number', () => {
    render(<MortgageCalculator initial={initial} presets={[]} minDownPercent={0} />);
    const price = screen.getByLabelText<HTMLInputElement>('Стоимость квартиры, ₽');
    fireEvent.change(price, { target: { value: '6000000' } });
    expect(price.value).toBe('6\u00a0000\u00a0000');
    expect(window.location.search).toContain('price=6000000');
  });

  it('keeps the caret after what was typed, a comma or a letter included', () => {
    render(<MortgageCalculator initial={initial} presets={[]} minDownPercent={0} />);
    const down = screen.getByLabelText<HTMLInputElement>('Первоначальный взнос');
    down.focus();
    // Typing «20,5»: after the comma the caret stays behind it, so the 5 lands after the comma.
    fireEvent.change(down, { target: { value: '20,' } });
    expect(down.selectionStart).toBe(3);
    const price = screen.getByLabelText<HTMLInputElement>('Стоимость квартиры, ₽');
    price.focus();
    fireEvent.change(price, { target: { value: '1234567' } });
    expect(price.value).toBe('1\u00a0234\u00a0567');
    expect(price.selectionStart).toBe(9);
    fireEvent.change(price, { target: { value: 'аб' } });
    expect(price.selectionStart).toBe(2);
  });
});

describe('groupDigits', () => {
  it('groups rubles by three, kopecks kept as typed, and leaves anything else as typed', () => {
    expect(groupDigits('7500000')).toBe('7\u00a0500\u00a0000');
    expect(groupDigits('7500000,55')).toBe('7\u00a0500\u00a0000,55');
    expect(groupDigits('7500000.')).toBe('7\u00a0500\u00a0000.');
    expect(groupDigits('7500000,5,5')).toBe('7500000,5,5');
    expect(groupDigits('7 500 000')).toBe('7\u00a0500\u00a0000');
    expect(groupDigits('950')).toBe('950');
    expect(groupDigits('5,9')).toBe('5,9');
    expect(groupDigits('12abc')).toBe('12abc');
  });
});
