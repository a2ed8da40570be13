// Scaling out, measured: the same pages through nginx in front of one web instance and in front of
// two (a second nginx on its own port, the production site config with two upstream servers), then
// a long soak through the two-instance shape at twice the clients of today's mixed load.
import { groupRss, load } from './measure.mjs';
import { memoryTrend, ratio } from './stats.mjs';
import { log, step } from '../../scripts/lib/orchestrator.mjs';

/**
 * A load target whose every request has a query of its own: nginx keys its cache on the query, so
 * each request is a miss and reaches web (the page ignores a query it does not know).
 */
export function uncached(url) {
  const base = new URL(url);
  let n = 0;
  return {
    url,
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          base.searchParams.set('bench-miss', String(n));
          return { ...request, path: `${base.pathname}${base.search}` };
        },
      },
    ],
  };
}

/**
 * Throughput of each target through the one-instance and the two-instance nginx, one after the
 * other, with the same connections and duration. `targets`: { label, path, cached }.
 */
export async function compareInstances({ one, two, targets, connections, seconds }) {
  const rows = [];
  for (const target of targets) {
    const run = async (edge, instances) =>
      step(`Load ${target.label} via ${instances} instance(s)`, async () => {
        const url = `${edge}${target.path}`;
        const result = await load({ connections, seconds, ...(target.cached ? { url } : uncached(url)) });
        log(`  ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors, ${result.non2xx} non-2xx`);
        return result;
      });
    const single = await run(one, 1);
    const double = await run(two, 2);
    rows.push({ label: target.label, cached: target.cached, single, double, ratio: ratio(double.requestsPerSecond, single.requestsPerSecond) });
  }
  return { connections, seconds, rows };
}

/**
 * Today's mixed load, calibrated on one instance (closed loop: as fast as it answers), then the
 * same mix with twice the clients through the two-instance shape for `seconds`, RSS of every
 * process group sampled. `mix`: { label, path, connections, cached }.
 */
export async function scaledSoak({ one, two, mix, calibrateSeconds, seconds, sampleSeconds, services }) {
  const calibration = await step(`Calibrate today's mixed load on one instance (${calibrateSeconds} s)`, () =>
    Promise.all(mix.map((m) => load({ connections: m.connections, seconds: calibrateSeconds, ...(m.cached ? { url: `${one}${m.path}` } : uncached(`${one}${m.path}`)) }))),
  );
  return step(`Soak for ${seconds} s at twice the clients, two instances`, async () => {
    const samples = Object.fromEntries(services.map((s) => [s.name, []]));
    const t0 = Date.now();
    const sample = () => {
      for (const s of services) samples[s.name].push({ tMs: Date.now() - t0, bytes: groupRss(s.child.pid) });
    };
    sample();
    const timer = setInterval(sample, sampleSeconds * 1000);
    const results = await Promise.all(
      mix.map((m) => load({ connections: m.connections * 2, seconds, ...(m.cached ? { url: `${two}${m.path}` } : uncached(`${two}${m.path}`)) })),
    ).finally(() => clearInterval(timer));
    sample();
    const rows = mix.map((m, i) => ({ ...m, calibrated: calibration[i], result: results[i] }));
    const processes = services.map((s) => ({ name: s.name, samples: samples[s.name].length, trend: memoryTrend(samples[s.name]) }));
    for (const r of rows) log(`  ${r.label}: ${Math.round(r.result.requestsPerSecond)} req/s (one instance: ${Math.round(r.calibrated.requestsPerSecond)}), ${r.result.errors} errors, ${r.result.non2xx} non-2xx`);
    for (const p of processes) log(`  ${p.name}: ${(p.trend.start / 1048576).toFixed(0)} -> ${(p.trend.end / 1048576).toFixed(0)} MB, ${(p.trend.slopePerHour / 1048576).toFixed(1)} MB/h`);
    const errors = rows.reduce((sum, r) => sum + r.result.errors + r.result.non2xx, 0);
    return { seconds, calibrateSeconds, sampleSeconds, rows, processes, errors };
  });
}

const num = (v, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');
const mb = (v) => (Number.isFinite(v) ? `${(v / 1024 / 1024).toFixed(1)} MB` : 'n/a');

/** The report's section for both measurements. */
export function scaleSection({ compare, soak }) {
  const lines = ['### Scaling out: one web instance against two (nginx in front of both)', ''];
  if (compare) {
    lines.push(
      `Each target for ${compare.seconds} s at ${compare.connections} connections, first through an nginx with one web upstream, then through one with two (the same machine: two cores serve both instances).`,
      '',
      '| target | 1 instance, req/s | 2 instances, req/s | ratio | p99, 1 / 2 | errors + non-2xx, 1 / 2 |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const r of compare.rows) {
      lines.push(
        `| ${r.label} | ${num(r.single.requestsPerSecond)} | ${num(r.double.requestsPerSecond)} | ${num(r.ratio, 2)} | ${r.single.p99} / ${r.double.p99} ms | ${r.single.errors + r.single.non2xx} / ${r.double.errors + r.double.non2xx} |`,
      );
    }
    lines.push('');
  }
  if (soak) {
    lines.push(
      `#### Soak: ${soak.seconds} s through two instances, twice the clients of today's mixed load`,
      '',
      `Today's mix was first run on one instance for ${soak.calibrateSeconds} s, as fast as it answers (its peak); the soak then sent the same mix with twice the connections through the two-instance shape. Every uncached request carries a query of its own, so it reaches web.`,
      '',
      '| part of the mix | connections | one instance, req/s | soak, req/s | errors | non-2xx |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const r of soak.rows) {
      lines.push(`| ${r.label} | ${r.connections} → ${r.connections * 2} | ${num(r.calibrated.requestsPerSecond)} | ${num(r.result.requestsPerSecond)} | ${r.result.errors} | ${r.result.non2xx} |`);
    }
    lines.push('', '| process group | start | end | max | slope per hour | samples |', '| --- | --- | --- | --- | --- | --- |');
    for (const p of soak.processes) {
      const t = p.trend;
      lines.push(`| ${p.name} | ${mb(t?.start)} | ${mb(t?.end)} | ${mb(t?.max)} | ${t ? `${t.slopePerHour >= 0 ? '+' : ''}${mb(t.slopePerHour)}/h` : 'n/a'} | ${p.samples} |`);
    }
    lines.push('', soak.errors === 0 ? 'Goal met: 0 errors and 0 non-2xx answers over the whole soak.' : `**Goal missed: ${soak.errors} errors or non-2xx answers during the soak.**`);
  }
  return lines.join('\n');
}
