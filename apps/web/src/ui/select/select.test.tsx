// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Select } from './select';

const DEADLINES = [
  { value: '2026', label: 'Сдан' },
  { value: '2027', label: '2027 год' },
  { value: '2028', label: '2028 год', disabled: true },
];

describe('Select', () => {
  it('is a native combobox named by its visible label, with a placeholder option', () => {
    render(<Select label="Срок сдачи" name="deadline" options={DEADLINES} placeholder="Любой" />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Срок сдачи' });
    expect(select.tagName).toBe('SELECT');
    expect(select.name).toBe('deadline');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Любой', 'Сдан', '2027 год', '2028 год']);
    expect(select.value).toBe('');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: '2028 год' }).disabled).toBe(true);
    expect(select.getAttribute('aria-invalid')).toBeNull();
  });

  it('changes value like any select and keeps a default value', () => {
    render(<Select label="Срок сдачи" options={DEADLINES} defaultValue="2027" />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Срок сдачи' });
    expect(select.value).toBe('2027');
    fireEvent.change(select, { target: { value: '2026' } });
    expect(select.value).toBe('2026');
  });

  it('ties a hint to the field as its description', () => {
    render(<Select label="Срок сдачи" options={DEADLINES} hint="Квартал ввода дома" />);
    const select = screen.getByRole('combobox', { name: 'Срок сдачи' });
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Квартал ввода дома');
  });

  it('marks an error: aria-invalid and the Russian message as the first description', () => {
    render(<Select label="Срок сдачи" options={DEADLINES} hint="Квартал ввода дома" error="Выберите срок сдачи" />);
    const select = screen.getByRole('combobox', { name: 'Срок сдачи' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const [errorId, hintId] = select.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(errorId!)?.textContent).toBe('Выберите срок сдачи');
    expect(document.getElementById(hintId!)?.textContent).toBe('Квартал ввода дома');
  });

  it('can be disabled', () => {
    render(<Select label="Корпус" options={DEADLINES} disabled />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Корпус' }).disabled).toBe(true);
  });
});
