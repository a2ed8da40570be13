// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedIds, writeSavedIds } from '../data/saved-units-store';
import { RemoveAllSaved, RemoveSavedUnit, SavedItem, SharedListNotice, UnlessSaved } from './saved-list-controls';
import { SavedListSync } from './saved-list-sync';

const router = vi.hoisted(() => ({ replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

afterEach(() => {
  cleanup();
  router.replace.mockReset();
  localStorage.clear();
  writeSavedIds('favourites', []);
  writeSavedIds('compare', []);
});

function List({ urlIds }: { urlIds: number[] | null }) {
  return (
    <SavedListSync list="favourites" urlIds={urlIds}>
      <SharedListNotice />
      <RemoveAllSaved label="Очистить избранное" />
      <UnlessSaved loading="Открываем ваше избранное…">
        <p>В избранном пока пусто</p>
      </UnlessSaved>
      <ul>
        {(urlIds ?? []).map((id) => (
          <SavedItem key={id} id={id}>
            Квартира {id} <RemoveSavedUnit id={id} label="Убрать" name={`: квартира ${id}`} />
          </SavedItem>
        ))}
      </ul>
    </SavedListSync>
  );
}

describe('a saved list page in step with this browser', () => {
  it('opens this browser’s list when the address has none', () => {
    writeSavedIds('favourites', [11, 12]);
    render(<List urlIds={null} />);
    expect(router.replace).toHaveBeenCalledWith('/favourite?ids=11,12', { scroll: false });
    expect(screen.getByRole('status').textContent).toBe('Открываем ваше избранное…');
  });

  it('shows the empty state and stays put when this browser has no list', () => {
    render(<List urlIds={null} />);
    expect(screen.getByText('В избранном пока пусто')).toBeTruthy();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('removes a unit of its own list at once, from the page, the storage and the address', () => {
    writeSavedIds('favourites', [11, 12]);
    render(<List urlIds={[11, 12]} />);
    expect(screen.queryByRole('button', { name: 'Сохранить в избранное' })).toBeNull();
    const remove = screen.getByRole('link', { name: 'Убрать: квартира 11' });
    expect(remove.getAttribute('href')).toBe('/favourite?ids=12');
    fireEvent.click(remove);
    expect(screen.queryByText(/Квартира 11/)).toBeNull();
    expect(savedIds('favourites')).toEqual([12]);
    expect(router.replace).toHaveBeenLastCalledWith('/favourite?ids=12', { scroll: false });
    fireEvent.click(screen.getByRole('button', { name: 'Очистить избранное' }));
    expect(savedIds('favourites')).toEqual([]);
    expect(router.replace).toHaveBeenLastCalledWith('/favourite', { scroll: false });
  });

  it('follows a change made in another tab', () => {
    writeSavedIds('favourites', [11]);
    render(<List urlIds={[11]} />);
    act(() => writeSavedIds('favourites', [11, 13]));
    expect(router.replace).toHaveBeenLastCalledWith('/favourite?ids=11,13', { scroll: false });
  });

  it('offers to save a list opened by its link, merging it into this browser’s, and removes from the link only', () => {
    writeSavedIds('favourites', [1]);
    render(<List urlIds={[5, 6]} />);
    // Not this browser's list: nothing to clear, and removing leaves the storage alone.
    expect(screen.queryByRole('button', { name: 'Очистить избранное' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Убрать: квартира 5' }));
    expect(savedIds('favourites')).toEqual([1]);
    expect(router.replace).toHaveBeenLastCalledWith('/favourite?ids=6', { scroll: false });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить в избранное' }));
    expect(savedIds('favourites')).toEqual([1, 5, 6]);
    expect(router.replace).toHaveBeenLastCalledWith('/favourite?ids=1,5,6', { scroll: false });
    expect(screen.getByText(/Квартира 5/)).toBeTruthy();
  });

  it('puts the offer away on «Не сейчас», saving nothing and keeping the keyboard on the page', () => {
    writeSavedIds('favourites', [1]);
    render(
      <main id="main" tabIndex={-1}>
        <List urlIds={[5, 6]} />
      </main>,
    );
    const notNow = screen.getByRole('button', { name: 'Не сейчас' });
    notNow.focus();
    fireEvent.click(notNow);
    expect(screen.queryByRole('button', { name: 'Сохранить в избранное' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Не сейчас' })).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
    expect(savedIds('favourites')).toEqual([1]);
    expect(router.replace).not.toHaveBeenCalled();
    // The list itself stays as the link gave it.
    expect(screen.getByText(/Квартира 5/)).toBeTruthy();
  });
});
