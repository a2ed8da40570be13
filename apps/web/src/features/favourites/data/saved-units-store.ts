// The saved lists as a store outside React: components read them with useSavedUnits (below), and
// every change, in this tab or another one (the `storage` event), reaches every reader at once, so
// the header counter and a unit's toggle never disagree. Storage that throws (Safari's private
// mode, a full quota, a browser with storage switched off) leaves the list in memory for this page.
import { SAVED_LISTS, parseSavedIds, serializeSavedIds, toggleId, type SavedListName, type ToggleOutcome } from './saved-units';

const EMPTY: readonly number[] = Object.freeze([]);
const listeners = new Set<() => void>();
/** Per list: the raw value last read and its ids, so a snapshot is the same array until it changes. */
const snapshots = new Map<SavedListName, { raw: string | null; ids: readonly number[] }>();
/** Lists kept in memory because the storage refused them. */
const fallback = new Map<SavedListName, readonly number[]>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(name: SavedListName): string | null {
  try {
    return storage()?.getItem(SAVED_LISTS[name].key) ?? null;
  } catch {
    return null;
  }
}

export function savedIds(name: SavedListName): readonly number[] {
  const memory = fallback.get(name);
  if (memory) return memory;
  const raw = readRaw(name);
  const known = snapshots.get(name);
  if (known && known.raw === raw) return known.ids;
  const ids = Object.freeze(parseSavedIds(raw, SAVED_LISTS[name].limit));
  snapshots.set(name, { raw, ids });
  return ids;
}

/** What the server renders (and the first client render): no list, the counter hidden. */
export const serverSavedIds = (): readonly number[] => EMPTY;

function notify() {
  for (const listener of listeners) listener();
}

export function writeSavedIds(name: SavedListName, ids: readonly number[]): void {
  const raw = serializeSavedIds(ids);
  try {
    const store = storage();
    if (!store) throw new Error('no storage');
    store.setItem(SAVED_LISTS[name].key, raw);
    fallback.delete(name);
  } catch {
    fallback.set(name, Object.freeze([...ids]));
  }
  notify();
}

export function toggleSaved(name: SavedListName, id: number): ToggleOutcome {
  const { ids, outcome } = toggleId(savedIds(name), id, SAVED_LISTS[name].limit);
  if (outcome !== 'full') writeSavedIds(name, ids);
  return outcome;
}

export function clearSaved(name: SavedListName): void {
  writeSavedIds(name, []);
}

function onStorage(event: StorageEvent) {
  const ours = Object.values(SAVED_LISTS).some((list) => list.key === event.key);
  // key null: the other tab cleared the whole storage.
  if (event.key === null || ours) notify();
}

export function subscribeToSaved(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
