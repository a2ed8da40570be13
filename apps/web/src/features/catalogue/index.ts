// The catalogue: flats, commercial premises, parking places and storage rooms on sale, found by
// filters kept in the URL. Pages and GET /api/catalogue/<kind> share one query and one search.
export {
  CATALOGUE_KINDS,
  ROOM_OPTIONS,
  SORT_OPTIONS,
  catalogueSearchParams,
  emptyCatalogueQuery,
  parseCatalogueQuery,
  type CatalogueKind,
  type CatalogueQuery,
  type CatalogueSort,
} from './data/catalogue-query';
export { searchCatalogue, type CatalogueResult, type FilterGroup } from './data/search';
export { CatalogueListing } from './components/catalogue-listing';
export { loadListing, type ListingData, type PageSearchParams } from './data/load-listing';

export { ListingPage, listingMetadata, type ListingRoute } from './pages/listing-page';
export { FLATS_BY_ROOMS } from './pages/flats-by-rooms';
