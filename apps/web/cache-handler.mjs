// @ts-check
// Next's data cache on Redis, so several web instances share one: a CMS answer fetched by one
// instance is reused by all, and a revalidation (POST /api/revalidate on any instance) deletes the
// tagged answers for all of them. next.config.ts names this file as `cacheHandler` only when
// REDIS_URL is set at `next start`; without it Next keeps its own in-process cache and this file
// (and the Redis client) is never loaded. Next loads it at run time, outside the app's bundles,
// hence plain JavaScript that reads the two variables itself (lib/config.ts validates them).
//
// Built on @fortedigital/nextjs-cache-handler (its `redis-strings` and `local-lru` handlers):
// - fetch answers (Next keys them by a sha256 of the request) go under `<prefix>cache:`, shared
//   across builds, because a CMS answer does not depend on the build;
// - anything else Next caches (a prerendered page such as the global error screen) goes under
//   `<prefix>cache:<build id>:`, so a new build never serves an old build's HTML;
// - every write is also kept in a small in-process LRU, which serves the reads while Redis cannot
//   answer (down, or slower than REDIS_CACHE_TIMEOUT_MS): pages keep rendering from the local copy
//   or from the CMS, never a 500. The client reconnects by itself; an outage is logged once when
//   it starts and once when it ends.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';

/** One Redis call of the cache may take this long before the local copy is used instead. */
const REDIS_CACHE_TIMEOUT_MS = 500;
/** How long `next start` waits for Redis before the first cached fetch (then it goes on without). */
const FIRST_CONNECT_WAIT_MS = 1500;
/** Next's key of a fetch answer: the sha256 (hex) of the request. */
const FETCH_KEY = /^[0-9a-f]{64}$/;

const STATE = Symbol.for('novostroy.cache-handler');

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/redis-strings').default} CreateRedisHandler
 * @typedef {ReturnType<CreateRedisHandler>} Handler
 */

function createState() {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('cache-handler.mjs is configured only with REDIS_URL set (see next.config.ts)');
  const prefix = process.env.REDIS_KEY_PREFIX || 'novostroy:';
  let outage = false;
  let everReady = false;

  const client = createClient({
    url,
    // A command while disconnected fails at once instead of waiting in a queue: the local copy answers.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** Math.min(retries, 5), 3000) },
    pingInterval: 10_000,
  });
  /** @param {unknown} error */
  const noteFailure = (error) => {
    if (outage) return;
    outage = true;
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[cache] Redis unavailable (${reason || 'connection lost'}): this instance serves its own copy of the data cache until Redis is back`);
  };
  client.on('error', noteFailure);
  client.on('ready', () => {
    if (!everReady) console.info('[cache] the data cache is on Redis, shared by every web instance');
    else if (outage) console.info('[cache] Redis is back: the data cache is shared again');
    everReady = true;
    outage = false;
  });
  const connecting = client.connect().then(
    () => undefined,
    (error) => noteFailure(error),
  );
  return { client, prefix, connecting, noteFailure };
}

/**
 * @param {ReturnType<typeof createState>} state
 * @param {string | undefined} buildId
 * @returns {Handler}
 */
function sharedHandler(state, buildId) {
  const options = { client: /** @type {any} */ (state.client), timeoutMs: REDIS_CACHE_TIMEOUT_MS };
  const fetches = createRedisHandler({ ...options, keyPrefix: `${state.prefix}cache:` });
  const pages = createRedisHandler({ ...options, keyPrefix: `${state.prefix}cache:${(buildId ?? 'unknown').trim()}:` });
  /** @param {string} key */
  const route = (key) => (FETCH_KEY.test(key) ? fetches : pages);
  /**
   * @template T
   * @param {() => Promise<T>} operation
   */
  const guarded = async (operation) => {
    try {
      return await operation();
    } catch (error) {
      // Logged once per outage; the caller (the library's handler list) falls back to the LRU.
      state.noteFailure(error);
      throw error;
    }
  };
  return {
    name: 'novostroy-redis',
    get: (key, ctx) => guarded(() => route(key).get(key, ctx)),
    set: (key, value, ctx) => guarded(() => route(key).set(key, value, ctx)),
    revalidateTag: (tag) => guarded(() => Promise.all([fetches.revalidateTag(tag), pages.revalidateTag(tag)]).then(() => undefined)),
    delete: (key) => guarded(async () => route(key).delete?.(key)),
  };
}

CacheHandler.onCreation(async ({ buildId }) => {
  const holder = /** @type {Record<symbol, ReturnType<typeof createState> | undefined>} */ (/** @type {unknown} */ (globalThis));
  const state = (holder[STATE] ??= createState());
  await Promise.race([state.connecting, new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref())]);
  // Redis first; the LRU answers only when the Redis handler throws (not ready, timed out).
  return { handlers: [sharedHandler(state, buildId), createLruHandler({ maxItemsNumber: 2000, maxItemSizeBytes: 50 * 1024 * 1024 })] };
});

export default CacheHandler;
