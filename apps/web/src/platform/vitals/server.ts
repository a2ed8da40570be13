// POST /api/vitals: validation, rate limit, one log line per metric.
export { VITALS_BODY_LIMIT_BYTES, handleVitalsPost } from './server/handle-vitals';
export { vitalsDependencies } from './server/runtime';
