// The built bundle as a real process: it starts from a folder without node_modules, serves,
// embeds its fonts, keeps leads across a restart, stops cleanly on SIGTERM, refuses a bad env,
// and forwards leads to a (fake) amoCRM, resuming after a stop that cut a request off.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startFakeAmoCrm } from './crm/fake-amocrm';
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

describe('the built service with amoCRM forwarding', () => {
  it('forwards a lead, stops on SIGTERM within the grace period while a call hangs, and resumes it', async () => {
    const fake = await startFakeAmoCrm();
    try {
      const env = {
        SALES_DATA_PORT: '0',
        SALES_DATA_TOKEN: token,
        SALES_DATA_DIR: path.join(folder.dir, 'forwarding'),
        AMOCRM_BASE_URL: fake.url,
        AMOCRM_ACCESS_TOKEN: fake.token,
        AMOCRM_BACKOFF_BASE_MS: '10',
        AMOCRM_BACKOFF_CAP_MS: '50',
      };
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const lead = (name: string) => JSON.stringify({ name, phone: '+79001234567', form: 'callback', consent: { accepted: true, at: '2026-03-01T10:00:00Z', text_version: '1' } });

      const first = await start(env);
      expect(first.output()).toContain(`leads forwarded to amoCRM at ${fake.url}`);
      expect((await fetch(`${first.url}/api/amo-crm/add-lead`, { method: 'POST', headers, body: lead('Первый') })).status).toBe(201);
      await eventually(() => fake.calls('notes').length === 1, 'the first lead and its note');
      fake.hangNext(1, 'complex');
      expect((await fetch(`${first.url}/api/amo-crm/add-lead`, { method: 'POST', headers, body: lead('Второй') })).status).toBe(201);
      await eventually(() => fake.calls('complex').length === 2, 'the hanging call');
      const t0 = Date.now();
      expect(await stop(first)).toBe(0);
      expect(Date.now() - t0).toBeLessThan(7000);
      expect(first.output()).toContain('1 lead(s) unfinished');
      expect(first.output()).not.toContain(fake.token);

      const second = await start(env);
      await eventually(() => fake.created.length === 2, 'the resumed lead');
      // The note goes out after "sent" is recorded.
      await eventually(() => fake.calls('notes').length === 2, 'the resumed note');
      const list = (await (await fetch(`${second.url}/api/amo-crm/leads`, { headers })).json()) as { data: { name: string; crm: { status: string } }[] };
      expect(list.data.map((l) => l.name)).toEqual(['Второй', 'Первый']);
      expect(list.data.map((l) => l.crm.status)).toEqual(['sent', 'sent']);
      expect(await stop(second)).toBe(0);
    } finally {
      await fake.close();
    }
  });
});
