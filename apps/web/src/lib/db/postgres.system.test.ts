// web's Postgres path on a real server (TEST_POSTGRES_URL; `npm test` starts one): several
// instances migrating at once, the outbox claim with FOR UPDATE SKIP LOCKED under contention
// (no row delivered twice, no worker waiting on another's rows), and a connection cut under a
// running transaction that costs that transaction only.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/postgres';
import { openDatabase, type OpenDatabase } from './client';
import { rowsOf } from './database';
import { claimDue, countOutbox } from './outbox';
import { OutboxWorker } from './outbox-worker';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Due outbox rows, written straight in SQL (the intake path is tested elsewhere). */
async function fillOutbox(db: OpenDatabase['db'], count: number): Promise<void> {
  await db.execute(sql`INSERT INTO outbox (ref_id, target, payload, next_attempt_at, created_at)
    SELECT gen_random_uuid(), '/api/amo-crm/add-lead', jsonb_build_object('n', n), now() - interval '1 second', now()
    FROM generate_series(1, ${count}) AS n`);
}

describe('migrations on a real Postgres', () => {
  it('six instances starting at once on a new database all come up, and each migration runs once', async () => {
    // Three fresh databases: the race between the instances is a matter of timing.
    for (let round = 0; round < 3; round += 1) {
      const database = await createTestDatabase('web_migrate');
      const opened: OpenDatabase[] = [];
      try {
        const results = await Promise.allSettled(Array.from({ length: 6 }, () => openDatabase({ databaseUrl: database.url, dataDir: 'unused' })));
        for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
        expect(results.filter((result): result is PromiseRejectedResult => result.status === 'rejected').map((result) => String(result.reason))).toEqual([]);
        const versions = rowsOf<{ version: number }>(await opened[0]!.db.execute(sql`SELECT version FROM schema_migrations ORDER BY version`));
        expect(versions.map((row) => Number(row.version))).toEqual([1]);
      } finally {
        await Promise.all(opened.map((o) => o.close()));
        await database.drop();
      }
    }
  });
});

describe('the outbox claim under contention', () => {
  let database: TestDatabase;
  const opened: OpenDatabase[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('web_outbox');
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((o) => o.close()));
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('skips the rows another transaction holds instead of waiting for them or taking them', async () => {
    const mine = await openDatabase({ databaseUrl: database.url, dataDir: 'unused' });
    opened.push(mine);
    const { db } = mine;
    await db.execute(sql`TRUNCATE outbox`);
    await fillOutbox(db, 20);

    // Another instance's claim, held open: its seven rows stay locked until it ends.
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      const held = (
        await other.query<{ id: string }>(
          "SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= now() ORDER BY next_attempt_at, id LIMIT 7 FOR UPDATE SKIP LOCKED",
        )
      ).rows.map((row) => Number(row.id));
      expect(held).toHaveLength(7);

      const started = performance.now();
      const claimed = await Promise.race([
        claimDue(db, { now: new Date(), limit: 7, leaseMs: 60_000 }),
        sleep(3000).then(() => {
          throw new Error('claimDue waited for rows another transaction holds');
        }),
      ]);
      const waitedMs = performance.now() - started;
      expect(claimed).toHaveLength(7);
      expect(claimed.map((row) => row.id).filter((id) => held.includes(id))).toEqual([]);
      expect(waitedMs).toBeLessThan(1000);

      // Once the other claim ends without leasing them, its rows are due again for anyone.
      await other.query('ROLLBACK');
      const next = await claimDue(db, { now: new Date(), limit: 7, leaseMs: 60_000 });
      expect(next.map((row) => row.id).sort((a, b) => a - b)).toEqual([...held].sort((a, b) => a - b));
    } finally {
      await other.end();
    }
  });

  it('four workers on their own connections deliver 2,000 rows with no row delivered twice', async () => {
    const workers = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: database.url, dataDir: 'unused' })));
    opened.push(...workers);
    const db = workers[0]!.db;
    await db.execute(sql`TRUNCATE outbox`);
    const ROWS = 2000;
    await fillOutbox(db, ROWS);

    const deliveries: Array<{ refId: string; worker: number }> = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const running = workers.map(
      (worker, index) =>
        new OutboxWorker({
          db: worker.db,
          deliver: async (row) => {
            deliveries.push({ refId: row.refId, worker: index });
            inFlight += 1;
            maxInFlight = Math.max(maxInFlight, inFlight);
            await sleep(Math.random() * 3);
            inFlight -= 1;
            return { ok: true };
          },
          policy: { maxAttempts: 5, baseDelayMs: 100, maxDelayMs: 1000 },
          ratePerSecond: 1000,
          pollMs: 50,
          batchSize: 7,
          leaseMs: 60_000,
          log: silent,
        }),
    );
    const started = performance.now();
    for (const worker of running) worker.start();
    const until = Date.now() + 60_000;
    while ((await countOutbox(db, new Date())).backlog > 0 && Date.now() < until) await sleep(100);
    const elapsedMs = performance.now() - started;
    // A late second delivery would show up here.
    await sleep(500);
    await Promise.all(running.map((worker) => worker.stop()));

    const perWorker = [0, 1, 2, 3].map((index) => deliveries.filter((d) => d.worker === index).length);
    const distinct = new Set(deliveries.map((d) => d.refId)).size;
    const overlap = deliveries.length - distinct;
    console.info(
      `[skip locked] ${ROWS} rows, 4 workers: ${deliveries.length} deliveries, overlap ${overlap}, per worker ${perWorker.join('/')}, ` +
        `max ${maxInFlight} in flight at once, ${(elapsedMs / 1000).toFixed(1)} s (${Math.round(ROWS / (elapsedMs / 1000))} rows/s)`,
    );
    expect(overlap).toBe(0);
    expect(distinct).toBe(ROWS);
    // Contention for real: every worker took a share, and deliveries ran side by side.
    for (const count of perWorker) expect(count).toBeGreaterThan(ROWS * 0.05);
    expect(maxInFlight).toBeGreaterThan(1);
    // The table agrees: each row sent after exactly one attempt.
    const [stats] = rowsOf<{ sent: number; once: number }>(
      await db.execute(sql`SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE attempts = 1)::int AS once FROM outbox`),
    );
    expect(stats).toEqual({ sent: ROWS, once: ROWS });
  });
});

describe('a dropped connection', () => {
  let database: TestDatabase;
  let opened: OpenDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('web_reconnect');
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  const cutWebConnections = async () =>
    Number(
      (
        await database.admin("SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'novostroy-web'", [
          database.name,
        ])
      ).rows[0].n,
    );

  it('fails only the transaction it was under; the next queries reconnect and the process lives on', async () => {
    opened = await openDatabase({ databaseUrl: database.url, dataDir: 'unused' });
    const { db } = opened;
    // Some idle connections in the pool, and one inside a transaction between two statements
    // (no query running on it: its client emits 'error', which must not end the process).
    await Promise.all(Array.from({ length: 4 }, () => db.execute(sql`SELECT pg_sleep(0.05)`)));
    let cut = 0;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        cut = await cutWebConnections();
        await sleep(300);
        await tx.execute(sql`SELECT 1`);
      }),
    ).rejects.toThrow();
    expect(cut).toBeGreaterThanOrEqual(2);

    await sleep(300);
    for (let i = 0; i < 20; i += 1) {
      const rows = rowsOf<{ n: number }>(await db.execute(sql`SELECT ${i}::int AS n`));
      expect(rows[0]!.n).toBe(i);
    }
    // And again with a burst, while every connection is cut once more.
    await cutWebConnections();
    await sleep(300);
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => db.execute(sql`SELECT ${i}::int AS n`)));
    expect(burst.map((result) => rowsOf<{ n: number }>(result)[0]!.n)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });
});
