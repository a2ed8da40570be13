// Opens the web's database: Postgres when DATABASE_URL is set (production, several instances),
// otherwise an embedded PGlite in the data folder, so the site runs with no database server.
// One PGlite folder belongs to one process: never point two web servers at the same DATA_DIR.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';
import { migrate } from './migrations';
import * as schema from './schema';

export type { Database } from './database';

export interface OpenDatabase {
  db: Database;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/**
 * `databaseUrl` wins; otherwise PGlite in `<dataDir>/db`, or in memory when dataDir is
 * 'memory://' (tests). Applies pending migrations before returning.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<OpenDatabase> {
  const opened = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  try {
    await migrate(opened.db);
  } catch (error) {
    await opened.close().catch(() => undefined);
    throw error;
  }
  return opened;
}

/**
 * Connections per web instance. Node runs one thread, so a few connections keep it busy: intake
 * holds one for a short transaction, the outbox worker one per claim or settle. Size Postgres for
 * instances × POOL_MAX plus the CMS's pool (deploy/README.md).
 */
export const POOL_MAX = 10;

async function openPostgres(url: string): Promise<OpenDatabase> {
  const [{ Pool }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = new Pool({
    connectionString: url,
    max: POOL_MAX,
    // Waiting longer than this for a connection (a new one, or a free one from a busy pool) fails
    // the request with a 503 the form retries, instead of holding the visitor.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    // A connection the network silently dropped is found by TCP keepalive, not by a hung query.
    keepAlive: true,
    // No statement runs longer than this: a stuck lock or a stalled server fails fast and the
    // connection is given back; intake answers 503 and the worker retries at its next poll.
    statement_timeout: 15_000,
    // Names web's sessions in pg_stat_activity (operators, and the system test that cuts them).
    application_name: 'novostroy-web',
  });
  // A connection that fails while idle in the pool, or while checked out between two queries (a
  // restarted or terminated server), emits 'error' on its client; without a listener that would
  // end the process. The failed client is not reused: the pool drops it (pg-pool checks
  // `_queryable` on release) and the next query opens a fresh connection.
  pool.on('error', (error) => console.error('[db] idle Postgres connection failed:', error.message));
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('[db] Postgres connection failed:', error.message));
  });
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<OpenDatabase> {
  const [{ PGlite }, { drizzle }] = await Promise.all([import('@electric-sql/pglite'), import('drizzle-orm/pglite')]);
  if (dataDir !== 'memory://') await mkdir(dataDir, { recursive: true });
  const client = dataDir === 'memory://' ? new PGlite() : new PGlite(path.join(dataDir, 'db'));
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

