// The Lighthouse figures the bench reports: scores, the axe rules that failed, and the goals missed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { medianOfRuns, summariseLighthouse } from './measure.mjs';
import { renderReport } from './report.mjs';

function lhr({ performance = 0.99, accessibility = 1, failed = [], bestPractices = 1, seo = 1, failedOther = [], lcp = 1500, lcpPhases = null, observed = null } = {}) {
  const ids = ['color-contrast', 'image-alt', 'label', 'aria-allowed-role'];
  const audits = {
    'largest-contentful-paint': { numericValue: lcp },
    'cumulative-layout-shift': { numericValue: 0 },
    'total-blocking-time': { numericValue: 40 },
    'first-contentful-paint': { numericValue: 900 },
    'network-requests': { details: { items: [{ resourceType: 'Script', transferSize: 2048 }] } },
    // A manual audit never counts as a violation.
    'logical-tab-order': { scoreDisplayMode: 'manual', score: null },
  };
  for (const id of ids) audits[id] = { id, scoreDisplayMode: 'binary', score: failed.includes(id) ? 0 : 1 };
  if (lcpPhases) {
    // As Lighthouse 12 writes it: a list of the element's table and the phases' table.
    audits['largest-contentful-paint-element'] = {
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ node: { type: 'node', nodeLabel: 'Квартиры от застройщика\n в Краснодаре', selector: 'main > h1' } }] },
          { type: 'table', items: Object.entries(lcpPhases).map(([phase, timing]) => ({ phase, timing, percent: `${Math.round((100 * timing) / lcp)}%` })) },
        ],
      },
    };
  }
  if (observed) {
    // The unthrottled run: its LCP, the scripts' arrival and the main thread's tasks.
    audits.metrics = { details: { items: [{ observedLargestContentfulPaint: observed.lcp }] } };
    audits['network-requests'].details.items = observed.scriptEnds.map((networkEndTime) => ({ resourceType: 'Script', transferSize: 1024, networkEndTime }));
    audits['main-thread-tasks'] = { details: { items: observed.tasks.map(([startTime, duration]) => ({ startTime, duration })) } };
  }
  const practices = ['errors-in-console', 'valid-source-maps'];
  const seoAudits = ['document-title', 'is-crawlable', 'structured-data'];
  for (const id of [...practices, ...seoAudits]) audits[id] = { id, scoreDisplayMode: 'binary', score: failedOther.includes(id) ? 0 : 1 };
  // A manual audit of a category never counts as failed.
  audits['structured-data'] = { id: 'structured-data', scoreDisplayMode: 'manual', score: null };
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: accessibility, auditRefs: [...ids, 'logical-tab-order'].map((id) => ({ id })) },
      'best-practices': { score: bestPractices, auditRefs: practices.map((id) => ({ id })) },
      seo: { score: seo, auditRefs: seoAudits.map((id) => ({ id })) },
    },
    audits,
  };
}

/** The bench report of these Lighthouse results alone. */
const reportOf = (lighthouse) =>
  renderReport({
    date: '2026-11-27',
    machine: { cores: 2, cpu: 'test', memoryGb: 24, node: 'v20', nginx: 'nginx', chromium: '1' },
    command: 'npm run bench',
    ports: { web: 1, edge: 2, static: 3, cms: 4, sales: 5 },
    lighthouse,
  });

test('a run reports its accessibility score and the axe rules that failed', () => {
  const run = summariseLighthouse(lhr({ accessibility: 0.93, failed: ['color-contrast'] }));
  assert.equal(run.score, 99);
  assert.equal(run.accessibility, 93);
  assert.deepEqual(run.axeViolations, ['color-contrast']);
});

test('the median keeps every rule that failed in any run', () => {
  const runs = [lhr(), lhr({ failed: ['image-alt'] }), lhr({ failed: ['color-contrast'] })].map(summariseLighthouse);
  const median = medianOfRuns(runs);
  assert.deepEqual(median.axeViolations, ['color-contrast', 'image-alt']);
});

test('the report names a page whose accessibility misses the goal, and not one that meets it', () => {
  const clean = medianOfRuns([summariseLighthouse(lhr())]);
  const failing = medianOfRuns([summariseLighthouse(lhr({ accessibility: 0.95, failed: ['label'] }))]);
  const text = reportOf([
    { name: 'Home', path: '/', result: clean },
    { name: 'Catalogue', path: '/kupit', result: failing },
  ]);
  assert.match(text, /\| Home \| `\/` \| 99 \| 100 \| 0 \| 100 \| 100 \|/);
  assert.match(text, /- Catalogue: accessibility 95, axe rules failed: label\./);
  assert.doesNotMatch(text, /- Home:/);
});

test('best practices and SEO are reported with the audits that failed, and a score under 100 is a goal missed', () => {
  const run = summariseLighthouse(lhr({ bestPractices: 0.96, seo: 0.92, failedOther: ['errors-in-console', 'is-crawlable'] }));
  assert.equal(run.bestPractices, 96);
  assert.equal(run.seo, 92);
  assert.deepEqual(run.failedBestPractices, ['errors-in-console']);
  assert.deepEqual(run.failedSeo, ['is-crawlable']);
  const text = reportOf([
    { name: 'Home', path: '/', result: medianOfRuns([summariseLighthouse(lhr())]) },
    { name: 'News', path: '/posts', result: medianOfRuns([run]) },
  ]);
  assert.match(text, /- News: best practices 96 \(errors-in-console\), SEO 92 \(is-crawlable\)\./);
  assert.doesNotMatch(text, /- Home:/);
});

test('a page that misses LCP is reported with the three largest parts of its median run and the LCP element', () => {
  const phases = (renderDelay) => ({ TTFB: 600, 'Load Delay': 0, 'Load Time': 200, 'Render Delay': renderDelay });
  const runs = [
    lhr({ lcp: 2400, lcpPhases: phases(1600) }),
    lhr({ lcp: 2600, lcpPhases: phases(1800) }),
    lhr({ lcp: 3000, lcpPhases: phases(2200) }),
  ].map(summariseLighthouse);
  const median = medianOfRuns(runs);
  assert.equal(median.lcp, 2600);
  assert.deepEqual(median.lcpBreakdown.phases.map((p) => p.phase), ['Render Delay', 'TTFB', 'Load Time']);
  const text = reportOf([
    { name: 'Home', path: '/', result: median },
    { name: 'FAQ', path: '/faq', result: medianOfRuns([summariseLighthouse(lhr({ lcpPhases: phases(700) }))]) },
  ]);
  assert.match(text, /- Home: LCP 2\.60 s \(0\.80 s over; largest parts: render delay 1\.80 s, TTFB 0\.60 s, load time 0\.20 s; LCP element: «Квартиры от застройщика в Краснодаре»\)\./);
  // A page within the LCP goal names no parts.
  assert.doesNotMatch(text, /- FAQ:/);
  // Without the unthrottled figures, nothing is said of them.
  assert.doesNotMatch(text, /painted unthrottled/);
});

test('a missed LCP says when the unthrottled run painted it, against the scripts and the longest task before it', () => {
  const run = summariseLighthouse(
    lhr({ lcp: 2300, lcpPhases: { TTFB: 600, 'Render Delay': 1700 }, observed: { lcp: 604.4, scriptEnds: [396, 446, 533, 700], tasks: [[135, 108], [402, 157], [610, 300]] } }),
  );
  const text = reportOf([{ name: 'Privacy policy', path: '/privacy-policy', result: medianOfRuns([run]) }]);
  // Three scripts had loaded by 604 ms; the 300 ms task began after the paint and is not named.
  assert.match(text, /LCP element: «Квартиры от застройщика в Краснодаре»; painted unthrottled at 604 ms, after 3 of 4 scripts loaded \(longest task before it 157 ms\)\)\./);
});

test('a missed LCP says how many scripts the simulation counts that ran after the paint, and the LCP without them', () => {
  const scriptsAfterPaint = (lcpWithoutMs) => ({ scripts: 9, bytes: 162 * 1024, lcpWithoutMs });
  const runs = [
    summariseLighthouse(lhr({ lcp: 2000, lcpPhases: { TTFB: 600, 'Render Delay': 1400 } }), { scriptsAfterPaint: scriptsAfterPaint(1100) }),
    summariseLighthouse(lhr({ lcp: 2100, lcpPhases: { TTFB: 600, 'Render Delay': 1500 } }), { scriptsAfterPaint: scriptsAfterPaint(1200) }),
    summariseLighthouse(lhr({ lcp: 2900, lcpPhases: { TTFB: 600, 'Render Delay': 2300 } }), { scriptsAfterPaint: scriptsAfterPaint(1300) }),
  ];
  const text = reportOf([
    { name: 'Privacy policy', path: '/privacy-policy', result: medianOfRuns(runs) },
    // A run whose trace could not be read says nothing of it.
    { name: 'FAQ', path: '/faq', result: medianOfRuns([summariseLighthouse(lhr({ lcp: 2500, lcpPhases: { TTFB: 600, 'Render Delay': 1900 } }))]) },
  ]);
  // The reading of the run whose LCP is the median, in the table and where the goal is missed.
  assert.match(text, /\| Privacy policy \| `\/privacy-policy` \| 99 \| 100 \| 0 \| 100 \| 100 \| 2\.10 s \| 1\.20 s \| 0\.000 \|/);
  assert.match(text, /- Privacy policy: LCP 2\.10 s \(0\.30 s over; .*; the simulation counts 9 scripts \(162 KB\) that ran only after the paint: 1\.20 s without them\)\./);
  assert.match(text, /\| FAQ \| `\/faq` \| 99 \| 100 \| 0 \| 100 \| 100 \| 2\.50 s \| n\/a \|/);
  assert.doesNotMatch(text.split('\n').find((line) => line.startsWith('- FAQ')), /ran only after the paint/);
});

test('a page not measured keeps the columns of the table', () => {
  const text = reportOf([{ name: 'Home', path: '/', result: null, error: 'lighthouse exited with 1' }]);
  const header = text.split('\n').find((line) => line.startsWith('| page | path | score'));
  const row = text.split('\n').find((line) => line.startsWith('| Home |'));
  assert.equal(row.split('|').length, header.split('|').length);
});

test('the bare Next app is a reference row: shown with its figures, never among the goals missed', () => {
  const slow = medianOfRuns([summariseLighthouse(lhr({ performance: 0.9, lcp: 2400 }))]);
  const text = reportOf([
    { name: 'Home', path: '/', result: slow },
    { name: 'Bare Next app', path: '/', reference: true, result: slow },
  ]);
  assert.match(text, /\| Bare Next app \(reference, see below\) \| `\/` \| 90 \|/);
  assert.match(text, /- Home: score 90/);
  assert.doesNotMatch(text, /- Bare Next app/);
  assert.match(text, /A "reference" row is not the site/);
  // Not measured: no goal to miss either.
  assert.doesNotMatch(reportOf([{ name: 'Bare Next app', path: '/', reference: true, error: 'lighthouse exited with 1' }]), /- Bare Next app/);
});

test('a median of two runs that ends in .5 is shown as it is, not rounded up to the goal', () => {
  // Two runs left (a third failed): the median of 97 and 98 is 97.5, under the goal of 98.
  const median = medianOfRuns([summariseLighthouse(lhr({ performance: 0.97 })), summariseLighthouse(lhr({ performance: 0.98 }))]);
  assert.equal(median.score, 97.5);
  const text = reportOf([{ name: 'Compare', path: '/favourite/compare', result: median }]);
  assert.match(text, /\| Compare \| `\/favourite\/compare` \| 97\.5 \| 100 \| 0 \| 100 \| 100 \|/);
  assert.match(text, /- Compare: score 97\.5 \(0\.5 below 98\)/);
});
