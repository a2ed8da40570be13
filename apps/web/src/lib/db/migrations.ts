// Schema changes, applied in order at start-up. Each runs once, in a transaction, under an
// advisory lock, so several web instances starting together on one Postgres do not race.
// Never edit a migration that has shipped: add the next one.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from './database';

export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; statements: SQL[] }> = [
  {
    version: 1,
    name: 'leads, send requests and their outbox',
    statements: [
      sql`CREATE TABLE leads (
        id uuid PRIMARY KEY,
        received_at timestamptz NOT NULL,
        form text NOT NULL,
        payload jsonb NOT NULL,
        consent_at timestamptz NOT NULL,
        consent_version text NOT NULL
      )`,
      sql`CREATE TABLE send_requests (
        id uuid PRIMARY KEY,
        received_at timestamptz NOT NULL,
        payload jsonb NOT NULL,
        consent_at timestamptz NOT NULL,
        consent_version text NOT NULL
      )`,
      sql`CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        ref_id uuid NOT NULL UNIQUE,
        target text NOT NULL,
        payload jsonb NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        last_error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz
      )`,
      sql`CREATE INDEX outbox_due_idx ON outbox (status, next_attempt_at)`,
    ],
  },
];

// Any constant works; it only has to be the same in every instance of this application.
const MIGRATION_LOCK = 7_150_421;

/**
 * Applies the pending migrations. Everything, the bookkeeping table included, happens after the
 * advisory lock is taken: two instances starting at once would otherwise race on
 * `CREATE TABLE IF NOT EXISTS` (Postgres checks the name only at commit, and the loser fails with
 * a duplicate key on pg_type). The second instance waits for the first, then finds nothing to do.
 */
export async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = rowsOf<{ version: number }>(await tx.execute(sql`SELECT version FROM schema_migrations`));
    const done = new Set(applied.map((row) => Number(row.version)));
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.execute(statement);
      await tx.execute(sql`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`);
    }
  });
}
