// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxGroup } from './checkbox-group';
import { ToggleButtons } from './toggle-buttons';

const ROOMS = [
  { value: 'studio', label: 'Студия', count: 12 },
  { value: '1', label: '1', count: 31 },
  { value: '2', label: '2', count: 1 },
  { value: '3', label: '3', count: 0, disabled: true },
  { value: '4plus', label: '4+' },
];

const NBSP = '\u00a0';
const FLAT = { one: 'квартира', few: 'квартиры', many: 'квартир' };

describe.each([
  ['CheckboxGroup', CheckboxGroup],
  ['ToggleButtons', ToggleButtons],
])('%s', (_name, Group) => {
  it('is a group named by its legend, of native checkboxes named by their options', () => {
    render(<Group legend="Комнаты" name="rooms" options={ROOMS} />);
    const group = screen.getByRole('group', { name: 'Комнаты' });
    expect(group.tagName).toBe('FIELDSET');
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes).toHaveLength(5);
    expect(boxes.every((box) => box.type === 'checkbox' && box.name === 'rooms')).toBe(true);
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['studio', '1', '2', '3', '4plus']);
    expect(screen.getByRole('checkbox', { name: 'Студия' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '4+' })).toBeTruthy();
  });

  it('shows a count as "(12)" and says it in words as the description, with the noun it is given', () => {
    render(<Group legend="Комнаты" name="rooms" options={ROOMS} countNoun={FLAT} />);
    // The name stays what the label reads; the count follows as the description.
    expect(screen.getByRole('checkbox', { name: 'Студия', description: `12${NBSP}квартир` })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '2', description: `1${NBSP}квартира` })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '4+' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByText('(31)').getAttribute('aria-hidden')).toBe('true');
  });

  it('counts "вариант" when not told what it counts', () => {
    render(<Group legend="Комнаты" name="rooms" options={ROOMS} />);
    expect(screen.getByRole('checkbox', { name: 'Студия', description: `12${NBSP}вариантов` })).toBeTruthy();
  });

  it('disables one option on its own', () => {
    render(<Group legend="Комнаты" name="rooms" options={ROOMS} />);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '3' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '2' }).disabled).toBe(false);
  });

  it('submits name=value pairs of the checked options in a plain form, several at once', () => {
    const { container } = render(
      <form>
        <Group legend="Комнаты" name="rooms" options={ROOMS} defaultValue={['1']} />
      </form>,
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '1' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Студия' }));
    const data = new FormData(container.querySelector('form')!);
    expect(data.getAll('rooms')).toEqual(['studio', '1']);
  });

  it('toggles with Space (a native checkbox: the key press ends in a click)', () => {
    render(<Group legend="Комнаты" name="rooms" options={ROOMS} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: '2' });
    box.focus();
    expect(document.activeElement).toBe(box);
    // jsdom does not turn a key into a click; the browser does, and fires the same click.
    fireEvent.keyDown(box, { key: ' ' });
    fireEvent.keyUp(box, { key: ' ' });
    fireEvent.click(box);
    expect(box.checked).toBe(true);
  });

  it('reports the checked values to a client parent that holds the state', () => {
    function Filter() {
      const [rooms, setRooms] = useState<string[]>(['2']);
      return (
        <>
          <Group legend="Комнаты" name="rooms" options={ROOMS} value={rooms} onValueChange={setRooms} />
          <output>{rooms.join(',')}</output>
        </>
      );
    }
    render(<Filter />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Студия' }));
    expect(screen.getByRole('status').textContent).toBe('2,studio');
    fireEvent.click(screen.getByRole('checkbox', { name: '2' }));
    expect(screen.getByRole('status').textContent).toBe('studio');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '2' }).checked).toBe(false);
  });

  it('can hide the legend visually and keep it for screen readers', () => {
    render(<Group legend="Комнаты" legendHidden name="rooms" options={ROOMS} />);
    expect(screen.getByRole('group', { name: 'Комнаты' })).toBeTruthy();
    expect(screen.getByText('Комнаты').className).toBe('visually-hidden');
  });
});
