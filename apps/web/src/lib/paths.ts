// Typed builders of the site's own URLs, so no component spells a route by hand.

const withProject = (path: string, profitId: number | null | undefined) =>
  profitId === null || profitId === undefined ? path : `${path}?project=${encodeURIComponent(String(profitId))}`;

export const paths = {
  home: () => '/',
  projects: () => '/our-projects',
  project: (slug: string) => `/our-projects/${encodeURIComponent(slug)}`,
  privacyPolicy: () => '/privacy-policy',
  /** The listings of one kind, filtered to a complex by its sales-data id (spec §2 routes). */
  commercial: (profitId?: number | null) => withProject('/commercial', profitId),
  parking: (profitId?: number | null) => withProject('/parking', profitId),
  storeRooms: (profitId?: number | null) => withProject('/store-room', profitId),
} as const;
