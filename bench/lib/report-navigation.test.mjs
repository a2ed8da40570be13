import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backKind, forwardKind } from './navigation.mjs';
import { navigationSection, renderReport } from './report.mjs';

const navigation = {
  path: '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika',
  runs: [
    { forwardMs: 180, forward: 'router', backMs: 40, back: 'router' },
    { forwardMs: 420, forward: 'router', backMs: 35, back: 'bfcache' },
    { forwardMs: 200, forward: 'load', backMs: 30, back: 'router' },
  ],
  forwardMedianMs: 200,
  backMedianMs: 35,
};

describe('navigationSection', () => {
  it('gives both steps against the 300 ms goal with their samples and how each happened', () => {
    const section = navigationSection(navigation);
    assert.match(section, /\| listing → unit page \| 200 ms \| 180, 420, 200 \| router ×2, load ×1 \| 300 ms \|/);
    assert.match(section, /\| back to the listing \| 35 ms \| 40, 35, 30 \| router ×2, bfcache ×1 \| 300 ms \|/);
    assert.match(navigationSection({ ...navigation, forwardMedianMs: 420 }), /\| listing → unit page \| \*\*420 ms\*\* \|/);
  });

  it('names the CPU slowdown of a throttled measurement in its heading and text', () => {
    assert.match(navigationSection(navigation), /median of 3 runs\)\n\n.*no throttling/);
    const slowed = navigationSection({ ...navigation, cpuSlowdown: 4 });
    assert.match(slowed, /^### From a listing to a unit page and back \(\/kupit-2-komnatnuyu-kvartiru-ot-zastroishika, CPU 4× slower, median of 3 runs\)/);
    assert.match(slowed, /the page's CPU slowed 4×/);
  });

  it('is part of the report only when it was measured', () => {
    const base = { date: 'd', machine: { cores: 2, cpu: 'x', memoryGb: 4, node: 'v20', nginx: 'n', chromium: 'c' }, ports: {}, command: 'npm run bench' };
    assert.doesNotMatch(renderReport(base), /From a listing to a unit page/);
    assert.match(renderReport({ ...base, navigation }), /From a listing to a unit page and back/);
    const both = renderReport({ ...base, navigation: [navigation, { ...navigation, cpuSlowdown: 4 }] });
    assert.equal(both.match(/### From a listing to a unit page and back/g)?.length, 2);
    assert.match(both, /CPU 4× slower/);
  });
});

describe('forwardKind', () => {
  it('tells the router, a prerendered, a prefetched and a plain new document apart', () => {
    assert.equal(forwardKind({ sameDocument: true }), 'router');
    assert.equal(forwardKind({ sameDocument: false, activated: true, prefetched: true }), 'prerender');
    assert.equal(forwardKind({ sameDocument: false, activated: false, prefetched: true }), 'prefetched');
    assert.equal(forwardKind({ sameDocument: false, activated: false, prefetched: false }), 'load');
  });
});

describe('backKind', () => {
  it('tells a restore from the back/forward cache, the router within the document and a new load apart', () => {
    assert.equal(backKind({ sameDocument: true, restored: 1 }), 'bfcache');
    assert.equal(backKind({ sameDocument: true, restored: 0 }), 'router');
    assert.equal(backKind({ sameDocument: false, restored: 0 }), 'load');
  });
});
