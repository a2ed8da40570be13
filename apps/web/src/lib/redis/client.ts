// The web process's one Redis connection for server code (the shared rate limits), made on first
// use and only when REDIS_URL is set: without it nothing here is loaded and nothing connects.
// Redis is a helper, never a dependency of a page or a lead: while it is down `ready()` answers
// undefined at once (no queue, no wait) and the callers use their per-process fallback; the client
// reconnects by itself. An outage is logged once when it starts and once when it ends.
// (Next's data cache has its own connection in cache-handler.mjs, which Next loads outside the
// app's bundles.)
import type { RedisClientType } from '@redis/client';

export type RedisClient = RedisClientType;

export interface RedisConnection {
  /** The client while it is connected; undefined while Redis is down or still connecting. */
  ready(): RedisClient | undefined;
  /** Logs the first failure of an outage (the next `ready` event logs the recovery). */
  noteFailure(error: unknown): void;
}

export interface RedisConnectionOptions {
  url: string;
  /** What the log lines call the user of this connection, e.g. "rate limits". */
  purpose: string;
  log?: Pick<Console, 'info' | 'warn'>;
}

/** Opens a connection in the background; the promise settles once the client exists, not once it is connected. */
export async function openRedisConnection(options: RedisConnectionOptions): Promise<RedisConnection> {
  const log = options.log ?? console;
  const { createClient } = await import('@redis/client');
  const client = createClient({
    url: options.url,
    // A command while disconnected fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** Math.min(retries, 5), 3000) },
    pingInterval: 10_000,
  }) as RedisClient;
  let outage = false;
  let everReady = false;
  const noteFailure = (error: unknown) => {
    if (outage) return;
    outage = true;
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(`[redis] unavailable for the ${options.purpose} (${reason || 'connection lost'}): each instance counts on its own until Redis is back`);
  };
  client.on('error', noteFailure);
  client.on('ready', () => {
    if (!everReady) log.info(`[redis] connected: the ${options.purpose} count across every web instance`);
    else if (outage) log.info(`[redis] back: the ${options.purpose} count across every web instance again`);
    everReady = true;
    outage = false;
  });
  client.connect().catch(noteFailure);
  return {
    ready: () => (client.isReady ? client : undefined),
    noteFailure,
  };
}

const KEY = Symbol.for('novostroy.redis-connection');
type WithConnection = typeof globalThis & { [KEY]?: Promise<RedisConnection> };

/**
 * The process-wide connection for `url` (on globalThis: Next loads server modules into several
 * bundles), or undefined when Redis is not configured.
 */
export function sharedRedisConnection(url: string | undefined): Promise<RedisConnection> | undefined {
  if (!url) return undefined;
  const holder = globalThis as WithConnection;
  holder[KEY] ??= openRedisConnection({ url, purpose: 'rate limits' });
  return holder[KEY];
}
