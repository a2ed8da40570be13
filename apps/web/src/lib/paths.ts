// Typed builders of the site's own URLs, so no component spells a route by hand.

const UNIT_PAGE_PREFIX = { residential: '/property', commercial: '/commercial', parking: '/parking', storage: '/store-room' } as const;
/** A saved list's page, with its ids when there are any: `/favourite?ids=11010055,11010057` is the share link. */
const withIds = (path: string, ids: readonly number[] | undefined) => (ids && ids.length > 0 ? `${path}?ids=${ids.join(',')}` : path);
const withProject = (path: string, profitId: number | null | undefined) =>
  profitId === null || profitId === undefined ? path : `${path}?project=${encodeURIComponent(String(profitId))}`;

export const paths = {
  home: () => '/',
  projects: () => '/our-projects',
  project: (slug: string) => `/our-projects/${encodeURIComponent(slug)}`,
  privacyPolicy: () => '/privacy-policy',
  /** The favourites (spec §2 /favourite); with ids, the list that opens the same on any device. */
  favourites: (ids?: readonly number[]) => withIds('/favourite', ids),
  /** Up to four units side by side. */
  compare: (ids?: readonly number[]) => withIds('/favourite/compare', ids),
  /**
   * Spec §2: the flats of a room count (0 studios … 4 four and more), of one complex when given;
   * with `withBooked`, booked flats listed too (where a price quoted includes them, spec §7).
   */
  flatsByRooms: (rooms: number, profitId?: number | null, { withBooked = false }: { withBooked?: boolean } = {}) => {
    const path = withProject(`/kupit-${rooms}-komnatnuyu-kvartiru-ot-zastroishika`, profitId);
    return withBooked ? `${path}${path.includes('?') ? '&' : '?'}booked=1` : path;
  },
  /** A unit's own page, by its type (spec §2: /property, /commercial, /parking, /store-room). */
  unit: (type: 'residential' | 'commercial' | 'parking' | 'storage', id: number) => `${UNIT_PAGE_PREFIX[type]}/${id}`,
  /** The mortgage calculator (/loan/mortgage), prefilled with one unit's price when given. */
  mortgage: (propertyId?: number) => (propertyId === undefined ? '/loan/mortgage' : `/loan/mortgage?property=${propertyId}`),
  /** The installment calculator (/loan/deffered), for one unit when given. */
  installment: (propertyId?: number) => (propertyId === undefined ? '/loan/deffered' : `/loan/deffered?property=${propertyId}`),
  /** Trade-in (/loan/tradein), for one unit when given. */
  tradeIn: (propertyId?: number) => (propertyId === undefined ? '/loan/tradein' : `/loan/tradein?property=${propertyId}`),
  /** «Как оплатить»: one unit's mortgage, installment and trade-in side by side (on the mortgage page). */
  paymentComparison: (propertyId: number) => `/loan/mortgage?property=${propertyId}#kak-platit`,
  /** PDF downloads served by web from sales-data (features/documents): a unit's card, a floor map (-1 underground), a list of units (at most 100). */
  unitPdf: (id: number) => `/api/pdf/${id}`,
  floorPdf: (houseId: number, floor: number) => `/api/pdf/${houseId}/${floor}`,
  unitsPdf: (ids: readonly number[]) => `/api/property/loaded/pdf?ids=${ids.join(',')}`,
  /** The listings of one kind, filtered to a complex by its sales-data id (spec §2 routes). */
  commercial: (profitId?: number | null) => withProject('/commercial', profitId),
  parking: (profitId?: number | null) => withProject('/parking', profitId),
  storeRooms: (profitId?: number | null) => withProject('/store-room', profitId),
  /** The news list; page 1 has no parameter (its one canonical address), later pages ?page=N. */
  news: (page = 1) => (page > 1 ? `/posts?page=${page}` : '/posts'),
  /** One news post (spec §2 /posts/{id}, by its slug). */
  newsPost: (slug: string) => `/posts/${encodeURIComponent(slug)}`,
} as const;
