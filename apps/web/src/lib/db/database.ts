// The database type every query is written against: Drizzle's Postgres dialect, whichever driver
// (node-postgres or PGlite) is underneath.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a raw `db.execute()`: node-postgres and PGlite both answer with a `rows` array. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
