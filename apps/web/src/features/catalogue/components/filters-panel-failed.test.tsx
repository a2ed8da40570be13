// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FiltersPanel } from './filters-panel';

// The drawer's chunk cannot be fetched (a new deployment, a dropped connection).
vi.mock('@/ui/drawer/drawer', () => {
  throw new Error('chunk lost');
});

describe('FiltersPanel without the drawer code', () => {
  it('opens the filters in the page instead, once', async () => {
    render(
      <FiltersPanel title="Фильтры" appliedLabel={null} showLabel="Показать 21 квартиру" showWhileTypingLabel="Показать" resetLabel="Сбросить" resetHref="/parking">
        <form aria-label="Фильтры машино-мест">
          <label>
            Цена от <input name="price_from" />
          </label>
        </form>
      </FiltersPanel>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    expect(await screen.findAllByRole('form', { name: 'Фильтры машино-мест' })).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The form is no longer in the sidebar (hidden on a phone) but beside it.
    expect(screen.getByRole('form').closest('[class*="sidebar"]')).toBeNull();
  });
});
