// Shared machinery of `npm start` and `npm test`: timed steps, child processes that die with us,
// install/build stamps so a second run reuses the work, generated secrets, health waits.
// Node built-ins only: this runs before anything is installed.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA_DIR = path.join(ROOT, '.data');

const children = new Set();
const started = Date.now();
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
export function log(message) {
  console.log(`${paint('2', `[${seconds(Date.now() - started).padStart(7)}]`)} ${message}`);
}

/** Runs one named step, printing when it starts and how long it took. */
export async function step(name, fn) {
  log(paint('1', `▶ ${name}`));
  const t0 = Date.now();
  try {
    const result = await fn();
    log(`${paint('32', '✔')} ${name} ${paint('2', `(${seconds(Date.now() - t0)})`)}`);
    return result;
  } catch (error) {
    log(`${paint('31', '✖')} ${name} failed after ${seconds(Date.now() - t0)}: ${error.message}`);
    throw error;
  }
}

let logDirectory = null;
let logCount = 0;

/**
 * From now on, every child's whole output (stdout and stderr) is also written to its own file in
 * `dir` (`npm test`: .data/test/logs, which its secret check reads at the end). Off by default.
 */
export function keepChildLogs(dir) {
  mkdirSync(dir, { recursive: true });
  logDirectory = dir;
}

function logFileFor(command, args, prefix) {
  const label = (prefix ? prefix.replace(/[[\]]/g, '') : [path.basename(command), ...args.slice(0, 4)].join(' ')).replace(/[^a-z0-9@.:-]+/gi, '-').slice(0, 80);
  logCount += 1;
  return path.join(logDirectory, `${String(logCount).padStart(3, '0')}-${label}.log`);
}

function spawnTracked(command, args, { cwd = ROOT, env = {}, prefix, quiet = false } = {}) {
  const capture = prefix || quiet || logDirectory;
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', STRAPI_TELEMETRY_DISABLED: 'true', ...env },
    // Own process group, so stopping kills the whole tree (npm -> node -> workers).
    detached: true,
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.output = '';
  if (capture) {
    const file = logDirectory ? createWriteStream(logFileFor(command, args, prefix)) : null;
    let open = 2;
    const forward = (stream, sink) => {
      let pending = '';
      stream.on('data', (chunk) => {
        const text = chunk.toString();
        file?.write(chunk);
        child.output = (child.output + text).slice(-20000);
        if (quiet) return;
        if (!prefix) return void sink.write(chunk);
        pending += text;
        const lines = pending.split('\n');
        pending = lines.pop();
        for (const line of lines) sink.write(`${paint('36', prefix)} ${line}\n`);
      });
      stream.on('end', () => {
        open -= 1;
        if (open === 0) file?.end();
      });
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
  }
  return child;
}

/** Runs a command to completion; rejects with its exit code (and, when quiet, its last output). */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnTracked(command, args, options);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(child.output);
      else {
        if (options.quiet) process.stderr.write(child.output);
        reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
      }
    });
  });
}

/**
 * Starts a long-running service with prefixed logs and waits until its health URL answers
 * (or, for a service that speaks no HTTP, until `ready()` resolves true).
 */
export async function startService({ name, command, args, cwd, env, healthUrl, ready, timeoutMs = 180_000 }) {
  const child = spawnTracked(command, args, { cwd, env, prefix: `[${name}]` });
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = signal ?? code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`${name} exited (${exited}) before it became healthy`);
    try {
      if (ready ? await ready() : (await fetch(healthUrl, { signal: AbortSignal.timeout(2000) })).status < 500) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name} did not answer ${healthUrl ?? 'its readiness check'} within ${seconds(timeoutMs)}`);
}

/**
 * Stops one child (its whole process group) and waits for it to exit. A child may name its own
 * stop signal (`child.stopSignal`: Postgres shuts down at once on SIGINT, but on SIGTERM waits for
 * its clients).
 */
export async function stopChild(child, graceMs = 8000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, child.stopSignal ?? 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, graceMs);
  await done;
  clearTimeout(timer);
}

export async function stopAll() {
  await Promise.all([...children].map((child) => stopChild(child)));
}

let stopping = false;
/** True once Ctrl-C (or a kill) asked us to stop: children exiting then is expected. */
export const isStopping = () => stopping;

/**
 * Runs until Ctrl-C (the signal handler of stopChildrenOnExit stops everything) or until one of
 * `services` exits: then it stops the rest rather than serve half a site, and exits with 1.
 */
export async function serveUntilStopped(services) {
  await new Promise((resolve) => {
    for (const child of services) child.once('exit', resolve);
  });
  if (isStopping()) await new Promise(() => {}); // the signal handler finishes the shutdown
  log('A service stopped unexpectedly; stopping the others.');
  await stopAll();
  process.exit(1);
}

/** Ctrl-C or a kill stops every child before we exit. */
export function stopChildrenOnExit() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      log(`${signal}: stopping ${children.size} process(es)…`);
      await stopAll();
      process.exit(130);
    });
  }
  process.on('exit', () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });
}

/** A content hash of files and folders (sorted walk), skipping build output and dependencies. */
export function fingerprint(paths) {
  const hash = createHash('sha256');
  const skip = new Set(['node_modules', '.next', 'dist', 'build', '.tmp', '.strapi', 'uploads', '.cache', 'coverage']);
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stats = statSync(target);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(target).sort()) {
        if (!skip.has(entry)) visit(path.join(target, entry));
      }
    } else {
      hash.update(path.relative(ROOT, target));
      hash.update(readFileSync(target));
    }
  };
  for (const p of paths) visit(path.resolve(ROOT, p));
  return hash.digest('hex').slice(0, 16);
}

const stampFile = (name) => path.join(DATA_DIR, 'stamps', `${name}.txt`);

/** True when the inputs' fingerprint matches the last success of `name` and every output exists. */
export function isFresh(name, { inputs, outputs = [] }) {
  const file = stampFile(name);
  return existsSync(file) && readFileSync(file, 'utf8') === fingerprint(inputs) && outputs.every((o) => existsSync(path.resolve(ROOT, o)));
}

/**
 * Runs `fn` only when the fingerprint of `inputs` changed since the last success
 * (or an output is missing); records the new fingerprint afterwards.
 */
export async function cached(name, { inputs, outputs = [] }, fn) {
  if (isFresh(name, { inputs, outputs })) {
    log(`  ${name}: up to date, reused`);
    return false;
  }
  // Taken before the work: a file edited while it runs is built by the next run, not marked built.
  const print = fingerprint(inputs);
  await fn();
  const file = stampFile(name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, print);
  return true;
}

/** Secrets generated once per checkout, kept in .data/secrets.json (gitignored), never printed. */
export function loadSecrets() {
  const file = path.join(DATA_DIR, 'secrets.json');
  const key = () => randomBytes(24).toString('base64url');
  if (existsSync(file)) {
    const secrets = JSON.parse(readFileSync(file, 'utf8'));
    // A checkout made before a secret existed gets it added, the others stay as they are.
    const added = ['previewSecret', 'debugToken'].filter((name) => !secrets[name]);
    for (const name of added) secrets[name] = key();
    if (added.length > 0) writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  }
  const secrets = {
    salesDataToken: key(),
    revalidateSecret: key(),
    previewSecret: key(),
    // Opens /debug on the production server (X-Debug-Token); without it the page is a 404 there.
    debugToken: key(),
    strapi: {
      APP_KEYS: [key(), key(), key(), key()].join(','),
      API_TOKEN_SALT: key(),
      ADMIN_JWT_SECRET: key(),
      TRANSFER_TOKEN_SALT: key(),
      JWT_SECRET: key(),
      ENCRYPTION_KEY: key(),
    },
  };
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Installs the root workspaces and the CMS when their lockfiles changed or node_modules is missing. */
export async function installDependencies() {
  await installRootDependencies();
  await installCmsDependencies();
}

/** The root workspaces' dependencies (web, sales-data, contracts), when missing or out of date. */
export function installRootDependencies() {
  return step('Install dependencies (web, sales-data, contracts)', () =>
    cached(
      'install-root',
      { inputs: ['package.json', 'package-lock.json', 'apps/web/package.json', 'services/sales-data/package.json', 'packages/contracts/package.json'], outputs: ['node_modules'] },
      () => run(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error']),
    ),
  );
}

/** The CMS's dependencies, when missing or out of date. */
export function installCmsDependencies() {
  return step('Install dependencies (CMS)', () =>
    cached('install-cms', { inputs: ['cms/package.json', 'cms/package-lock.json'], outputs: ['cms/node_modules'] }, () =>
      // The CMS needs its dependencies' install scripts (SQLite's native binding). The root's
      // .npmrc turns them off for the root workspaces, and npm hands its settings on to everything
      // started under `npm start` / `npm test` (npm_config_ignore_scripts): turn them back on here.
      run(npm, ['install', '--ignore-scripts=false', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: path.join(ROOT, 'cms') }),
    ),
  );
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs a Debian package when `file` (a program it provides) is missing; root only. */
export async function ensureDebianPackage(file, packageName) {
  if (existsSync(file)) return log(`  ${file} present`);
  if (process.getuid?.() !== 0) throw new Error(`${file} is missing: install Debian's ${packageName} package (apt-get install ${packageName})`);
  await run('apt-get', ['update', '-qq'], { quiet: true });
  await run('apt-get', ['install', '-y', '-qq', packageName], { quiet: true, env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

/** End-to-end tests drive Debian's Chromium (no browser download); install it when missing. */
export async function ensureChromium() {
  await step('Chromium for browser tests', () => ensureDebianPackage(CHROMIUM, 'chromium'));
}
