// Plain statistics of the benchmark: medians of Lighthouse runs, latency percentiles, and the
// memory slope of the soak test. No dependencies, so the unit tests need nothing installed.

/** The middle value (the mean of the two middle ones for an even count); NaN for no values. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The p-th percentile (0..100) by the nearest-rank method: always one of the values. */
export function percentile(values, p) {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be within 0..100, got ${p}`);
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/**
 * Least-squares line through points {x, y}: slope and intercept. Fewer than two distinct x give a
 * slope of 0 (a flat line through the mean): nothing can be said about a trend from one moment.
 */
export function linearRegression(points) {
  const n = points.length;
  if (n === 0) return { slope: Number.NaN, intercept: Number.NaN };
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - meanX) * (p.y - meanY);
    sxx += (p.x - meanX) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  return { slope, intercept: meanY - slope * meanX };
}

/** Start, end, max and slope per hour of a series of {tMs, bytes} samples. */
export function memoryTrend(samples) {
  if (samples.length === 0) return null;
  const { slope } = linearRegression(samples.map((s) => ({ x: s.tMs / 3_600_000, y: s.bytes })));
  return {
    start: samples[0].bytes,
    end: samples.at(-1).bytes,
    max: Math.max(...samples.map((s) => s.bytes)),
    slopePerHour: slope,
  };
}

/** a / b, or NaN when b is not a positive number. */
export function ratio(a, b) {
  return b > 0 ? a / b : Number.NaN;
}
