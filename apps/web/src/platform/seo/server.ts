// For the server's start-up (instrumentation.ts): the spec's start-up loads of the page and
// content lists.
export { startSeoStartupLoads } from './startup';
