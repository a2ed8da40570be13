// /debug: what this instance runs and how its upstreams answer (no secrets), for whoever holds
// DEBUG_TOKEN in production.
export { DebugView } from './components/debug-view';
export { DEBUG_TOKEN_HEADER, debugAllowed } from './data/debug-access';
export { loadDebugInfo } from './data/load-debug-info';
