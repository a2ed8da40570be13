'use client';
// A saved list for a component: the ids now, re-rendered on every change in any tab. The server
// and the first render see an empty list, so the HTML never depends on this browser's storage.
import { useSyncExternalStore } from 'react';
import { savedIds, serverSavedIds, subscribeToSaved } from '../data/saved-units-store';
import type { SavedListName } from '../data/saved-units';

export function useSavedIds(name: SavedListName): readonly number[] {
  return useSyncExternalStore(subscribeToSaved, () => savedIds(name), serverSavedIds);
}
