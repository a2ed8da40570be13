// Server side of the build-update watcher: hands the client the id of the build that rendered the
// page. Mount once in the root layout.
import { currentBuildId } from './build-id';
import { BuildUpdateWatcher } from './build-update-watcher';

export function BuildUpdates() {
  return <BuildUpdateWatcher buildId={currentBuildId()} />;
}
