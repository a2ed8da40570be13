import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { filterPaintSection, renderReport } from './report.mjs';

const filterPaint = {
  path: '/kupit-1-komnatnuyu-kvartiru-ot-zastroishika',
  changes: 3,
  runs: [
    { rate: 1, medianMs: 62.5, samples: [60, 62.5, 70] },
    { rate: 4, medianMs: 140, samples: [130, 140, 150] },
  ],
};

describe('filterPaintSection', () => {
  it('gives the median per CPU slowdown against the 100 ms goal, a miss in bold', () => {
    const section = filterPaintSection(filterPaint);
    assert.match(section, /\| 1x slowdown \| 62[.,]5 ms \|/);
    assert.match(section, /\| 4x slowdown \| \*\*140\.0 ms\*\* \|/);
    assert.match(section, /100 ms \|$/m);
  });

  it('is part of the report only when it was measured', () => {
    const base = { date: 'd', machine: { cores: 2, cpu: 'x', memoryGb: 4, node: 'v20', nginx: 'n', chromium: 'c' }, ports: {}, command: 'npm run bench' };
    assert.doesNotMatch(renderReport(base), /Filter change to paint/);
    assert.match(renderReport({ ...base, filterPaint }), /Filter change to paint/);
  });
});
