// Real-user web vitals of sampled page views (docs/web.md). The intake is in ./server.
export { VitalsReporter } from './vitals-reporter';
// The site's page patterns (checked against src/app by a test): also tells whether a page exists.
export { UNMATCHED_ROUTE, routePattern } from './routes';
