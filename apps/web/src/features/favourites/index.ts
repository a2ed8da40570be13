// Favourites and compare: the units a visitor keeps in this browser (no account), their share
// link, and the hook that keeps every toggle and counter in step across tabs.
export { SAVED_LISTS, idsFromShareParam, shareParam, type SavedListName, type ToggleOutcome } from './data/saved-units';
export { clearSaved, toggleSaved } from './data/saved-units-store';
export { useSavedIds } from './hooks/use-saved-ids';
