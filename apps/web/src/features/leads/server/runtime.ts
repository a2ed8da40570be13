// The process-wide lead machinery: the database, the rate limiter and the outbox worker, made
// once per server process. Next may load this module into several bundles (instrumentation, each
// route), so the one instance lives on globalThis.
import 'server-only';
import { getConfig } from '@/lib/config';
import { openDatabase, type OpenDatabase } from '@/lib/db/client';
import type { Database } from '@/lib/db/database';
import { OutboxWorker } from '@/lib/db/outbox-worker';
import { deliverToSalesData } from '@/upstream/sales';
import { createRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import { sharedRedisConnection } from '@/lib/redis/client';
import type { IntakeDependencies } from './intake';

interface LeadsRuntime {
  opened: Promise<OpenDatabase> | undefined;
  worker: OutboxWorker | undefined;
  limiter: RateLimit;
  /** Intake requests between "read the body" and "answered": shutdown waits for them. */
  inFlight: number;
  stopping: boolean;
  startedAt: number;
}

const KEY = Symbol.for('novostroy.leads-runtime');
type WithRuntime = typeof globalThis & { [KEY]?: LeadsRuntime };

function runtime(): LeadsRuntime {
  const holder = globalThis as WithRuntime;
  if (!holder[KEY]) {
    const { leads, redis } = getConfig();
    holder[KEY] = {
      opened: undefined,
      worker: undefined,
      limiter: createRateLimit(
        'leads',
        { limit: leads.rateLimit, windowMs: leads.rateWindowMs },
        redis && { keyPrefix: redis.keyPrefix, connection: sharedRedisConnection(redis.url) },
      ),
      inFlight: 0,
      stopping: false,
      startedAt: Date.now(),
    };
  }
  return holder[KEY];
}

/** Opens the database once (retrying on the next call after a failure) and starts the worker. */
function opened(): Promise<OpenDatabase> {
  const state = runtime();
  if (!state.opened) {
    const config = getConfig();
    state.opened = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).then(
      (database) => {
        console.info(`[leads] database ready (${database.kind === 'postgres' ? 'Postgres' : `embedded PGlite in ${config.dataDir}`})`);
        startWorker(state, database.db);
        return database;
      },
      (error: unknown) => {
        state.opened = undefined;
        throw error;
      },
    );
  }
  return state.opened;
}

const BATCH_SIZE = 7;

function startWorker(state: LeadsRuntime, db: Database): void {
  if (state.worker || state.stopping) return;
  const config = getConfig();
  const target = { baseUrl: config.salesData.url, token: config.salesData.token, timeoutMs: config.upstreamTimeoutMs };
  state.worker = new OutboxWorker({
    db,
    deliver: (row) => deliverToSalesData(target, row),
    policy: { maxAttempts: config.outbox.maxAttempts, baseDelayMs: config.outbox.retryBaseMs, maxDelayMs: config.outbox.retryMaxMs },
    ratePerSecond: config.outbox.ratePerSecond,
    pollMs: config.outbox.pollMs,
    batchSize: BATCH_SIZE,
    // Long enough for a whole batch to time out one by one, short enough that rows claimed by a
    // process that died come back within a minute.
    leaseMs: BATCH_SIZE * (config.upstreamTimeoutMs + Math.ceil(1000 / config.outbox.ratePerSecond)) + 10_000,
  });
  state.worker.start();
}

/** Called at server start: the worker delivers what earlier runs left, without waiting for a visitor. */
export async function startLeadsRuntime(): Promise<void> {
  try {
    await opened();
  } catch (error) {
    console.error('[leads] the database could not be opened; requests will retry it:', error instanceof Error ? error.message : error);
  }
}

export async function leadsDatabase(): Promise<Database> {
  return (await opened()).db;
}

export function intakeDependencies(): IntakeDependencies {
  const state = runtime();
  return {
    database: leadsDatabase,
    siteUrl: getConfig().siteUrl,
    limiter: state.limiter,
    onStored: () => state.worker?.wake(),
  };
}

/** Runs an intake request, counted so that shutdown lets it finish before closing the database. */
export async function tracked(work: () => Promise<Response>): Promise<Response> {
  const state = runtime();
  state.inFlight += 1;
  try {
    return await work();
  } finally {
    state.inFlight -= 1;
  }
}

export function uptimeSeconds(): number {
  return Math.floor((Date.now() - runtime().startedAt) / 1000);
}

/**
 * Graceful stop (SIGTERM): no new deliveries, the one in hand finishes, claimed rows go back,
 * intake requests in progress finish, then the database closes. Bounded by `timeoutMs`.
 */
export async function stopLeadsRuntime(timeoutMs = 10_000): Promise<void> {
  const state = runtime();
  state.stopping = true;
  const deadline = Date.now() + timeoutMs;
  await state.worker?.stop(timeoutMs);
  while (state.inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  const database = await state.opened?.catch(() => undefined);
  await database?.close().catch(() => undefined);
}
