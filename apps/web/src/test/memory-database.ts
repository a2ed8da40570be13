// Tests that need the web's database get a fresh in-memory PGlite per file, emptied before each
// test, and a logger that prints nothing.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type OpenDatabase } from '@/lib/db/client';

export const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Registers the hooks; call the returned function inside a test to reach the database. */
export function memoryDatabaseForFile(emptied: readonly PgTable[]): () => OpenDatabase {
  let opened: OpenDatabase | undefined;
  beforeAll(async () => {
    opened = await openDatabase({ dataDir: 'memory://' });
  }, 30_000);
  afterAll(() => opened?.close());
  beforeEach(async () => {
    for (const table of emptied) await opened!.db.delete(table);
  });
  return () => opened!;
}
