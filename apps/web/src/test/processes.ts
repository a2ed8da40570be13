// Starting and stopping real servers from a test: each runs in its own process group, is ready
// when its URL answers, and is killed with its children when stopped or when the test run ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

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
