// The servers of the scaled-out shape, from Debian's packages (installed when missing, as Chromium
// is for tests): PostgreSQL for the lead database and the CMS, Redis for web's shared cache and
// rate limits. Each runs in a folder of its own under .data, on loopback, until we stop.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { ensureDebianPackage, log, startService, step } from './orchestrator.mjs';

const POSTGRES_ROOT = '/usr/lib/postgresql';
const REDIS_SERVER = '/usr/bin/redis-server';
/** The role every database of the project belongs to (trust authentication on loopback only). */
export const POSTGRES_USER = 'novostroy';

function exec(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 60_000, ...options }, (error, stdout, stderr) => {
      if (error) reject(Object.assign(error, { stderr: String(stderr) }));
      else resolve(String(stdout));
    });
  });
}

/** The newest installed server's bin folder (Debian keeps one per major version). */
function postgresBin() {
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT)
        .filter((entry) => existsSync(path.join(POSTGRES_ROOT, entry, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length ? path.join(POSTGRES_ROOT, versions[0], 'bin') : null;
}

// Postgres refuses to run as root; as root we run it as Debian's `postgres` user.
const asRoot = () => process.getuid?.() === 0;
const asServerUser = (command, args) => (asRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]);

/**
 * Starts PostgreSQL on `port` with its cluster in `dataDir` (made on first use), creates the
 * databases named in `databases` when missing, and resolves once it accepts connections.
 * `durable: false` turns off fsync: for test runs, whose data is thrown away.
 */
export async function startPostgres({ dataDir, port, databases = [], durable = true, name = 'postgres' }) {
  await step('PostgreSQL server', () => ensureDebianPackage(POSTGRES_ROOT, 'postgresql'));
  const bin = postgresBin();
  if (!bin) throw new Error(`no PostgreSQL server under ${POSTGRES_ROOT}: install Debian's postgresql package`);
  dataDir = clusterFolder(dataDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await step(`Create the PostgreSQL cluster in ${path.relative(process.cwd(), dataDir) || dataDir}`, () =>
      exec(...asServerUser(path.join(bin, 'initdb'), ['-D', dataDir, '-U', POSTGRES_USER, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'])),
    );
  }
  const settings = ['-c', 'listen_addresses=127.0.0.1', '-c', "unix_socket_directories=", '-c', 'max_connections=200', ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'])];
  const [command, args] = asServerUser(path.join(bin, 'postgres'), ['-D', dataDir, '-p', String(port), ...settings]);
  const child = await step(`Start PostgreSQL on port ${port}`, () =>
    startService({
      name,
      command,
      args,
      env: {},
      ready: () => exec(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q']).then(() => true),
      timeoutMs: 60_000,
    }),
  );
  // SIGTERM would wait for every client to leave; SIGINT ends their sessions and stops at once.
  child.stopSignal = 'SIGINT';
  const url = (database = 'postgres') => `postgres://${POSTGRES_USER}@127.0.0.1:${port}/${database}`;
  const created = await ensureDatabases(url(), databases);
  return { child, url, port, created };
}

/** The URL of `database` on the server of `serverUrl` (same role, host, port and options). */
export function databaseUrl(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Creates each database of `databases` that is missing on the server of `adminUrl` (a URL whose
 * role may create databases; ours or one given from outside). Resolves with the names it created.
 */
export async function ensureDatabases(adminUrl, databases) {
  const bin = postgresBin();
  const psql = (sql) => exec(bin ? path.join(bin, 'psql') : 'psql', [adminUrl, '-tAc', sql]);
  const created = [];
  for (const database of databases) {
    if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`bad database name: ${database}`);
    const exists = (await psql(`SELECT 1 FROM pg_database WHERE datname = '${database}'`)).trim() === '1';
    if (!exists) {
      await psql(`CREATE DATABASE ${database}`);
      log(`  database ${database} created`);
      created.push(database);
    }
  }
  return created;
}

/**
 * Makes the cluster's folder, owned by the user the server runs as. As root, that is Debian's
 * `postgres` user, which must be able to reach the folder: when a parent folder is closed to it
 * (a checkout in root's home), the cluster lives in its home instead, one folder per checkout.
 */
function clusterFolder(dataDir) {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (!asRoot()) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    return dataDir;
  }
  let folder = dataDir;
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', 'test', '-x', path.dirname(dataDir)]);
  } catch {
    folder = path.join('/var/lib/postgresql', `novostroy-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`);
    log(`  ${path.dirname(dataDir)} is closed to the postgres user; the cluster lives in ${folder}`);
  }
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(folder, id('-u'), id('-g'));
  return folder;
}

/** Sends one Redis command in the inline protocol and resolves with the first reply line. */
function redisCommand(port, command) {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    socket.setTimeout(2000, () => socket.destroy(new Error('redis did not answer')));
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) {
        socket.end();
        resolve(reply.split('\r\n')[0]);
      }
    });
    socket.on('error', reject);
  });
}

/**
 * Starts Redis on `port` (loopback only). `persist: false` keeps everything in memory: a shared
 * cache and rate-limit counters can be rebuilt, so tests and the demo need no snapshots.
 */
export async function startRedis({ dataDir, port, persist = false, name = 'redis' }) {
  await step('Redis server', () => ensureDebianPackage(REDIS_SERVER, 'redis-server'));
  mkdirSync(dataDir, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dataDir, '--daemonize', 'no', '--appendonly', 'no', '--save', persist ? '60 1' : ''];
  const child = await step(`Start Redis on port ${port}`, () =>
    startService({
      name,
      command: REDIS_SERVER,
      args,
      env: {},
      ready: () => redisCommand(port, 'PING').then((reply) => reply === '+PONG'),
      timeoutMs: 30_000,
    }),
  );
  return { child, url: `redis://127.0.0.1:${port}`, port, command: (text) => redisCommand(port, text) };
}
