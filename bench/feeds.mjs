// The feeds part of `npm run bench` against a web server you run yourself: each feed requested
// cold (start the server with an empty DATA_DIR, so nothing is generated yet), then warm, with the
// server's memory around the cold request (bench/lib/feeds.mjs). Prints the report's table.
//
//   node bench/feeds.mjs --base-url http://127.0.0.1:3207 --pid <web's pid or process group> \
//     [--name "synthetic 100,000 units"] [--goals] [--on-offer 46568] [--feeds yandex,cian,avito] \
//     [--path /some/other/route[:element]]...
//
// --pid may be the process group of `npm run start` (its largest member, next-server, is
// measured) or next-server's own pid. --path measures other routes the same way (a stand-in while
// a feed does not exist yet; `:element` names the tag counted as offers). --goals holds the run
// to the feed goals (5 s, 100 MB) as the large inventory of `npm run bench` is.
import { parseArgs } from 'node:util';
import { FEEDS, feedsSection, measureFeed, serverPid } from './lib/feeds.mjs';

const { values: args } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:3000' },
    pid: { type: 'string' },
    name: { type: 'string', default: 'this server' },
    goals: { type: 'boolean', default: false },
    'on-offer': { type: 'string' },
    feeds: { type: 'string', default: FEEDS.map((f) => f.id).join(',') },
    path: { type: 'string', multiple: true, default: [] },
    'interval-ms': { type: 'string', default: '25' },
  },
});

if (!args.pid) {
  console.error('--pid is required: the web server process (or its npm process group) whose memory is measured');
  process.exit(2);
}
const pid = serverPid(Number(args.pid));
const intervalMs = Number(args['interval-ms']);
const chosen = args.path.length > 0 ? [] : args.feeds.split(',').map((id) => {
  const feed = FEEDS.find((f) => f.id === id.trim());
  if (!feed) throw new Error(`unknown feed ${id}; known: ${FEEDS.map((f) => f.id).join(', ')}`);
  return feed;
});
for (const spec of args.path) {
  const [path, element] = spec.split(':');
  chosen.push({ id: path, title: 'stand-in', path, element: element || null });
}

const results = [];
for (const feed of chosen) {
  const result = await measureFeed({ baseUrl: args['base-url'].replace(/\/+$/, ''), feed, pid, intervalMs });
  console.error(
    `${feed.path}: ${result.cold.status}, cold ${Math.round(result.cold.lastByteMs)} ms, warm ${Math.round(result.warm.lastByteMs)} ms, ` +
      `${(result.cold.bytes / 1048576).toFixed(1)} MB, ${result.cold.offers} offers, ${(result.memory.before / 1048576).toFixed(1)} MB before, ` +
      `peak ${(result.memory.peak / 1048576).toFixed(1)} MB (sampled ${(result.memory.sampledPeak / 1048576).toFixed(1)}, VmHWM ${(result.memory.hwm / 1048576).toFixed(1)}), ${result.memory.samples} samples`,
  );
  results.push(result);
}
const onOffer = args['on-offer'] ? Number(args['on-offer']) : Number.NaN;
console.log(feedsSection({ intervalMs, runs: [{ name: args.name, units: Number.NaN, onOffer, goals: args.goals, results }] }));
