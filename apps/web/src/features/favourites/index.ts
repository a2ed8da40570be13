// Favourites and compare: the units a visitor keeps in this browser (no account), their share
// link, the hook that keeps every toggle and counter in step across tabs, and the small client
// pieces other pages place: the two toggles and the header counter. The pages are in ./server.
export { SAVED_LISTS, idsFromShareParam, shareParam, type SavedListName, type ToggleOutcome } from './data/saved-units';
export { clearSaved, toggleSaved } from './data/saved-units-store';
export { useSavedIds } from './hooks/use-saved-ids';
export { CompareToggle } from './components/compare-toggle';
export { FavouriteToggle, type SavedToggleProps } from './components/favourite-toggle';
export { FavouritesCounter } from './components/favourites-counter';
