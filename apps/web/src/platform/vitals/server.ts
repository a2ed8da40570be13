// POST /api/vitals: validation, rate limit, one log line per metric.
export { handleVitalsPost } from './server/handle-vitals';
export { vitalsDependencies } from './server/runtime';
