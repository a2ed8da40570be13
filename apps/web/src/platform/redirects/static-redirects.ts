// The fixed legacy redirects of spec §2 (old site paths -> current ones), and the few addresses a
// visitor types by guess that the site keeps under another name (/news is /posts). Pure: the
// proxy calls it for every request, before the editors' table from the CMS.

/** Exact old path -> new path. */
export const STATIC_REDIRECTS: Readonly<Record<string, string>> = {
  '/tender': '/tenders',
  '/calculator/mortgage': '/loan/mortgage',
  '/calculator/installment': '/loan/deffered',
  '/trade-in': '/loan/tradein',
  '/projects': '/our-projects',
  '/about': '/about-company',
  '/kupit/kvartira-odnokomnatnaya': '/kupit-1-komnatnuyu-kvartiru-ot-zastroishika',
  '/kupit/kvartira-dvuhkomnatnaya': '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika',
  '/kupit/kvartira-tryohkomnatnaya': '/kupit-3-komnatnuyu-kvartiru-ot-zastroishika',
  '/test': '/',
  // Not in the spec's list: the news live at /posts, and «/news» is what a visitor types.
  '/news': '/posts',
};

// A bare number is an old complex id; /our-projects/{n} then resolves it through Legacy_id.
// Bounded length so "/000…0" of any size is not treated as an id.
const BARE_NUMBER = /^\/(\d{1,9})$/;

/** The new path of an old one (without the query string), or null when `pathname` is not legacy. */
export function staticRedirectTarget(pathname: string): string | null {
  const fixed = STATIC_REDIRECTS[pathname];
  if (fixed !== undefined) return fixed;
  const bare = BARE_NUMBER.exec(pathname);
  if (bare) return `/our-projects/${bare[1]}`;
  return null;
}

/** `target` with the request's query string kept; a target's own query wins over nothing else. */
export function withQuery(target: string, search: string): string {
  if (search === '' || search === '?') return target;
  const query = search.startsWith('?') ? search.slice(1) : search;
  const hashAt = target.indexOf('#');
  const base = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`;
}
