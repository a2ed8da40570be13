// The edge of the site (Next 16 proxy, formerly middleware): legacy and editors' redirects, and the
// security headers of every response, with a fresh script nonce per request (docs/security.md).
// Behind the cache layer (nginx, deploy/nginx) the nonce is a placeholder nginx replaces per response.
import { NextResponse, type NextRequest } from 'next/server';
import { getConfig } from '@/lib/config';
import { NOT_FOUND_FOR_HEADER, NOT_FOUND_ROUTE, UNREADABLE_PATH_HEADER } from '@/lib/http/edge-headers';
import { resolveRedirect } from '@/platform/redirects';
import {
  EDGE_SECRET_HEADER,
  FULL_PATH_REQUEST_HEADER,
  METRICA_ORIGINS,
  NONCE_REQUEST_HEADER,
  STRIPPED_REQUEST_HEADERS,
  createNonce,
  edgeCacheHeaders,
  embedPolicy,
  edgeSettingsFrom,
  isEdgeRequest,
  originsOf,
  securityHeaders,
  tileSourcesOf,
} from '@/platform/security';

// Paths that are never a legacy page URL: Next's assets, API routes and the build marker.
const NOT_A_PAGE = /^\/(?:_next|api|builds)(?:\/|$)/;

/** Next's draft-mode cookie: set by GET /api/preview for an editor (platform/preview). */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

function headersFor(nonce: string, pathname: string, draftPreview: boolean): Record<string, string> {
  const config = getConfig();
  return securityHeaders({
    // Framing and indexing depend on the path: only the embeddable test page differs. An editor's
    // draft preview may be shown in the CMS admin's preview frame, and is never indexed.
    ...(draftPreview ? { frameAncestors: [config.preview.adminOrigin], noindex: true } : embedPolicy(pathname, config.embedAllowedOrigins)),
    nonce,
    mediaOrigins: originsOf([config.cms.mediaUrl, config.salesData.url, config.salesDataPublicUrl]),
    mapTileSources: tileSourcesOf(config.mapTiles?.url),
    // Only with a counter configured; whether it runs is the visitor's choice, made in the browser.
    analyticsOrigins: config.yandexMetricaId ? METRICA_ORIGINS : [],
    hstsMaxAge: config.hstsMaxAge,
    development: process.env.NODE_ENV === 'development',
  });
}

/** Path and query as the visitor typed them, without the router's own `_rsc` parameter. */
function visitorPath(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete('_rsc');
  const search = query.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

const edgeSettings = edgeSettingsFrom(process.env);

/**
 * Whether every %-sequence of the path decodes to UTF-8. Next cannot read a dynamic segment that
 * does not (`/api/catalogue/%E0%A4%A`, `/kupit-%FF-…`) and answered such a path with a bare 500.
 * The web server (server.mjs) escapes such a path before Next's router sees it, and marks it with
 * UNREADABLE_PATH_HEADER; without the server (`next dev`) the path arrives as it was sent.
 */
function isReadablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const UNREADABLE_PATH_TEXT = 'Некорректный адрес страницы: проверьте ссылку.';

/**
 * Pages and the files outside /api are read, never written: the site has no server actions, and
 * every form posts to /api. Next would render a page for a DELETE or a POST as for a GET, so a
 * bot's junk method cost a whole render (and its upstream reads); it gets a 405 at once.
 */
const READ_METHODS = new Set(['GET', 'HEAD']);
/** Where any method may go: the API routes (leads, vitals, revalidation…) and Next's own files. */
const ANY_METHOD = /^\/(?:_next|api)(?:\/|$)/;
const METHOD_NOT_ALLOWED_TEXT = 'Этот адрес можно только открыть: отправка данных сюда не предусмотрена.';

/**
 * The page whose 404 the web server asks for: when a route called notFound() before its first
 * byte, the server asks Next for its 404 page in place of the empty error shell, with the page's
 * path and query in NOT_FOUND_FOR_HEADER (server/not-found-page.mjs; a visitor's copy of the
 * header never gets this far).
 */
function notFoundPageOf(request: NextRequest): URL | undefined {
  const path = request.headers.get(NOT_FOUND_FOR_HEADER);
  if (path === null || request.nextUrl.pathname !== NOT_FOUND_ROUTE || !path.startsWith('/') || path.startsWith('//')) return undefined;
  try {
    const url = new URL(path, request.nextUrl.origin);
    return url.origin === request.nextUrl.origin ? url : undefined;
  } catch {
    return undefined;
  }
}

export async function proxy(request: NextRequest): Promise<Response> {
  const notFoundPage = notFoundPageOf(request);
  // The address the visitor asked for: its headers, its redirects, the path a 404 names.
  const requested = notFoundPage ?? request.nextUrl;
  const { pathname, search } = requested;
  const edge = isEdgeRequest(request.headers.get(EDGE_SECRET_HEADER), edgeSettings);
  const nonce = edge ? edgeSettings.placeholder : createNonce();
  const draftPreview = Boolean(getConfig().preview.secret) && request.cookies.has(DRAFT_MODE_COOKIE);
  const headers = headersFor(nonce, pathname, draftPreview);

  if (request.headers.has(UNREADABLE_PATH_HEADER) || !isReadablePath(pathname)) {
    return new Response(UNREADABLE_PATH_TEXT, { status: 400, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  }

  if (!READ_METHODS.has(request.method) && !ANY_METHOD.test(pathname)) {
    return new Response(METHOD_NOT_ALLOWED_TEXT, {
      status: 405,
      headers: { ...headers, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }

  // The page of a 404 asked for again passed through here once already.
  if (READ_METHODS.has(request.method) && !NOT_A_PAGE.test(pathname) && !notFoundPage) {
    const redirect = await resolveRedirect(pathname, search);
    if (redirect) {
      // Next requires an absolute Location; internal paths take the request's own origin.
      const location = new URL(redirect.location, request.nextUrl.origin).href;
      return new Response(null, { status: redirect.status, headers: { ...headers, Location: location } });
    }
  }

  const requestHeaders = new Headers(request.headers);
  for (const name of STRIPPED_REQUEST_HEADERS) requestHeaders.delete(name);
  // The secret stops here: no page or log below the proxy ever sees it.
  requestHeaders.delete(EDGE_SECRET_HEADER);
  // Next reads the nonce from the request's CSP header and puts it on every script it renders.
  requestHeaders.set('content-security-policy', headers['Content-Security-Policy'] ?? '');
  requestHeaders.set(NONCE_REQUEST_HEADER, nonce);
  requestHeaders.set(FULL_PATH_REQUEST_HEADER, visitorPath(requested));
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  const cacheHeaders = edgeCacheHeaders(
    {
      method: request.method,
      pathname,
      rsc: request.headers.has('rsc') || request.nextUrl.searchParams.has('_rsc'),
      hasCookie: request.headers.has('cookie'),
    },
    edge,
    edgeSettings,
  );
  for (const [name, value] of Object.entries(cacheHeaders)) response.headers.set(name, value);
  return response;
}
