import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './client';
import { rowsOf } from './database';
import { migrate } from './migrations';
import { leads, outbox, sendRequests } from './schema';

describe('the embedded database', () => {
  let opened: OpenDatabase;
  beforeAll(async () => {
    opened = await openDatabase({ dataDir: 'memory://' });
  }, 30_000);
  afterAll(() => opened.close());

  it('creates exactly the columns the Drizzle tables describe', async () => {
    for (const table of [leads, sendRequests, outbox]) {
      const config = getTableConfig(table);
      const columns = rowsOf<{ column_name: string; is_nullable: string }>(
        await opened.db.execute(sql`SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = ${config.name}`),
      );
      const actual = Object.fromEntries(columns.map((c) => [c.column_name, c.is_nullable === 'NO']));
      const expected = Object.fromEntries(config.columns.map((c) => [c.name, c.notNull]));
      expect(actual, config.name).toEqual(expected);
    }
  });

  it('applies each migration once, however often start-up runs them', async () => {
    await migrate(opened.db);
    await migrate(opened.db);
    const versions = rowsOf<{ version: number }>(await opened.db.execute(sql`SELECT version FROM schema_migrations`));
    expect(versions.map((v) => Number(v.version))).toEqual([1]);
  });

  it('refuses an outbox status outside pending, sent and dead', async () => {
    const row = { refId: crypto.randomUUID(), target: '/api/send', payload: {}, nextAttemptAt: new Date(), createdAt: new Date() };
    await opened.db.insert(outbox).values(row);
    await expect(opened.db.insert(outbox).values({ ...row, refId: crypto.randomUUID(), status: 'lost' as 'dead' })).rejects.toThrow();
  });
});
