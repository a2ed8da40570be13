// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_LISTS } from './saved-units';
import { clearSaved, savedIds, subscribeToSaved, toggleSaved, writeSavedIds } from './saved-units-store';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  writeSavedIds('favourites', []);
  writeSavedIds('compare', []);
});

describe('the saved lists store', () => {
  it('keeps a toggled unit in localStorage and tells every reader', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSaved(listener);
    expect(toggleSaved('favourites', 11010055)).toBe('added');
    expect(savedIds('favourites')).toEqual([11010055]);
    expect(JSON.parse(localStorage.getItem(SAVED_LISTS.favourites.key) ?? '')).toEqual({ v: 1, ids: [11010055] });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('gives the same array until the list changes (no needless re-render)', () => {
    toggleSaved('compare', 1);
    expect(savedIds('compare')).toBe(savedIds('compare'));
  });

  it('keeps four units to compare and refuses a fifth', () => {
    for (const id of [1, 2, 3, 4]) expect(toggleSaved('compare', id)).toBe('added');
    expect(toggleSaved('compare', 5)).toBe('full');
    expect(savedIds('compare')).toEqual([1, 2, 3, 4]);
  });

  it('hears a change made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSaved(listener);
    localStorage.setItem(SAVED_LISTS.favourites.key, JSON.stringify({ v: 1, ids: [7, 8] }));
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_LISTS.favourites.key }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(savedIds('favourites')).toEqual([7, 8]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'someone-else' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('ignores a corrupted value and overwrites it on the next change', () => {
    localStorage.setItem(SAVED_LISTS.favourites.key, '{"v":1,"ids":[1,');
    expect(savedIds('favourites')).toEqual([]);
    toggleSaved('favourites', 3);
    expect(savedIds('favourites')).toEqual([3]);
  });

  it('keeps the list for the page when the storage refuses to write (private mode, full quota)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(toggleSaved('favourites', 9)).toBe('added');
    expect(savedIds('favourites')).toEqual([9]);
    clearSaved('favourites');
    expect(savedIds('favourites')).toEqual([]);
  });
});
