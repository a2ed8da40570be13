// Global set-up of the HTTP fuzz suite (vitest.fuzz.config.ts): starts its own production web
// server (`next start` on the current build) against the CMS and sales-data named by CMS_URL,
// CMS_API_TOKEN_FILE, SALES_DATA_URL and SALES_DATA_TOKEN (`npm test` passes its test stack's), and
// writes everything that server prints to one log file, which the tests read for unhandled
// rejections and uncaught errors. Its own server rather than the test stack's: the log is complete
// from the first byte, the lead rate limit is lifted (so fuzzed leads reach validation and storage
// instead of a 429), and its lead database and rate-limit buckets are thrown away afterwards, so the
// end-to-end run that follows starts from the same state as without the fuzz.
// FUZZ_BASE_URL (with FUZZ_SERVER_LOG, the server's output) fuzzes an already running server instead.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzBaseUrl: string;
    fuzzServerLog: string;
    fuzzRevalidateSecret: string;
  }
}

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const NEXT_BIN = path.resolve(WEB_DIR, '..', '..', 'node_modules', 'next', 'dist', 'bin', 'next');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the fuzz web server exited (${child.exitCode ?? child.signalCode}) before it answered`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the fuzz web server did not answer ${url} within ${timeoutMs / 1000} s`);
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the fuzz suite starts its own web server against a running CMS and sales-data (npm test sets it)`);
  return value;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.FUZZ_BASE_URL;
  if (external) {
    const log = process.env.FUZZ_SERVER_LOG;
    if (!log || !existsSync(log)) throw new Error('FUZZ_BASE_URL names a running server: set FUZZ_SERVER_LOG to the file its output goes to, the suite reads it for unhandled errors');
    project.provide('fuzzBaseUrl', external.replace(/\/$/, ''));
    project.provide('fuzzServerLog', log);
    project.provide('fuzzRevalidateSecret', process.env.REVALIDATE_SECRET ?? '');
    return async () => {};
  }
  if (!existsSync(path.join(WEB_DIR, '.next', 'BUILD_ID'))) throw new Error('no web build: run `npm run build -w @novostroy/web` first');
  const port = Number(process.env.FUZZ_WEB_PORT ?? (await freePort()));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'novostroy-fuzz-web-'));
  const logFile = process.env.FUZZ_SERVER_LOG ?? path.join(dataDir, 'server.log');
  mkdirSync(path.dirname(logFile), { recursive: true });
  const revalidateSecret = randomBytes(24).toString('base64url');
  const env: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(process.env)) if (!/^(VITEST|FUZZ_)/.test(name)) env[name] = value;
  Object.assign(env, {
    CMS_URL: required('CMS_URL'),
    CMS_API_TOKEN_FILE: required('CMS_API_TOKEN_FILE'),
    SALES_DATA_URL: required('SALES_DATA_URL'),
    SALES_DATA_TOKEN: required('SALES_DATA_TOKEN'),
    SITE_URL: `http://localhost:${port}`,
    PORT: String(port),
    DATA_DIR: dataDir,
    // The embedded lead database in DATA_DIR, never a Postgres named in the shell.
    DATABASE_URL: '',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_MANUAL_SIG_HANDLE: 'true',
    REVALIDATE_SECRET: revalidateSecret,
    LEAD_RATE_LIMIT: '1000000',
    // Fuzzed leads that pass validation are forwarded to sales-data like any other: slowly.
    OUTBOX_RATE_PER_SECOND: '1',
  });
  const out = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port)], { cwd: WEB_DIR, env: env as NodeJS.ProcessEnv, stdio: ['ignore', out, out], detached: true });
  closeSync(out);
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitHealthy(`${baseUrl}/api/health`, child, 60_000);
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
    throw error;
  }
  project.provide('fuzzBaseUrl', baseUrl);
  project.provide('fuzzServerLog', logFile);
  project.provide('fuzzRevalidateSecret', revalidateSecret);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 8000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
}
