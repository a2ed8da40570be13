// The built bundle as a real process: it starts from a folder without node_modules, serves,
// embeds its fonts, keeps leads across a restart, stops cleanly on SIGTERM, refuses a bad env.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './test-support';

const root = path.resolve(__dirname, '..');
const folder = tempDir();
const bundle = path.join(folder.dir, 'bundle', 'server.mjs');
const token = 'process-test-token-0123456789';

beforeAll(() => {
  execFileSync(process.execPath, [path.join(root, 'build.mjs'), bundle], { cwd: root, stdio: 'pipe' });
}, 60_000);
afterAll(() => folder.remove());

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  startupMs: number;
}

function start(env: Record<string, string>): Promise<Running> {
  const t0 = Date.now();
  const child = spawn(process.execPath, [bundle], { cwd: path.dirname(bundle), env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+) in/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], output: () => output, startupMs: Date.now() - t0 });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code} before listening:\n${output}`)));
  });
}

function stop(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.once('exit', (code) => resolve(code));
    running.child.kill('SIGTERM');
  });
}

describe('the built service', () => {
  const env = () => ({ SALES_DATA_PORT: '0', SALES_DATA_TOKEN: token, SALES_DATA_DIR: path.join(folder.dir, 'data'), SALES_DATA_PUBLIC_URL: 'http://media.test' });
  const auth = { Authorization: `Bearer ${token}` };

  it('inlines the fonts instead of reading node_modules', () => {
    expect(readFileSync(bundle, 'utf8')).not.toMatch(/require\.resolve\(["']dejavu-fonts-ttf/);
  });

  it('starts, serves, persists a lead across a restart and stops on SIGTERM', async () => {
    const first = await start(env());
    expect(first.startupMs).toBeLessThan(5000);
    const health = await fetch(`${first.url}/health`);
    expect(health.status).toBe(200);
    const pdf = await fetch(`${first.url}/api/pdf/11010001`, { headers: auth });
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const lead = {
      name: 'Процесс',
      phone: '+79001234567',
      form: 'callback',
      consent: { accepted: true, at: '2026-03-01T10:00:00Z', text_version: '1' },
    };
    const created = await fetch(`${first.url}/api/amo-crm/add-lead`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': 'p-1' }, body: JSON.stringify(lead) });
    expect(created.status).toBe(201);
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('stopped');

    const second = await start(env());
    const leads = (await (await fetch(`${second.url}/api/amo-crm/leads`, { headers: auth })).json()) as { data: { name: string }[] };
    expect(leads.data.map((l) => l.name)).toEqual(['Процесс']);
    const replay = await fetch(`${second.url}/api/amo-crm/add-lead`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json', 'Idempotency-Key': 'p-1' }, body: JSON.stringify(lead) });
    expect(replay.status).toBe(200);
    expect(await stop(second)).toBe(0);
  });

  it('refuses to start with a bad environment, naming every bad variable', async () => {
    const child = spawn(process.execPath, [bundle], { env: { PATH: process.env.PATH ?? '', SALES_DATA_PORT: 'x', SALES_DATA_PUBLIC_URL: 'nope' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/SALES_DATA_PORT/);
    expect(output).toMatch(/SALES_DATA_PUBLIC_URL/);
  });
});
