// The favourites and compare pages for the routes (/favourite, /favourite/compare): server
// components that read sales-data, apart from the light index that other pages' toggles import.
import 'server-only';
export { ComparePage, compareMetadata } from './pages/compare-page';
export { FavouritesPage, favouritesMetadata, type SavedListSearchParams } from './pages/favourites-page';
