// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FiltersPanel } from './filters-panel';

describe('FiltersPanel on a phone', () => {
  it('says «Показать» without a count while a typed number is not applied yet', async () => {
    render(
      <FiltersPanel title="Фильтры" appliedLabel={null} showLabel="Показать 21 квартиру" showWhileTypingLabel="Показать" resetLabel="Сбросить" resetHref="/parking">
        <form aria-label="Фильтры машино-мест">
          <label>
            Цена от <input type="text" name="price_from" />
          </label>
          <label>
            <input type="checkbox" name="booked" /> Показать забронированные
          </label>
        </form>
      </FiltersPanel>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    await screen.findByRole('dialog', { name: 'Фильтры' });
    expect(screen.getByRole('button', { name: 'Показать 21 квартиру' })).toBeTruthy();

    const price = screen.getByRole('textbox', { name: 'Цена от' });
    fireEvent.focus(price);
    fireEvent.input(price, { target: { value: '5000000' } });
    expect(screen.queryByRole('button', { name: 'Показать 21 квартиру' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Показать' })).toBeTruthy();
    // Leaving the field applies the number; the count is the page's again.
    fireEvent.blur(price);
    expect(screen.getByRole('button', { name: 'Показать 21 квартиру' })).toBeTruthy();

    fireEvent.input(price, { target: { value: '6000000' } });
    fireEvent.keyDown(price, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Показать 21 квартиру' })).toBeTruthy();
    // A box ticked is applied at once: the count stays.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Показать забронированные' }));
    expect(screen.getByRole('button', { name: 'Показать 21 квартиру' })).toBeTruthy();
  });
});
