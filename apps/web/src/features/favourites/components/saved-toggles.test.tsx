// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SAVED_LISTS } from '../data/saved-units';
import { savedIds, writeSavedIds } from '../data/saved-units-store';
import { CompareToggle } from './compare-toggle';
import { FavouriteToggle } from './favourite-toggle';
import { FavouritesCounter } from './favourites-counter';

afterEach(() => {
  cleanup();
  localStorage.clear();
  writeSavedIds('favourites', []);
  writeSavedIds('compare', []);
});

describe('FavouriteToggle', () => {
  it('saves the unit on a press and forgets it on the second, and the header counter follows at once', () => {
    render(
      <>
        <FavouriteToggle unitId={11010055} />
        <FavouritesCounter />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Добавить в избранное' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'В избранном' }).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(SAVED_LISTS.favourites.key) ?? '')).toEqual({ v: 1, ids: [11010055] });
    expect(screen.getByRole('link', { name: 'Избранное, 1\u00a0объект' }).getAttribute('href')).toBe('/favourite?ids=11010055');
    fireEvent.click(screen.getByRole('button', { name: 'В избранном' }));
    expect(screen.getByRole('button', { name: 'Добавить в избранное' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('link', { name: 'Избранное' }).getAttribute('href')).toBe('/favourite');
  });

  it('is marked not ready in the server HTML, where this browser\'s list is unknown, and ready once rendered here', () => {
    writeSavedIds('favourites', [11010055]);
    const html = renderToString(<FavouriteToggle unitId={11010055} />);
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('aria-pressed="false"');
    render(<FavouriteToggle unitId={11010055} />);
    const toggle = screen.getByRole('button', { name: 'В избранном' });
    expect(toggle.hasAttribute('aria-disabled')).toBe(false);
  });

  it('shows a unit saved in another tab as saved', () => {
    render(<FavouriteToggle unitId={7} compact />);
    expect(screen.getByRole('button', { name: 'Добавить в избранное' }).getAttribute('aria-pressed')).toBe('false');
    act(() => {
      localStorage.setItem(SAVED_LISTS.favourites.key, JSON.stringify({ v: 1, ids: [7] }));
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_LISTS.favourites.key }));
    });
    // Compact: the icon alone, the name for screen readers.
    const toggle = screen.getByRole('button', { name: 'В избранном' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.textContent).toBe('');
  });

  it("names each card's heart after its unit, and keeps the tooltip short", () => {
    render(
      <>
        <FavouriteToggle unitId={7} unitName="Студия № 7" compact />
        <FavouriteToggle unitId={8} unitName="Студия № 8" compact />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Добавить в избранное: Студия № 8' }));
    const saved = screen.getByRole('button', { name: 'В избранном: Студия № 8' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(saved.getAttribute('title')).toBe('В избранном');
    expect(screen.getByRole('button', { name: 'Добавить в избранное: Студия № 7' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('CompareToggle', () => {
  it('refuses a fifth unit, says so with a link to the comparison, and leaves the list as it was', () => {
    writeSavedIds('compare', [1, 2, 3, 4]);
    render(<CompareToggle unitId={5} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Сравнить' }));
    expect(savedIds('compare')).toEqual([1, 2, 3, 4]);
    expect(screen.getByRole('button', { name: 'Сравнить' }).getAttribute('aria-pressed')).toBe('false');
    expect(status.textContent).toContain('В сравнении уже 4 объекта');
    expect(within(status).getByRole('link', { name: 'Открыть сравнение' }).getAttribute('href')).toBe('/favourite/compare?ids=1,2,3,4');
    // Room again (one removed elsewhere): the message goes, and the press adds the unit.
    act(() => writeSavedIds('compare', [1, 2, 3]));
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Сравнить' }));
    expect(screen.getByRole('button', { name: 'В сравнении' }).getAttribute('aria-pressed')).toBe('true');
    expect(savedIds('compare')).toEqual([1, 2, 3, 5]);
  });

  it('with listLink, shows the way to the comparison while the unit is in it', () => {
    writeSavedIds('compare', [7]);
    render(<CompareToggle unitId={9} listLink />);
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Сравнить' }));
    expect(screen.getByRole('link', { name: 'Открыть сравнение (2)' }).getAttribute('href')).toBe('/favourite/compare?ids=7,9');
    fireEvent.click(screen.getByRole('button', { name: 'В сравнении' }));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
