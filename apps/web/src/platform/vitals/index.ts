// Real-user web vitals of sampled page views (docs/web.md). The intake is in ./server.
export { VitalsReporter } from './vitals-reporter';
