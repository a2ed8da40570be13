import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { linearRegression, median, memoryTrend, percentile, ratio } from './stats.mjs';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    assert.equal(median([90, 99, 95]), 95);
    assert.equal(median([4, 1, 3, 2]), 2.5);
  });
  it('ignores missing values and gives NaN for none', () => {
    assert.equal(median([Number.NaN, 7, undefined, 9, 8]), 8);
    assert.ok(Number.isNaN(median([])));
  });
});

describe('percentile', () => {
  const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted on purpose
  it('uses the nearest rank', () => {
    assert.equal(percentile(values, 50), 50);
    assert.equal(percentile(values, 97.5), 98);
    assert.equal(percentile(values, 99), 99);
    assert.equal(percentile(values, 100), 100);
    assert.equal(percentile(values, 0), 1);
  });
  it('refuses a percentile outside 0..100', () => {
    assert.throws(() => percentile(values, 101), RangeError);
  });
});

describe('linearRegression / memoryTrend', () => {
  it('finds the slope of a noisy but rising line', () => {
    const points = [0, 1, 2, 3, 4].map((x) => ({ x, y: 10 + 2 * x + (x % 2 === 0 ? 0.1 : -0.1) }));
    const { slope, intercept } = linearRegression(points);
    assert.ok(Math.abs(slope - 2) < 0.1, `slope ${slope}`);
    assert.ok(Math.abs(intercept - 10) < 0.2, `intercept ${intercept}`);
  });
  it('reports a flat series as slope 0 and a single instant as no trend', () => {
    assert.equal(linearRegression([{ x: 0, y: 5 }, { x: 1, y: 5 }]).slope, 0);
    assert.equal(linearRegression([{ x: 3, y: 5 }, { x: 3, y: 9 }]).slope, 0);
  });
  it('turns RSS samples into start, end, max and growth per hour', () => {
    const mb = 1024 * 1024;
    // 10 MB more every 30 minutes, with a spike in between.
    const trend = memoryTrend([
      { tMs: 0, bytes: 100 * mb },
      { tMs: 900_000, bytes: 140 * mb },
      { tMs: 1_800_000, bytes: 110 * mb },
      { tMs: 3_600_000, bytes: 120 * mb },
    ]);
    assert.equal(trend.start, 100 * mb);
    assert.equal(trend.end, 120 * mb);
    assert.equal(trend.max, 140 * mb);
    assert.ok(trend.slopePerHour > 0 && trend.slopePerHour < 30 * mb, `slope ${trend.slopePerHour / mb} MB/h`);
  });
});

describe('ratio', () => {
  it('divides, and refuses to divide by nothing', () => {
    assert.equal(ratio(80, 100), 0.8);
    assert.ok(Number.isNaN(ratio(1, 0)));
  });
});
