import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderReport, throttledPaintSection } from './report.mjs';

const throttled = {
  runs: 3,
  pages: [
    { name: 'Home', path: '/', fcpMs: 1180, lcpMs: 1342, hydratedMs: 3093, samples: [{ lcpMs: 1300 }, { lcpMs: 1342 }, { lcpMs: 1420 }] },
    { name: 'Complex page', path: '/our-projects/zhk-vysota', fcpMs: 1500, lcpMs: 1950, hydratedMs: 3300, samples: [{ lcpMs: 1950 }, { lcpMs: 1900 }, { lcpMs: 2010 }] },
    { name: 'Unit page', path: '/property/1', error: 'page.waitForFunction: Timeout 60000ms exceeded.' },
  ],
};

describe('throttledPaintSection', () => {
  it('gives each page its observed FCP, LCP and hydration in seconds, an LCP over the 1.8 s goal in bold', () => {
    const section = throttledPaintSection(throttled);
    assert.match(section, /observed, median of 3 loads/);
    assert.match(section, /\| Home \| `\/` \| 1\.18 s \| 1\.34 s \| 3\.09 s \| 1\.30 s, 1\.34 s, 1\.42 s \| 1\.80 s \|/);
    assert.match(section, /\| Complex page \| `\/our-projects\/zhk-vysota` \| 1\.50 s \| \*\*1\.95 s\*\* \| 3\.30 s \|/);
  });

  it('names a page that could not be measured and why, instead of dropping it', () => {
    assert.match(throttledPaintSection(throttled), /\| Unit page \| `\/property\/1` \| n\/a \| \| \| page\.waitForFunction: Timeout 60000ms exceeded\. \| \|/);
  });

  it('is part of the report only when it was measured', () => {
    const base = { date: 'd', machine: { cores: 2, cpu: 'x', memoryGb: 4, node: 'v20', nginx: 'n', chromium: 'c' }, ports: {}, command: 'npm run bench' };
    assert.doesNotMatch(renderReport(base), /throttled phone/);
    assert.match(renderReport({ ...base, throttled }), /throttled phone/);
  });
});
