import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { test } from 'node:test';
import { FEEDS, elementCounter, failedFeed, feedsSection, feedVerdict, measureFeed, memoryFigures, parseProcStatus, runFeedsPart, sampleMemory, serverPid, waitUntilIdle } from './feeds.mjs';

const MB = 1024 * 1024;

test('offers are counted by their opening tag, also when a tag is split between chunks', () => {
  const xml = '<realty-feed><offer internal-id="1"><offers-note/></offer><offer\ninternal-id="2"></offer><offer>x</offer></realty-feed>';
  for (let size = 1; size <= xml.length; size += 1) {
    const counter = elementCounter('offer');
    for (let i = 0; i < xml.length; i += size) counter.push(xml.slice(i, i + size));
    assert.equal(counter.count, 3, `chunks of ${size} characters`);
  }
  const avito = elementCounter('Ad');
  avito.push('<Ads formatVersion="3"><Ad><Id>1</Id></Ad><Ad ><Id>2</Id></Ad><Address/></Ads>');
  assert.equal(avito.count, 2);
});

test('VmRSS and VmHWM are read in bytes from /proc/<pid>/status', () => {
  const status = 'Name:\tnext-server\nVmPeak:\t 999 kB\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\n';
  assert.deepEqual(parseProcStatus(status), { rss: 100 * MB, hwm: 200 * MB });
  assert.ok(Number.isNaN(parseProcStatus('Name: gone').rss));
});

test('the server of an npm-started group is its largest member', () => {
  const rss = { 10: 40 * MB, 11: 5 * MB, 12: 300 * MB };
  assert.equal(serverPid(10, (pid) => ({ rss: rss[pid] ?? Number.NaN }), [10, 11, 12]), 12);
});

test('the peak is the high-water mark when it could be reset, else the sampled peak', () => {
  const before = 200 * MB;
  assert.deepEqual(memoryFigures({ before, sampledPeak: 260 * MB, hwmAfter: 275 * MB, hwmReset: true }), { before, peak: 275 * MB, sampledPeak: 260 * MB, hwm: 275 * MB, above: 75 * MB });
  const refused = memoryFigures({ before, sampledPeak: 260 * MB, hwmAfter: 900 * MB, hwmReset: false });
  assert.equal(refused.peak, 260 * MB);
  assert.equal(refused.above, 60 * MB);
  assert.ok(Number.isNaN(refused.hwm));
});

test('the sampler keeps the highest reading and always takes one', async () => {
  const readings = [5, 9, 7, Number.NaN, 3];
  let i = 0;
  const sampler = sampleMemory(() => readings[Math.min(i++, readings.length - 1)], 1);
  // Until every reading was taken, however busy the machine (timers may come late, never early).
  while (i < readings.length) await new Promise((resolve) => setTimeout(resolve, 5));
  const { peak, samples } = sampler.stop();
  assert.equal(peak, 9);
  // The NaN reading (a process gone) is no sample.
  assert.equal(samples, i - 1);
  assert.equal(sampleMemory(() => 42, 1000).stop().peak, 42);
});

test('a feed is measured cold to its last byte, with its offers, size and a warm second request', async () => {
  let requests = 0;
  const server = createServer((req, res) => {
    requests += 1;
    const cold = requests === 1;
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.write('<realty-feed><off');
    // The cold answer ends only after a while, as a generation would.
    setTimeout(() => res.end('er internal-id="1"></offer><offer internal-id="2"></offer></realty-feed>'), cold ? 150 : 0);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address();
    const feed = { id: 'yandex', title: 'Yandex Realty', path: '/feeds/yandex.xml', element: 'offer' };
    const result = await measureFeed({ baseUrl: `http://127.0.0.1:${port}`, feed, pid: process.pid, intervalMs: 10 });
    assert.equal(result.cold.status, 200);
    assert.equal(result.cold.offers, 2);
    assert.equal(result.cold.bytes, Buffer.byteLength('<realty-feed><offer internal-id="1"></offer><offer internal-id="2"></offer></realty-feed>'));
    assert.ok(result.cold.lastByteMs >= 140, `cold ${result.cold.lastByteMs} ms`);
    assert.ok(result.cold.firstByteMs < result.cold.lastByteMs);
    assert.ok(result.warm.lastByteMs < 140, `warm ${result.warm.lastByteMs} ms`);
    assert.ok(result.memory.before > 0 && result.memory.peak >= result.memory.before * 0.9);
    assert.ok(result.memory.samples >= 2);
    assert.equal(requests, 2);
  } finally {
    server.close();
  }
});

const measured = (id, lastByteMs, aboveMb, offers, status = 200) => ({
  feed: id,
  title: { yandex: 'Yandex Realty', cian: 'CIAN', avito: 'Avito' }[id],
  path: `/feeds/${id}.xml`,
  cold: { status, firstByteMs: lastByteMs - 100, lastByteMs, bytes: offers * 1500, offers },
  warm: { status: 200, lastByteMs: 20 },
  memory: { before: 250 * MB, peak: (250 + aboveMb) * MB, above: aboveMb * MB, samples: 40, intervalMs: 25 },
});

test('the verdict holds a large feed to 5 s and 100 MB, and a failed answer is a miss', () => {
  assert.deepEqual(feedVerdict(measured('yandex', 4900, 99, 40_000)), { ok: true, misses: [] });
  const slow = feedVerdict(measured('cian', 6200, 140, 40_000));
  assert.equal(slow.ok, false);
  assert.match(slow.misses.join(' '), /cold 6\.20 s \(1\.20 s over 5\.00 s\)/);
  assert.match(slow.misses.join(' '), /peak 140\.0 MB above resident \(40\.0 MB over 100\.0 MB\)/);
  assert.match(feedVerdict(measured('avito', 100, 1, 0, 404)).misses[0], /answered 404/);
});

test('the report shows both inventories, the ratios, and names each missed goal of the large one only', () => {
  const feeds = {
    intervalMs: 25,
    runs: [
      { name: 'demo', units: 9878, onOffer: 4595, goals: false, results: [measured('yandex', 600, 20, 4000), measured('cian', 7000, 150, 4000)] },
      { name: 'synthetic', units: 100_000, onOffer: 46_568, goals: true, results: [measured('yandex', 3000, 60, 40_000), measured('cian', 8000, 60, 40_000)] },
    ],
  };
  const text = feedsSection(feeds);
  assert.match(text, /\| demo \| Yandex Realty `\/feeds\/yandex.xml` \| 200 \| 0\.60 s \|/);
  assert.match(text, /\| synthetic \| CIAN `\/feeds\/cian.xml` \| 200 \| \*\*8\.00 s\*\* \|/);
  // The demo's slow CIAN feed is shown, not held to the goal of the large inventory.
  assert.doesNotMatch(text, /\*\*7\.00 s\*\*/);
  assert.match(text, /\| Yandex Realty \| ×5\.0 \| ×10\.0 \| ×10\.0 \| ×3\.0 \|/);
  assert.match(text, /Goals missed:\n\n- synthetic, CIAN: cold 8\.00 s/);
  assert.doesNotMatch(text, /synthetic, Yandex Realty:/);
  const good = feedsSection({ ...feeds, runs: [feeds.runs[0], { ...feeds.runs[1], results: [measured('yandex', 3000, 60, 40_000)] }] });
  assert.match(good, /Every feed meets both goals for the synthetic inventory\./);
  const broken = feedsSection({ ...feeds, runs: [feeds.runs[0], { name: 'synthetic', units: 100_000, goals: true, error: 'sales-data did not start' }] });
  assert.match(broken, /- synthetic: not measured \(sales-data did not start\)\./);
});

test('the part runs each inventory on its own sales-data (warmed up when it started one) and each feed on a fresh web, stops them all, and reports a failed inventory in its row', async () => {
  const events = [];
  const measured = [];
  const result = await runFeedsPart({
    inventories: [
      { name: 'demo', units: null, goals: false },
      { name: 'synthetic', units: 100_000, goals: true },
      { name: 'broken', units: 5, goals: true },
    ],
    startSales: async (units) => {
      if (units === 5) throw new Error('sales-data exited (1) before it became healthy');
      events.push(`sales ${units}`);
      return units === null ? { url: 'http://sales-demo', publicUrl: 'http://localhost:1', child: null } : { url: 'http://sales-big', publicUrl: 'http://localhost:2', child: { pid: -2, name: 'sales-big' } };
    },
    startWeb: async ({ salesUrl, name }) => {
      events.push(`web ${name} -> ${salesUrl}`);
      return { child: { pid: process.pid, name: `web ${name}` }, baseUrl: 'http://127.0.0.1:9' };
    },
    stop: async (child) => events.push(`stop ${child.name}`),
    onOffer: async (url) => (url === 'http://sales-big' ? 46_568 : 4595),
    warmUp: async (url) => events.push(`warm ${url}`),
    settleMs: 0,
    settle: async () => 0,
    measure: async ({ feed, pid }) => {
      measured.push(`${feed.id}@${pid}`);
      return { feed: feed.id, title: feed.title, path: feed.path, cold: { status: 200, lastByteMs: 100, firstByteMs: 90, bytes: 1, offers: 1 }, warm: { lastByteMs: 1 }, memory: { before: 1, peak: 2, above: 1 } };
    },
  });
  // A fresh web per feed: each feed is measured on a web that has generated nothing yet.
  const webs = (name, sales) => FEEDS.flatMap((f) => [`web ${name}-${f.id} -> ${sales}`, `stop web ${name}-${f.id}`]);
  assert.deepEqual(events, ['sales null', ...webs('demo', 'http://sales-demo'), 'sales 100000', 'warm http://sales-big', ...webs('100000', 'http://sales-big'), 'stop sales-big']);
  assert.equal(measured.length, 2 * FEEDS.length);
  assert.deepEqual(result.runs.map((r) => [r.name, r.onOffer, r.results?.length ?? 0, r.error ?? null]), [
    ['demo', 4595, 3, null],
    ['synthetic', 46_568, 3, null],
    ['broken', Number.NaN, 0, 'sales-data exited (1) before it became healthy'],
  ]);
  assert.match(feedsSection(result), /- broken: not measured \(sales-data exited/);
});

test('a feed without an answer, or an empty one, is a named miss and the others are still measured', async () => {
  const timeout = Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
  const broken = failedFeed(FEEDS[0], timeout);
  assert.deepEqual(feedVerdict(broken), { ok: false, misses: ['no answer within the time limit'] });
  assert.deepEqual(feedVerdict(measured('cian', 1000, 10, 0)).misses, ['no offers']);
  const tried = [];
  const result = await runFeedsPart({
    inventories: [{ name: 'synthetic', units: 100_000, goals: true }],
    startSales: async () => ({ url: 'http://sales', publicUrl: 'http://localhost:2', child: null }),
    startWeb: async () => ({ child: { pid: process.pid }, baseUrl: 'http://127.0.0.1:9' }),
    stop: async () => {},
    onOffer: async () => 46_568,
    settleMs: 0,
    settle: async () => 0,
    measure: async ({ feed }) => {
      tried.push(feed.id);
      if (feed.id === 'yandex') throw timeout;
      return measured(feed.id, 3000, 50, 40_000);
    },
  });
  assert.deepEqual(tried, ['yandex', 'cian', 'avito']);
  const text = feedsSection(result);
  assert.match(text, /\| synthetic \| Yandex Realty `\/feeds\/yandex.xml` \| \*\*no answer within the time limit\*\* \|/);
  assert.match(text, /- synthetic, Yandex Realty: no answer within the time limit\./);
  assert.doesNotMatch(text, /synthetic, CIAN:/);
});

test('waitUntilIdle waits while the process uses the core, and not past its limit', async () => {
  // 40 ticks (0.4 s of CPU) per reading while busy, then none.
  let ticks = 0;
  let busyReadings = 6;
  const readTicks = () => {
    if (busyReadings > 0) {
      busyReadings -= 1;
      ticks += 40;
    }
    return ticks;
  };
  const waited = await waitUntilIdle(1, { minMs: 0, windowMs: 10, readTicks });
  assert.equal(busyReadings, 0);
  assert.ok(waited >= 30, `waited ${waited} ms`);

  let always = 0;
  const capped = await waitUntilIdle(1, { minMs: 0, maxMs: 60, windowMs: 10, readTicks: () => (always += 40) });
  assert.ok(capped >= 60 && capped < 1000, `waited ${capped} ms`);

  // An unreadable process is not waited for.
  assert.ok((await waitUntilIdle(1, { minMs: 0, windowMs: 10, readTicks: () => Number.NaN })) < 1000);
});
