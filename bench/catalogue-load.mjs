// Load on the catalogue API of a running web server, two ways: one URL repeated (the query of
// `npm run bench`'s target (f), which after the first request measures cache hits) and a mix of
// 200 distinct canonical queries round-robin (each one searched once, then reused), so the figure
// is not only a cache-hit figure. Latency percentiles are computed from every response time, p95
// included (autocannon's own summary has p97.5 but no p95).
//
//   node bench/catalogue-load.mjs --base-url http://localhost:3303 [--connections 50] [--seconds 10]
//
// Nothing is started: point it at a server you run yourself (see docs/performance.md).
import { parseArgs } from 'node:util';
import { percentile } from './lib/stats.mjs';

const { values: args } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://localhost:3000' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string', default: 'single,mix' },
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

async function run(label, paths) {
  const { default: autocannon } = await import('autocannon');
  const base = new URL(args['base-url']);
  const times = [];
  let next = 0;
  const instance = autocannon({
    url: base.origin,
    connections: Number(args.connections),
    duration: Number(args.seconds),
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  const ms = (p) => `${percentile(times, p).toFixed(1)} ms`;
  console.log(
    `${label}: ${Math.round(result.requests.average)} req/s, p50 ${ms(50)}, p95 ${ms(95)}, p99 ${ms(99)}, ` +
      `${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors + result.timeouts} errors`,
  );
}

const only = new Set(args.only.split(','));
// The first request reads the inventory from sales-data; the runs measure searches.
await fetch(`${args['base-url']}/api/catalogue/flats?${CATALOGUE_QUERY}`);
if (only.has('single')) await run(`one URL (/api/catalogue/flats?${CATALOGUE_QUERY})`, [`/api/catalogue/flats?${CATALOGUE_QUERY}`]);
if (only.has('mix')) await run('200 distinct queries round-robin', mixedQueries().map((q) => `/api/catalogue/flats${q ? `?${q}` : ''}`));
