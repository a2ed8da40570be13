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

async function openPostgres(url: string): Promise<OpenDatabase> {
  const [{ Pool }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = new Pool({ connectionString: url, max: 5, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on('error', (error) => console.error('[db] idle Postgres connection failed:', error.message));
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

