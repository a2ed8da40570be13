import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Redirect } from '@/upstream/content';
import { RedirectTable, type RedirectTableOptions } from './redirect-table';

const seeded: Redirect[] = [
  { id: 1, from: '/projects/1', to: '/our-projects/zhk-akvarel', status: 301 },
  { id: 2, from: '/projects/2', to: 'https://evil.example/', status: 301 },
  { id: 3, from: '/sale', to: 'https://partner.example.ru/sale', status: 302 },
];

const tempDirs: string[] = [];
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup(overrides: Partial<RedirectTableOptions> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'novostroy-redirects-'));
  tempDirs.push(dir);
  let now = 1_000_000;
  const warnings: string[] = [];
  const load = vi.fn<() => Promise<Redirect[]>>().mockResolvedValue(seeded);
  const options: RedirectTableOptions = {
    load,
    allowedHosts: ['partner.example.ru'],
    file: path.join(dir, 'web', 'redirects.json'),
    ttlMs: 60_000,
    retryMs: 10_000,
    now: () => now,
    warn: (message) => warnings.push(message),
    ...overrides,
  };
  return { options, load, warnings, advance: (ms: number) => (now += ms), table: () => new RedirectTable(options) };
}

describe('RedirectTable', () => {
  it('answers the CMS entries, refusing and logging a target off the allow-list', async () => {
    const { table: make, warnings } = setup();
    const table = make();
    expect(await table.lookup('/projects/1')).toEqual({ location: '/our-projects/zhk-akvarel', status: 301 });
    expect(await table.lookup('/sale')).toEqual({ location: 'https://partner.example.ru/sale', status: 302 });
    expect(await table.lookup('/projects/2')).toBeUndefined();
    expect(await table.lookup('/projects/9')).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('refused CMS redirect #2 /projects/2');
  });

  it('reloads after the TTL without a restart, answering from the old table meanwhile', async () => {
    const { table: make, load, advance } = setup();
    const table = make();
    await table.lookup('/projects/1');
    load.mockResolvedValue([{ id: 1, from: '/projects/1', to: '/our-projects/zhk-novaya', status: 301 }]);
    advance(30_000);
    expect((await table.lookup('/projects/1'))?.location).toBe('/our-projects/zhk-akvarel');
    expect(load).toHaveBeenCalledTimes(1);
    advance(31_000);
    expect((await table.lookup('/projects/1'))?.location).toBe('/our-projects/zhk-akvarel'); // stale answer, refresh started
    await table.refresh();
    expect((await table.lookup('/projects/1'))?.location).toBe('/our-projects/zhk-novaya');
  });

  it('keeps the last known table while the CMS is down, and logs the outage once', async () => {
    const { table: make, load, advance, warnings } = setup({ allowedHosts: [] });
    const table = make();
    await table.lookup('/projects/1');
    load.mockRejectedValue(new Error('CMS GET /api/redirects: connect ECONNREFUSED'));
    for (let i = 0; i < 3; i += 1) {
      advance(61_000);
      await table.lookup('/x');
      await table.refresh();
    }
    expect(await table.lookup('/projects/1')).toEqual({ location: '/our-projects/zhk-akvarel', status: 301 });
    expect(warnings.filter((w) => w.includes('could not load'))).toHaveLength(1);
  });

  it('survives a restart while the CMS is down, from the file of the last table', async () => {
    const { table: make, load, options } = setup();
    await make().lookup('/projects/1');
    expect(JSON.parse(readFileSync(options.file, 'utf8'))).toEqual(seeded);

    load.mockRejectedValue(new Error('down'));
    const restarted = make();
    expect(await restarted.lookup('/projects/1')).toEqual({ location: '/our-projects/zhk-akvarel', status: 301 });
    // The file does not bypass the allow-list.
    expect(await restarted.lookup('/projects/2')).toBeUndefined();
  });

  it('with no file and the CMS down, answers nothing and asks the CMS again only after the retry time', async () => {
    const { table: make, load, advance } = setup();
    load.mockRejectedValue(new Error('down'));
    const table = make();
    expect(await table.lookup('/projects/1')).toBeUndefined();
    expect(await table.lookup('/projects/1')).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    advance(10_000);
    load.mockResolvedValue(seeded);
    await table.lookup('/projects/1');
    await table.refresh();
    expect(await table.lookup('/projects/1')).toEqual({ location: '/our-projects/zhk-akvarel', status: 301 });
  });

  it('ignores a damaged file', async () => {
    const { table: make, options, warnings } = setup();
    await make().lookup('/projects/1');
    writeFileSync(options.file, '{not json');
    expect(await make().lookup('/projects/1')).toEqual({ location: '/our-projects/zhk-akvarel', status: 301 });
    expect(warnings.some((w) => w.includes('unreadable'))).toBe(true);
  });
});
