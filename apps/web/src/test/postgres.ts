// A throw-away database on the real Postgres of the system tests. `npm test` starts a server and
// passes TEST_POSTGRES_URL (an admin URL to its `postgres` database); a suite that needs it fails
// at once without it rather than skipping, so a run without Postgres can never look green.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function requiredEnv(name: 'TEST_POSTGRES_URL' | 'TEST_REDIS_URL'): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: this system test needs a real server (npm test starts one; by hand: ${name}=${name === 'TEST_POSTGRES_URL' ? 'postgres://novostroy@127.0.0.1:5433/postgres' : 'redis://127.0.0.1:6380'})`,
    );
  }
  return value;
}

export interface TestDatabase {
  /** Connection URL of the new database (same server, role and options as the admin URL). */
  url: string;
  name: string;
  /** Runs one statement as the admin (on the `postgres` database), e.g. to cut connections. */
  admin(sql: string, values?: unknown[]): Promise<pg.QueryResult>;
  /** Drops the database, ending whatever is still connected to it. */
  drop(): Promise<void>;
}

/** Creates `<prefix>_<random>` on the server of TEST_POSTGRES_URL. */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const adminUrl = requiredEnv('TEST_POSTGRES_URL');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = async (sql: string, values?: unknown[]) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await client.query(sql, values);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    admin,
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
