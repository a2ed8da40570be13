// Request headers that only the web server (apps/web/server.mjs) sets: it drops any copy a visitor
// sends first. The names are the same as in apps/web/server/request-edge.mjs and
// not-found-page.mjs (a test checks).

/** The TCP peer's address, as the server's socket saw it. */
export const PEER_ADDRESS_HEADER = 'x-novostroy-peer-address';
/** Present when the path's %-escapes do not decode: the proxy answers 400. */
export const UNREADABLE_PATH_HEADER = 'x-novostroy-unreadable-path';
/**
 * Present when the server asks for Next's 404 page (`/_not-found`) in place of the empty error
 * shell of a page that called notFound(): the path and query the visitor asked for
 * (server/not-found-page.mjs).
 */
export const NOT_FOUND_FOR_HEADER = 'x-novostroy-not-found-for';
/** Next's own 404 route, which the server asks for with NOT_FOUND_FOR_HEADER. */
export const NOT_FOUND_ROUTE = '/_not-found';
