// Leads, for route handlers and start-up: POST /api/leads and /api/send, the outbox runtime.
export { handleLeadPost, handleSendPost } from './server/intake';
export { intakeDependencies, leadsDatabase, startLeadsRuntime, stopLeadsRuntime, tracked, uptimeSeconds } from './server/runtime';
