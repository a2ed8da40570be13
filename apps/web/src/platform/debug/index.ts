// /debug: what this instance runs and how its upstreams answer (no secrets).
export { DebugView } from './components/debug-view';
export { loadDebugInfo } from './data/load-debug-info';
