// Global set-up of the HTTP fuzz suite (vitest.fuzz.config.ts): starts its own production web
// servers (the current build as `npm start` runs it, Next behind server.mjs) against the CMS and
// sales-data named by CMS_URL, CMS_API_TOKEN_FILE, SALES_DATA_URL and SALES_DATA_TOKEN (`npm test`
// passes its test stack's), and writes everything they print to one log file, which the tests read
// for unhandled rejections and uncaught errors. Its own servers rather than the test stack's: the log
// is complete from the first byte; the lead rate limit is lifted (so fuzzed leads reach validation
// and storage instead of a 429) and a page's CMS budget widened (see below); and their lead
// databases and rate-limit buckets are thrown away afterwards, so the end-to-end run that follows
// starts from the same state as without the fuzz.
// FUZZ_BASE_URL (with FUZZ_SERVER_LOG, the server's output) fuzzes an already running server instead.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort, webServerCommand } from '../processes';

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzBaseUrls: string[];
    fuzzServerLog: string;
    fuzzRevalidateSecret: string;
  }
}

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

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

/** CPU seconds (user + system) used so far by the processes of one process group, from /proc. */
function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name (which may hold spaces) start at the closing parenthesis.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
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
    project.provide('fuzzBaseUrls', [external.replace(/\/$/, '')]);
    project.provide('fuzzServerLog', log);
    project.provide('fuzzRevalidateSecret', process.env.REVALIDATE_SECRET ?? '');
    return async () => {};
  }
  if (!existsSync(path.join(WEB_DIR, '.next', 'BUILD_ID'))) throw new Error('no web build: run `npm run build -w @novostroy/web` first');
  // One Next server renders on one core: FUZZ_SERVERS instances (default 2, the machine's cores)
  // share the requests. They write one log, and share SITE_URL so the same-origin check of the
  // lead routes accepts the same Origin on each.
  const count = Math.max(1, Number(process.env.FUZZ_SERVERS ?? 2));
  const firstPort = process.env.FUZZ_WEB_PORT ? Number(process.env.FUZZ_WEB_PORT) : null;
  const ports: number[] = [];
  for (let i = 0; i < count; i += 1) ports.push(firstPort ? firstPort + i : await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'novostroy-fuzz-web-'));
  const logFile = process.env.FUZZ_SERVER_LOG ?? path.join(dataDir, 'server.log');
  mkdirSync(path.dirname(logFile), { recursive: true });
  const revalidateSecret = randomBytes(24).toString('base64url');
  const baseUrls = ports.map((port) => `http://localhost:${port}`);
  const common: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(process.env)) if (!/^(VITEST|FUZZ_)/.test(name)) common[name] = value;
  Object.assign(common, {
    CMS_URL: required('CMS_URL'),
    CMS_API_TOKEN_FILE: required('CMS_API_TOKEN_FILE'),
    SALES_DATA_URL: required('SALES_DATA_URL'),
    SALES_DATA_TOKEN: required('SALES_DATA_TOKEN'),
    SITE_URL: baseUrls[0],
    // The embedded lead database in DATA_DIR, never a Postgres named in the shell.
    DATABASE_URL: '',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_MANUAL_SIG_HANDLE: 'true',
    REVALIDATE_SECRET: revalidateSecret,
    LEAD_RATE_LIMIT: '1000000',
    // The fuzz keeps both cores busy, with the CMS on the same machine, and its valid revalidation
    // events empty the data cache: a CMS read then waits for its turn, past the 2 s a page grants it
    // by default, and the page answers the designed 503. What the fuzz checks is the input, so the
    // page may wait as long as one upstream call may (UPSTREAM_TIMEOUT_MS); the budget itself is the
    // fault matrix's (a hanging CMS: the Russian 503 within 3 s).
    PAGE_UPSTREAM_BUDGET_MS: '5000',
    // Fuzzed leads that pass validation are forwarded to sales-data like any other: slowly.
    OUTBOX_RATE_PER_SECOND: '1',
  });
  const children: ChildProcess[] = ports.map((port, i) => {
    const instanceDir = path.join(dataDir, `web-${i}`);
    mkdirSync(instanceDir);
    const out = openSync(logFile, 'a');
    const { command, args, cwd } = webServerCommand(port, null);
    const child = spawn(command, args, {
      cwd,
      env: { ...common, PORT: String(port), DATA_DIR: instanceDir } as unknown as NodeJS.ProcessEnv,
      stdio: ['ignore', out, out],
      detached: true,
    });
    closeSync(out);
    return child;
  });
  const stop = async (signal: NodeJS.Signals) => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, signal);
        const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 8000);
        await exited;
        clearTimeout(timer);
      }),
    );
  };
  try {
    await Promise.all(children.map((child, i) => waitHealthy(`${baseUrls[i]}/api/health`, child, 90_000)));
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  project.provide('fuzzBaseUrls', baseUrls);
  project.provide('fuzzServerLog', logFile);
  project.provide('fuzzRevalidateSecret', revalidateSecret);
  const startedAt = Date.now();
  return async () => {
    // What the fuzz cost the servers, for the suite's time budget (docs/security.md).
    const cpu = children.reduce((sum, child) => sum + (child.pid ? groupCpuSeconds(child.pid) : 0), 0);
    console.log(`fuzz web servers (${count}): ${cpu.toFixed(1)} s of CPU in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    await stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
}
