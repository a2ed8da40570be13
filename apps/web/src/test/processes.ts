// Starting and stopping real servers from a test: each runs in its own process group, is ready
// when its URL answers, and is killed with its children when stopped or when the test run ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROOT = path.resolve(WEB_DIR, '..', '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningProcess {
  readonly child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Sends `signal` to the whole group and waits for the exit (SIGKILL after `graceMs`). */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | null>;
}

const running = new Set<RunningProcess>();
process.once('exit', () => {
  for (const proc of running) if (proc.child.pid) try { process.kill(-proc.child.pid, 'SIGKILL'); } catch { /* gone already */ }
});

export async function startProcess(options: {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  readyUrl: string;
  timeoutMs?: number;
}): Promise<RunningProcess> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));

  const proc: RunningProcess = {
    child,
    output: () => output,
    async stop(signal = 'SIGTERM', graceMs = 15_000) {
      if (!done && child.pid) {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // already gone
        }
        const timer = setTimeout(() => {
          try {
            if (child.pid) process.kill(-child.pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }, graceMs);
        await exited;
        clearTimeout(timer);
      }
      running.delete(proc);
      return exited;
    },
  };
  running.add(proc);

  const until = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (done) throw new Error(`${options.command} ${options.args.join(' ')} exited before it was ready:\n${output}`);
    try {
      const response = await fetch(options.readyUrl, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return proc;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      await proc.stop('SIGKILL');
      throw new Error(`${options.readyUrl} did not answer within ${options.timeoutMs ?? 60_000} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The built web server as `npm start` runs it (Next behind apps/web/server.mjs, the request edge),
 * on `port`; on 127.0.0.1 only unless `hostname` says otherwise (`null`: every address).
 */
export function webServerCommand(port: number, hostname: string | null = '127.0.0.1'): { command: string; args: string[]; cwd: string } {
  const args = [path.join(WEB_DIR, 'server.mjs'), '--port', String(port), ...(hostname ? ['--hostname', hostname] : [])];
  return { command: process.execPath, args, cwd: WEB_DIR };
}

/** Starts the built web server (production mode) with `env`; ready when `readyPath` answers. */
export function startWebServer(
  port: number,
  env: Record<string, string>,
  options: { readyPath?: string; timeoutMs?: number } = {},
): Promise<RunningProcess> {
  return startProcess({
    ...webServerCommand(port),
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    readyUrl: `http://127.0.0.1:${port}${options.readyPath ?? '/api/health'}`,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}

/** Starts the built sales-data service on 127.0.0.1:`port` with `env` (its data folder, token, amoCRM…). */
export function startSalesDataServer(port: number, env: Record<string, string>): Promise<RunningProcess> {
  return startProcess({
    command: process.execPath,
    args: [path.join(ROOT, 'services/sales-data/dist/server.mjs')],
    cwd: ROOT,
    env: { SALES_DATA_PORT: String(port), SALES_DATA_HOST: '127.0.0.1', ...env },
    readyUrl: `http://127.0.0.1:${port}/api/project`,
  });
}

/**
 * Reads until `done` holds or `timeoutMs` has passed, every 250 ms, and returns the last value
 * read: the test asserts on it, so a timeout fails with what was last seen.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
