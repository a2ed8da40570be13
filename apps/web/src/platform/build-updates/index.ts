// Build updates: the latest-build marker and the watcher that reloads once after a new deployment.
export { currentBuildId } from './build-id';
export { BuildUpdates } from './build-updates';
