// The route patterns of the site's pages, for real-user metrics: a metric names the pattern
// (/our-projects/[id]), never the visited address, so nothing about the visitor (a query, an id
// in a path) leaves the browser, and the server can refuse any other value. routes.test.ts
// checks this list against the pages in src/app, so a new page cannot be forgotten.

export const ROUTE_PATTERNS = [
  '/',
  '/about-company',
  '/commercial',
  '/commercial/[id]',
  '/contacts',
  '/debug',
  '/debug/ui',
  '/faq',
  '/favourite',
  '/favourite/compare',
  '/kvartiry/[rooms]',
  '/loan/deffered',
  '/loan/mortgage',
  '/loan/tradein',
  '/our-projects',
  '/our-projects/[id]',
  '/our-projects/[id]/test',
  '/parking',
  '/parking/[id]',
  '/posts',
  '/posts/[id]',
  '/privacy-policy',
  '/property/[id]',
  '/seo/[id]',
  '/store-room',
  '/store-room/[id]',
  '/tenders',
  '/test',
] as const;

/**
 * Addresses that next.config.ts rewrites to a page of another shape: a visitor at
 * /kupit-2-komnatnuyu-kvartiru-ot-zastroishika is on the page /kvartiry/[rooms].
 */
const REWRITTEN: ReadonlyArray<{ address: RegExp; pattern: (typeof ROUTE_PATTERNS)[number] }> = [
  { address: /^\/kupit-[^/]+-komnatnuyu-kvartiru-ot-zastroishika$/, pattern: '/kvartiry/[rooms]' },
];

/** What a path that matches no page is reported as (the 404 screen). */
export const UNMATCHED_ROUTE = '(not-found)';

export type RoutePattern = (typeof ROUTE_PATTERNS)[number] | typeof UNMATCHED_ROUTE;

const isDynamic = (segment: string) => segment.startsWith('[') && segment.endsWith(']');
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The page pattern a pathname belongs to. A static segment wins over a dynamic one, as in the
 * Next router. Takes only the pathname: a query or a hash must not be passed in.
 */
export function routePattern(pathname: string): RoutePattern {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const rewritten = REWRITTEN.find((rule) => rule.address.test(trimmed));
  if (rewritten) return rewritten.pattern;
  const segments = segmentsOf(trimmed);
  let best: { pattern: RoutePattern; dynamicCount: number } | null = null;
  for (const pattern of ROUTE_PATTERNS) {
    const parts = segmentsOf(pattern);
    if (parts.length !== segments.length) continue;
    if (!parts.every((part, i) => isDynamic(part) || part === segments[i])) continue;
    const dynamicCount = parts.filter(isDynamic).length;
    if (!best || dynamicCount < best.dynamicCount) best = { pattern, dynamicCount };
  }
  return best?.pattern ?? UNMATCHED_ROUTE;
}

export function isRoutePattern(value: string): value is RoutePattern {
  return value === UNMATCHED_ROUTE || (ROUTE_PATTERNS as readonly string[]).includes(value);
}
