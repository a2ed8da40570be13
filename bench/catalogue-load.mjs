// Load on the catalogue API of a running web server, three ways: one URL repeated (the query of
// `npm run bench`'s target (f), which after the first request measures cache hits), a mix of 200
// distinct canonical queries round-robin (each searched once, then reused), and a new query on
// every request (every one a search: the cost without the cache). Latency percentiles are
// computed from every response time, p95 included (autocannon's own summary has p97.5, no p95).
// A 3 s warm-up on queries none of the runs uses comes first (JIT, the inventory read).
//
//   node bench/catalogue-load.mjs --base-url http://localhost:3303 [--connections 50] [--seconds 10] [--pgid <web's process group>]
//
// With --pgid, each run also reports the web server's CPU time per request (user + system of the
// whole process group, from /proc): unlike latency, it hardly moves when other work shares the
// machine, so it compares builds fairly on a busy host.
// Nothing is started: point it at a server you run yourself (see docs/performance.md).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { groupPids } from './lib/measure.mjs';
import { percentile } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://localhost:3000' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string', default: 'single,mix,distinct' },
    pgid: { type: 'string' },
  },
});

/** The query of bench/run.mjs's catalogue target. */
export const CATALOGUE_QUERY = 'rooms=1,2&price_to=9000000&sort=-area';

/** 8 room choices x 5 price caps x 5 orders: 200 distinct queries, each already in canonical form. */
export function mixedQueries() {
  const rooms = [[], ['0'], ['1'], ['2'], ['3'], ['4'], ['1', '2'], ['2', '3']];
  const priceTo = [null, 6_000_000, 8_000_000, 10_000_000, 12_000_000];
  const sorts = ['price', '-area', '-price', 'area', 'floor'];
  const queries = [];
  for (const r of rooms) {
    for (const p of priceTo) {
      for (const s of sorts) {
        const params = new URLSearchParams();
        for (const room of r) params.append('rooms', room);
        if (p !== null) params.set('price_to', String(p));
        if (s !== 'price') params.set('sort', s);
        queries.push(params.toString());
      }
    }
  }
  return queries;
}

/** A query no other request of the run asks: `price_from` counts up by one ruble per request. */
function distinctQueries(prefix, count) {
  return Array.from({ length: count }, (_, i) => `/api/catalogue/flats?price_from=${prefix + i}&sort=-price`);
}

/** CPU time of a process group so far, in ms (utime + stime of each member; 100 ticks a second). */
function groupCpuMs(pgid) {
  let ticks = 0;
  for (const pid of groupPids(pgid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10;
}

async function run(label, paths, seconds = Number(args.seconds)) {
  const { default: autocannon } = await import('autocannon');
  const base = new URL(args['base-url']);
  const times = [];
  let next = 0;
  const instance = autocannon({
    url: base.origin,
    connections: Number(args.connections),
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const cpuBefore = args.pgid ? groupCpuMs(Number(args.pgid)) : 0;
  const result = await instance;
  const cpu = args.pgid ? `, web CPU ${((groupCpuMs(Number(args.pgid)) - cpuBefore) / result.requests.total).toFixed(2)} ms/request` : '';
  const ms = (p) => `${percentile(times, p).toFixed(1)} ms`;
  console.log(
    `${label}: ${Math.round(result.requests.average)} req/s, p50 ${ms(50)}, p95 ${ms(95)}, p99 ${ms(99)}, ` +
      `${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors + result.timeouts} errors${cpu}`,
  );
}

const only = new Set(args.only.split(','));
// The first request reads the inventory from sales-data; the warm-up lets the JIT settle.
await fetch(`${args['base-url']}/api/catalogue/flats?${CATALOGUE_QUERY}`);
await run('warm-up (not a result)', distinctQueries(1_000_000, 100_000), 3);
if (only.has('single')) await run(`one URL (/api/catalogue/flats?${CATALOGUE_QUERY})`, [`/api/catalogue/flats?${CATALOGUE_QUERY}`]);
if (only.has('mix')) await run('200 distinct queries round-robin', mixedQueries().map((q) => `/api/catalogue/flats${q ? `?${q}` : ''}`));
if (only.has('distinct')) await run('a new query on every request (no cache hit)', distinctQueries(2_000_000, 1_000_000));
