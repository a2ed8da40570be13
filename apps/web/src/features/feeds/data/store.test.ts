import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { avitoFormat } from '../formats/avito';
import { cianFormat } from '../formats/cian';
import { yandexFormat } from '../formats/yandex';
import { checkFeed } from '../rules';
import { FeedStore } from './store';
import { fixedSources, inventory } from './test-fixtures';

const FORMATS = [yandexFormat, cianFormat, avitoFormat];
const MINUTE = 60_000;
let dir: string;
let now: number;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'feeds-store-'));
  now = Date.parse('2026-11-25T04:00:00Z');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const store = (sources: ReturnType<typeof fixedSources>, refreshMs = 30 * MINUTE) =>
  new FeedStore({ dir, formats: FORMATS, sources, refreshMs, now: () => now, log: () => undefined });

describe('FeedStore', () => {
  it('generates on the first request, serves the same file until it is older than the refresh time, then serves it once more while the new one is written', async () => {
    const units = inventory();
    const sources = fixedSources(units);
    const feeds = store(sources);
    const first = await feeds.get('yandex');
    expect(sources.reads).toBe(1);
    expect(first?.offers).toBe(4);

    // Unit 1 is sold: the feed still shows it until the refresh time has passed.
    units.splice(0, 1);
    now += 29 * MINUTE;
    expect((await feeds.get('yandex'))?.etag).toBe(first?.etag);
    expect(sources.reads).toBe(1);
    expect(checkFeed('yandex', await readFile(first!.file, 'utf8'))).toMatchObject({ ids: [1, 2, 3, 4] });

    now += 2 * MINUTE;
    // Too old: answered at once with the file it has, while the inventory is read again.
    expect((await feeds.get('yandex'))?.etag).toBe(first?.etag);
    await feeds.idle();
    expect(sources.reads).toBe(2);
    const second = await feeds.get('yandex');
    expect(second?.etag).not.toBe(first?.etag);
    expect(checkFeed('yandex', await readFile(second!.file, 'utf8'))).toEqual({ ok: true, ids: [2, 3, 4] });
  });

  it('does not generate again within the refresh time while the clock moves during a generation', async () => {
    const sources = fixedSources(inventory());
    // Every reading of the clock is a millisecond later, as on a real server.
    const feeds = new FeedStore({ dir, formats: FORMATS, sources, refreshMs: 30 * MINUTE, now: () => (now += 1), log: () => undefined });
    const first = await feeds.get('cian');
    now += 10 * MINUTE;
    expect((await feeds.get('cian'))?.etag).toBe(first?.etag);
    await feeds.idle();
    expect(sources.reads).toBe(1);
  });

  it('generates each site\'s feed on its own, once for concurrent requests of that site', async () => {
    const sources = fixedSources(inventory(), { pageSize: 2 });
    const feeds = store(sources);
    const answers = await Promise.all([feeds.get('yandex'), feeds.get('yandex'), feeds.get('cian'), feeds.get('yandex')]);
    expect(sources.reads).toBe(2);
    expect(answers.map((feed) => feed?.site)).toEqual(['yandex', 'yandex', 'cian', 'yandex']);
    expect(answers[0]?.etag).toBe(answers[3]?.etag);
    // Avito was not asked for: nothing was written for it.
    expect(feeds.status().map(({ site, feed }) => [site, feed?.offers ?? null])).toEqual([
      ['yandex', 4],
      ['cian', 5],
      ['avito', null],
    ]);
  });

  it('keeps the previous file readable and valid while a new one is being written', async () => {
    let release: () => void = () => undefined;
    let holding = false;
    const sources = fixedSources(inventory(), {
      pageSize: 2,
      gate: () => (holding ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()),
    });
    const feeds = store(sources, MINUTE);
    const old = await feeds.get('avito');
    const before = await readFile(old!.file, 'utf8');

    holding = true;
    now += 2 * MINUTE;
    // The stale feed is the answer while the new one is written.
    expect((await feeds.get('avito'))?.etag).toBe(old?.etag);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Mid-generation: the path still holds the complete previous feed.
    const during = await readFile(old!.file, 'utf8');
    expect(during).toBe(before);
    expect(checkFeed('avito', during).ok).toBe(true);
    holding = false;
    release();
    await feeds.idle();
    const fresh = await feeds.get('avito');
    expect(fresh?.generatedAt.getTime()).toBe(now);
  });

  it('serves the previous feed when a regeneration fails, retries after the pause, and has none at all before any success', async () => {
    let down = true;
    const sources = fixedSources(inventory(), { fail: () => down });
    const feeds = store(sources, MINUTE);
    expect(await feeds.get('yandex')).toBeUndefined();
    expect(feeds.status()[0]?.lastError?.message).toMatch(/sales-data/);

    down = false;
    now += 31_000;
    const good = await feeds.get('yandex');
    expect(good?.offers).toBe(4);
    expect(feeds.status()[0]?.lastError).toBeNull();

    down = true;
    now += 2 * MINUTE;
    expect((await feeds.get('yandex'))?.etag).toBe(good?.etag);
    await feeds.idle();
    expect((await feeds.get('yandex'))?.etag).toBe(good?.etag);
    expect(feeds.status()[0]?.lastError).not.toBeNull();
  });

  it('after a restart with sales-data down, serves the files the previous process left', async () => {
    await store(fixedSources(inventory())).get('cian');
    const restarted = store(fixedSources(inventory(), { fail: () => true }));
    const feed = await restarted.get('cian');
    await restarted.idle();
    expect(restarted.status().find(({ site }) => site === 'cian')?.lastError).not.toBeNull();
    expect((await restarted.get('cian'))?.etag).toBe(feed?.etag);
    expect(feed?.offers).toBe(5);
    expect(checkFeed('cian', await readFile(feed!.file, 'utf8')).ok).toBe(true);
  });

  it('after a restart, answers at once with the file left on disk and replaces it in the background', async () => {
    await store(fixedSources(inventory())).get('yandex');
    const units = inventory();
    units.splice(0, 1);
    const sources = fixedSources(units);
    const restarted = store(sources);
    now += MINUTE;
    const left = await restarted.get('yandex');
    expect(checkFeed('yandex', await readFile(left!.file, 'utf8'))).toMatchObject({ ids: [1, 2, 3, 4] });
    await restarted.idle();
    expect(sources.reads).toBe(1);
    const renewed = await restarted.get('yandex');
    expect(renewed?.generatedAt.getTime()).toBe(now);
    expect(checkFeed('yandex', await readFile(renewed!.file, 'utf8'))).toEqual({ ok: true, ids: [2, 3, 4] });
  });
});
