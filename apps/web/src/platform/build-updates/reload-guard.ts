// Pure rules of the build-update watcher: when to skip the check, what counts as a failed script
// chunk, and the once-per-10-seconds reload limit kept in sessionStorage.

/** The parts of navigator.connection (Network Information API, Chromium only) that matter here. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver on, or a 2g-class link: the periodic check is not worth the bytes. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g';
}

/** The marker's answer, or null when it is not one. */
export function parseLatestBuild(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const buildId = (value as { buildId?: unknown }).buildId;
  return typeof buildId === 'string' && buildId !== '' ? buildId : null;
}

const CHUNK_ERROR_MESSAGE = /ChunkLoadError|Loading (?:CSS )?chunk [\w-]+ failed|Failed to load chunk/i;

/** True for an error or rejection reason that says a script chunk could not be loaded. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error)) return typeof reason === 'string' && CHUNK_ERROR_MESSAGE.test(reason);
  return reason.name === 'ChunkLoadError' || CHUNK_ERROR_MESSAGE.test(reason.message);
}

/** A window 'error' event (listened to in the capture phase) raised by a <script> that failed to load. */
export function isScriptLoadFailure(event: Event): boolean {
  const target = event.target;
  return typeof HTMLScriptElement !== 'undefined' && target instanceof HTMLScriptElement;
}

export const RELOAD_STORAGE_KEY = 'novostroy:build-update-reload-at';
export const RELOAD_MIN_INTERVAL_MS = 10_000;

/** The slice of sessionStorage the guard uses (injectable for tests, and it may throw when blocked). */
export type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether the page may reload now, and if so records the time: at most one reload per 10 s per tab.
 * Storage that cannot be read or written answers "no", so a blocked sessionStorage never loops.
 */
export function claimReload(storage: ReloadStorage, now: number): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_STORAGE_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < RELOAD_MIN_INTERVAL_MS) return false;
    storage.setItem(RELOAD_STORAGE_KEY, String(now));
    return storage.getItem(RELOAD_STORAGE_KEY) === String(now);
  } catch {
    return false;
  }
}
