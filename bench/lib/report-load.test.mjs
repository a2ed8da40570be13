import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderReport } from './report.mjs';

const base = { date: 'd', machine: { cores: 2, cpu: 'x', memoryGb: 4, node: 'v20', nginx: 'n', chromium: 'c' }, ports: {}, command: 'npm run bench' };
const target = (id, requestsPerSecond, p975) => ({ id, label: `(${id})`, result: { requestsPerSecond, p50: 1, p975, p99: p975, errors: 0, non2xx: 0, total: 100 } });

describe('the load section', () => {
  it('gives each uncached page as a ratio of the bare Next app, and the p97.5 of cached and uncached pages against their goals', () => {
    const load = { connections: 20, seconds: 10, targets: [target('a', 200, 380), target('b', 2000, 60), target('c', 2200, 10), target('d', 100, 450), target('g', 240, 90)] };
    const text = renderReport({ ...base, load });
    assert.match(text, /\| \(a\) home page uncached \/ \(g\) bare Next app, req\/s \| 0\.83 \| >= 0\.8 \(met\) \|/);
    assert.match(text, /\| \(d\) complex page uncached \/ \(g\) bare Next app, req\/s \| 0\.42 \| >= 0\.8 \(\*\*missed\*\*\) \|/);
    assert.match(text, /\| \(b\) cached page through the cache layer, p97\.5 \| 60 ms \| <= 50 ms \(\*\*missed\*\*\) \|/);
    assert.match(text, /\| \(a\) uncached page, p97\.5 \| 380 ms \| <= 400 ms \(met\) \|/);
    assert.match(text, /\| \(d\) uncached page, p97\.5 \| 450 ms \| <= 400 ms \(\*\*missed\*\*\) \|/);
  });

  it('leaves the ratio out of a run without the bare app', () => {
    const load = { connections: 20, seconds: 10, targets: [target('a', 200, 380), target('b', 2000, 40), target('c', 2200, 10)] };
    assert.doesNotMatch(renderReport({ ...base, load }), /bare Next app, req\/s/);
  });
});
