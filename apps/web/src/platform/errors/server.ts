// For not-found.tsx (server components): the 'Page Not Found' / 'Page not found' screens.
export { NotFoundScreen } from './not-found-screen';
// For instrumentation.ts: the server's own HTML answer when a page fails before its first byte.
export { installServerErrorResponses } from './server-error-response';
export { TEST_SERVER_ERROR_HEADER, failIfTestServerError } from './test-server-error';
// For app/global-not-found.tsx: its links load their pages whole (Next's router cannot leave it).
export { WholePageLinks } from './whole-page-links';
