// The feeds part of `npm run bench`: each classified-ads feed of web (Yandex Realty, CIAN, Avito)
// requested cold, from a fresh web, so the request waits for the generation (web pages through
// sales-data's units on offer and writes the feeds under DATA_DIR), measured for the demo inventory and for a
// synthetic one (sales-data's SALES_DATA_SYNTHETIC_UNITS). Per feed: the time to the last byte of
// the cold request, the time of a second (warm) request, the feed's size and offers, and the web
// server's memory: its resident size before, and its peak during the generation, from VmRSS
// sampled every few tens of milliseconds and from the kernel's own high-water mark (VmHWM, reset
// just before the request through /proc/<pid>/clear_refs), whichever is higher.
// No dependencies beyond Node, so the unit tests (feeds.test.mjs) need nothing installed.
import { readFileSync, writeFileSync } from 'node:fs';
import { groupPids } from './measure.mjs';
import { ratio } from './stats.mjs';

/** The feeds and the element each offer is: YRL `<offer>`, CIAN `<object>`, Avito `<Ad>`. */
export const FEEDS = [
  { id: 'yandex', title: 'Yandex Realty', path: '/feeds/yandex.xml', element: 'offer' },
  { id: 'cian', title: 'CIAN', path: '/feeds/cian.xml', element: 'object' },
  { id: 'avito', title: 'Avito', path: '/feeds/avito.xml', element: 'Ad' },
];

/** The issue's goals, per feed, for the synthetic 100,000-unit inventory. */
export const FEED_GOALS = { ms: 5000, peakBytes: 100 * 1024 * 1024 };

/**
 * Counts the opening tags `<name` (followed by a space, `>` or `/`) in text that arrives in
 * chunks, a tag possibly split between two of them. `<names>` or `</name>` do not count.
 */
export function elementCounter(name) {
  const pattern = new RegExp(`<${name}[\\s>/]`, 'g');
  // Enough of the previous chunk's end to hold a split `<name` + its next character, too short to
  // hold a whole match (so none is counted twice).
  const keep = name.length + 1;
  let tail = '';
  let count = 0;
  return {
    push(text) {
      const joined = tail + text;
      count += joined.match(pattern)?.length ?? 0;
      tail = joined.slice(-keep);
    },
    get count() {
      return count;
    },
  };
}

/** VmRSS and VmHWM of a /proc/<pid>/status text, in bytes (NaN when missing). */
export function parseProcStatus(text) {
  const field = (name) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text);
    return match ? Number(match[1]) * 1024 : Number.NaN;
  };
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

export function readProcStatus(pid) {
  try {
    return parseProcStatus(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return { rss: Number.NaN, hwm: Number.NaN };
  }
}

/**
 * The web server of a process group started through npm: the member with the largest resident
 * size (npm and its shell are small; next-server holds the pages and caches).
 */
export function serverPid(pgid, read = readProcStatus, pids = groupPids(pgid)) {
  let best = { pid: pgid, rss: -1 };
  for (const pid of pids) {
    const { rss } = read(pid);
    if (rss > best.rss) best = { pid, rss };
  }
  return best.pid;
}

/** User and system CPU time of a process so far, in clock ticks, from /proc/<pid>/stat (NaN when unreadable). */
export function readCpuTicks(pid) {
  try {
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return Number.NaN;
  }
}

/**
 * Waits until the process is idle: less than `busyShare` of a core over one `windowMs`, at least
 * `minMs` after the call and at most `maxMs`. A web with a new data folder builds its lead database
 * (PGlite) for some seconds after it answers; a feed request measured meanwhile shares the core
 * with that. Resolves to how long it waited, in ms.
 */
export async function waitUntilIdle(pid, { minMs = 1000, maxMs = 20_000, windowMs = 500, busyShare = 0.05, ticksPerSecond = 100, readTicks = readCpuTicks } = {}) {
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, minMs));
  for (;;) {
    const before = readTicks(pid);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const used = ((readTicks(pid) - before) / ticksPerSecond) * 1000;
    // An unreadable process (NaN) is not waited for.
    if (!(used >= busyShare * windowMs) || performance.now() - started >= maxMs) return performance.now() - started;
  }
}

/** Resets the process's VmHWM to its current VmRSS (Linux ≥ 4.0, own processes); false if refused. */
export function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Samples `read()` (bytes) every `intervalMs` until stop(): the peak and how many samples. The
 * first sample is taken at once, so a short run still has one.
 */
export function sampleMemory(read, intervalMs) {
  let peak = Number.NaN;
  let samples = 0;
  const take = () => {
    const value = read();
    if (Number.isFinite(value)) {
      peak = Number.isFinite(peak) ? Math.max(peak, value) : value;
      samples += 1;
    }
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peak, samples };
    },
  };
}

/**
 * The memory figures of one request: resident before, the peak during (the higher of the sampled
 * VmRSS peak and the VmHWM after a reset; the high-water mark alone when it could be reset, as it
 * sees between samples) and the growth above the resident size before.
 */
export function memoryFigures({ before, sampledPeak, hwmAfter, hwmReset }) {
  const peak = hwmReset && Number.isFinite(hwmAfter) ? Math.max(hwmAfter, Number.isFinite(sampledPeak) ? sampledPeak : 0) : sampledPeak;
  return { before, peak, sampledPeak, hwm: hwmReset ? hwmAfter : Number.NaN, above: peak - before };
}

/** Reads a response body as it arrives: bytes, offers (opening tags of `element`), time of the last byte. */
async function drain(response, element, t0) {
  const counter = element ? elementCounter(element) : null;
  const decoder = new TextDecoder();
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (counter) counter.push(decoder.decode(chunk, { stream: true }));
  }
  if (counter) counter.push(decoder.decode());
  return { bytes, offers: counter ? counter.count : Number.NaN, lastByteMs: performance.now() - t0 };
}

/**
 * One feed requested cold (the server must not have it yet) and then warm, with the memory of the
 * server process `pid` around the cold request.
 */
export async function measureFeed({ baseUrl, feed, pid, intervalMs = 25, timeoutMs = 120_000 }) {
  const before = readProcStatus(pid).rss;
  const hwmReset = resetPeak(pid);
  const sampler = sampleMemory(() => readProcStatus(pid).rss, intervalMs);
  const t0 = performance.now();
  let cold;
  let sampled;
  try {
    const response = await fetch(`${baseUrl}${feed.path}`, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(timeoutMs) });
    const firstByteMs = performance.now() - t0;
    cold = { status: response.status, contentType: response.headers.get('content-type') ?? '', firstByteMs, ...(await drain(response, feed.element, t0)) };
  } finally {
    sampled = sampler.stop();
  }
  const memory = memoryFigures({ before, sampledPeak: sampled.peak, hwmAfter: readProcStatus(pid).hwm, hwmReset });
  const t1 = performance.now();
  const again = await fetch(`${baseUrl}${feed.path}`, { headers: { 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(timeoutMs) });
  const warm = { status: again.status, ...(await drain(again, null, t1)) };
  return { feed: feed.id, title: feed.title, path: feed.path, cold, warm, memory: { ...memory, samples: sampled.samples, intervalMs } };
}

const mb = (v) => (Number.isFinite(v) ? `${(v / 1024 / 1024).toFixed(1)} MB` : 'n/a');
const size = (v) => (Number.isFinite(v) && v < 1024 * 1024 ? `${(v / 1024).toFixed(1)} KB` : mb(v));
const sec = (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : 'n/a');
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');
const int = (v) => (Number.isFinite(v) ? v.toLocaleString('en-US') : 'n/a');
const times = (v) => (Number.isFinite(v) ? `×${v.toFixed(1)}` : 'n/a');

/** Whether one measured feed meets the goals: an answer 200, time to the last byte and memory growth within them. */
export function feedVerdict(result, goals = FEED_GOALS) {
  const misses = [];
  if (result.error) return { ok: false, misses: [result.error] };
  if (result.cold.status !== 200) misses.push(`answered ${result.cold.status}`);
  // An empty feed is no measurement of a generation (e.g. the CMS gives no listing ids).
  if (result.cold.offers === 0) misses.push('no offers');
  if (!(result.cold.lastByteMs <= goals.ms)) misses.push(`cold ${sec(result.cold.lastByteMs)} (${sec(result.cold.lastByteMs - goals.ms)} over ${sec(goals.ms)})`);
  if (!(result.memory.above <= goals.peakBytes)) misses.push(`peak ${mb(result.memory.above)} above resident (${mb(result.memory.above - goals.peakBytes)} over ${mb(goals.peakBytes)})`);
  return { ok: misses.length === 0, misses };
}

/**
 * The report's section: one table row per inventory and feed, the ratios of the large inventory
 * to the demo, and the verdict against the goals (which apply to the large inventory).
 * `feeds`: { runs: [{ name, units, onOffer, goals: boolean, results: [measureFeed results] }], intervalMs }.
 */
export function feedsSection(feeds, goals = FEED_GOALS) {
  const lines = [
    '### Feeds (cold generation, per feed)',
    '',
    `Each feed requested once with nothing generated yet (a fresh web with an empty DATA_DIR per feed and inventory: web generates a site's feed when it is first asked for, so the cold time is that feed's generation), then again (served from the file). Memory is the web server's (next-server): resident before the request, and its peak during it, from VmRSS sampled every ${feeds.intervalMs ?? 25} ms and the kernel's high-water mark (VmHWM, reset before the request). Goals for the ${int(feeds.runs.find((r) => r.goals)?.units)}-unit inventory: ≤ ${sec(goals.ms)} to the last byte and ≤ ${mb(goals.peakBytes)} above the resident size, per feed.`,
    '',
    '| inventory | feed | status | cold, last byte | first byte | warm | size | offers | units on offer | resident before | peak during | above before |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const run of feeds.runs) {
    if (run.error) {
      lines.push(`| ${run.name} | all | n/a | | | | | | ${int(run.onOffer)} | | | ${run.error} |`);
      continue;
    }
    for (const r of run.results) {
      const verdict = run.goals ? feedVerdict(r, goals) : { ok: true };
      const bold = (text, missed) => (missed ? `**${text}**` : text);
      if (r.error) {
        lines.push(`| ${run.name} | ${r.title} \`${r.path}\` | **${r.error}** | | | | | | ${int(run.onOffer)} | | | |`);
        continue;
      }
      lines.push(
        `| ${run.name} | ${r.title} \`${r.path}\` | ${r.cold.status} | ${bold(sec(r.cold.lastByteMs), run.goals && !(r.cold.lastByteMs <= goals.ms))} | ${ms(r.cold.firstByteMs)} | ${ms(r.warm.lastByteMs)} | ${size(r.cold.bytes)} | ${int(r.cold.offers)} | ${int(run.onOffer)} | ${mb(r.memory.before)} | ${mb(r.memory.peak)} | ${bold(mb(r.memory.above), run.goals && !verdict.ok && !(r.memory.above <= goals.peakBytes))} |`,
      );
    }
  }
  const base = feeds.runs.find((r) => !r.goals && !r.error);
  const large = feeds.runs.find((r) => r.goals && !r.error);
  const misses = [];
  if (base && large) {
    lines.push('', `| feed | cold time ${large.name} / ${base.name} | size | offers | memory above before |`, '| --- | --- | --- | --- | --- |');
    for (const r of large.results) {
      const b = base.results.find((x) => x.feed === r.feed);
      if (!b) continue;
      lines.push(`| ${r.title} | ${times(ratio(r.cold.lastByteMs, b.cold.lastByteMs))} | ${times(ratio(r.cold.bytes, b.cold.bytes))} | ${times(ratio(r.cold.offers, b.cold.offers))} | ${times(ratio(r.memory.above, b.memory.above))} |`);
    }
  }
  for (const run of feeds.runs.filter((r) => r.goals)) {
    if (run.error) misses.push(`${run.name}: not measured (${run.error}).`);
    for (const r of run.results ?? []) {
      const verdict = feedVerdict(r, goals);
      if (!verdict.ok) misses.push(`${run.name}, ${r.title}: ${verdict.misses.join(', ')}.`);
    }
  }
  lines.push('', misses.length === 0 ? `Every feed meets both goals for the ${large ? large.name : 'large'} inventory.` : `Goals missed:\n\n${misses.map((m) => `- ${m}`).join('\n')}`);
  return lines.join('\n');
}

/** A feed whose request failed (no answer within the time limit, a refused connection): a row that says so. */
export function failedFeed(feed, error) {
  const message = error?.name === 'TimeoutError' ? 'no answer within the time limit' : (error?.message ?? String(error));
  return {
    feed: feed.id,
    title: feed.title,
    path: feed.path,
    error: message,
    cold: { status: 'none', firstByteMs: Number.NaN, lastByteMs: Number.NaN, bytes: Number.NaN, offers: Number.NaN },
    warm: { lastByteMs: Number.NaN },
    memory: { before: Number.NaN, peak: Number.NaN, above: Number.NaN },
  };
}

/**
 * The part: per inventory (the demo, then the large one) a sales-data with it, and per feed a
 * fresh web pointed at it (an empty DATA_DIR: the feed's first request waits for its generation), that feed measured cold then warm; all stopped after. The stack is injected
 * (bench/run.mjs passes its own start and stop functions):
 * - startSales(units): { url, publicUrl, child } (units null: the bench's running sales-data, child null),
 * - startWeb({ salesUrl, salesPublicUrl, name }): { child, baseUrl }, web with an empty DATA_DIR,
 * - stop(child), onOffer(salesUrl): the units on offer, log(text),
 * - warmUp(salesUrl): makes a sales-data it started serve as a running one does (its code warmed
 *   up) before the first feed is measured; not called for the bench's own, running sales-data.
 * Each web is measured once it is idle (waitUntilIdle: at least settleMs after it answers).
 * A failure of one inventory is reported in its row; the other still runs.
 */
export async function runFeedsPart({ inventories, feeds = FEEDS, startSales, startWeb, stop, onOffer, warmUp = async () => {}, log = () => {}, intervalMs = 25, settleMs = 1000, settle = (pid, minMs) => waitUntilIdle(pid, { minMs }), measure = measureFeed }) {
  const runs = [];
  for (const inventory of inventories) {
    const run = { name: inventory.name, units: inventory.units ?? Number.NaN, goals: inventory.goals, onOffer: Number.NaN };
    runs.push(run);
    let sales = null;
    try {
      sales = await startSales(inventory.units ?? null);
      run.onOffer = await onOffer(sales.url);
      if (sales.child) {
        const started = performance.now();
        await warmUp(sales.url);
        log(`  ${inventory.name}: sales-data warmed up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }
      run.results = [];
      for (const feed of feeds) {
        const web = await startWeb({ salesUrl: sales.url, salesPublicUrl: sales.publicUrl, name: `${inventory.units ?? 'demo'}-${feed.id}` });
        try {
          // Let start-up work settle before the baseline.
          await fetch(`${web.baseUrl}/api/health`).catch(() => {});
          const pid = serverPid(web.child.pid);
          await settle(pid, settleMs);
          const result = await measure({ baseUrl: web.baseUrl, feed, pid, intervalMs }).catch((error) => failedFeed(feed, error));
          if (result.error) {
            log(`  ${inventory.name}, ${feed.path}: ${result.error}`);
            run.results.push(result);
            continue;
          }
          log(`  ${inventory.name}, ${feed.path}: ${result.cold.status}, ${(result.cold.lastByteMs / 1000).toFixed(2)} s, ${(result.cold.bytes / 1048576).toFixed(1)} MB, ${result.cold.offers} offers, +${(result.memory.above / 1048576).toFixed(1)} MB above ${(result.memory.before / 1048576).toFixed(0)} MB`);
          run.results.push(result);
        } finally {
          await stop(web.child);
        }
      }
    } catch (error) {
      run.error = error.message;
      log(`  feeds, ${inventory.name}: ${error.message}`);
    } finally {
      if (sales?.child) await stop(sales.child);
    }
  }
  return { intervalMs, runs };
}
