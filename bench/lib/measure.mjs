// The measurements: Lighthouse runs (Debian's Chromium, mobile preset, simulated throttling;
// performance, accessibility (whose audits are axe-core's rules), best practices and SEO),
// autocannon load runs, and RSS samples of whole process groups from /proc.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, ROOT } from '../../scripts/lib/orchestrator.mjs';
import { lcpWithoutScriptsRunAfterPaint } from './lantern-scripts.mjs';
import { median } from './stats.mjs';

const LIGHTHOUSE = path.join(ROOT, 'node_modules', '.bin', 'lighthouse');

function runQuiet(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}: ${stderr.trim().split('\n').at(-1)}`))));
  });
}

/**
 * One Lighthouse run of `url`: the parsed report (lhr), and what its simulated LCP counts of the
 * scripts the page ran after its paint (lantern-scripts.mjs; null when that cannot be read).
 * `chromeFlags`: more Chromium flags, such as the fingerprint of the bench's throwaway server
 * certificate to trust. `keep`: `{ keepIn, name }` moves the report, trace and DevTools log into the
 * folder `keepIn` as `<name>.json`, `<name>.trace.json` and `<name>.devtoolslog.json` instead of
 * deleting them.
 */
export async function lighthouseRun(url, outFile, chromeFlags = [], keep = {}) {
  await runQuiet(
    LIGHTHOUSE,
    [
      url,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${outFile}`,
      // The trace and the DevTools log, beside the report, for the reading of the simulated LCP.
      '--save-assets',
      `--chrome-flags=${['--headless', '--no-sandbox', '--disable-gpu', ...chromeFlags].join(' ')}`,
      '--quiet',
    ],
    { CHROME_PATH: CHROMIUM },
  );
  const lhr = JSON.parse(readFileSync(outFile, 'utf8'));
  const assets = outFile.replace(/\.json$/, '-0');
  let scriptsAfterPaint = null;
  try {
    scriptsAfterPaint = await lcpWithoutScriptsRunAfterPaint(lhr, `${assets}.trace.json`, `${assets}.devtoolslog.json`);
  } catch {
    // A reading beside the figures: the run's own figures stand without it.
  }
  const files = [
    [outFile, '.json'],
    [`${assets}.trace.json`, '.trace.json'],
    [`${assets}.devtoolslog.json`, '.devtoolslog.json'],
  ];
  if (keep.keepIn) mkdirSync(keep.keepIn, { recursive: true });
  for (const [file, suffix] of files) {
    if (keep.keepIn && existsSync(file)) copyFileSync(file, path.join(keep.keepIn, `${keep.name}${suffix}`));
    rmSync(file, { force: true });
  }
  return { lhr, scriptsAfterPaint };
}

const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * What the LCP of a run is made of, from Lighthouse's `largest-contentful-paint-element` audit: the
 * element (its label) and the four phases (TTFB, load delay, load time, render delay) in ms,
 * largest first. A text LCP has no load phases; an audit without the phase table gives none.
 * `observed`: when the unthrottled run painted its LCP, how many scripts had loaded by then and the
 * longest main-thread task that began before it. Lighthouse's simulation counts every script
 * evaluated before that paint in the LCP (docs/performance.md, "What Lighthouse counts in LCP"),
 * so this says whether the paint came ahead of the scripts. Null when the report lacks the figures.
 */
export function lcpBreakdown(lhr) {
  const lists = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = lists[0]?.items?.[0]?.node;
  const phases = (lists[1]?.items ?? [])
    .map(({ phase, timing }) => ({ phase: String(phase), ms: Math.round(Number(timing)) }))
    .filter(({ ms }) => Number.isFinite(ms) && ms > 0)
    .sort((a, b) => b.ms - a.ms);
  return { element: node?.nodeLabel || node?.selector || '', phases, observed: observedOrder(lhr) };
}

function observedOrder(lhr) {
  const paint = Number(lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint);
  if (!Number.isFinite(paint)) return null;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const tasks = (lhr.audits['main-thread-tasks']?.details?.items ?? []).filter((t) => Number(t.startTime) < paint);
  return {
    lcpMs: Math.round(paint),
    scriptsLoaded: scripts.filter((r) => Number(r.networkEndTime) <= paint).length,
    scripts: scripts.length,
    longestTaskMs: Math.round(Math.max(0, ...tasks.map((t) => Number(t.duration) || 0))),
  };
}

/**
 * The figures of one run that the report shows. `scriptsAfterPaint`: what `lighthouseRun` read of
 * the simulated LCP's scripts, kept with the LCP's breakdown.
 */
export function summariseLighthouse(lhr, { scriptsAfterPaint = null } = {}) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 3)
    .map((a) => `${a.title} (${Math.round(a.details.overallSavingsMs)} ms)`);
  const score = lhr.categories.performance?.score;
  const a11y = lhr.categories.accessibility;
  const categoryScore = (id) => (lhr.categories[id]?.score == null ? Number.NaN : Math.round(lhr.categories[id].score * 100));
  // The audits of a category that failed (score below 1, not manual or informative).
  const failedAudits = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && ['binary', 'numeric'].includes(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
  // A failed accessibility audit is an axe rule with violations on the page (binary audits score 0).
  const axeViolations = (a11y?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.scoreDisplayMode === 'binary' && audit.score === 0)
    .map((audit) => audit.id);
  return {
    score: score == null ? Number.NaN : Math.round(score * 100),
    accessibility: a11y?.score == null ? Number.NaN : Math.round(a11y.score * 100),
    axeViolations,
    bestPractices: categoryScore('best-practices'),
    seo: categoryScore('seo'),
    failedBestPractices: failedAudits('best-practices'),
    failedSeo: failedAudits('seo'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    lcpBreakdown: { ...lcpBreakdown(lhr), scriptsAfterPaint },
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbt: numeric(lhr, 'total-blocking-time'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    scriptBytes,
    opportunities,
    warning: lhr.runtimeError?.message ?? (lhr.runWarnings ?? []).join(' '),
  };
}

/** Median of each metric over the runs; the opportunities of the run whose score is the median. */
export function medianOfRuns(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  const score = pick('score');
  const middle = runs.find((r) => r.score === score) ?? runs[Math.floor(runs.length / 2)];
  return {
    runs: runs.length,
    score,
    accessibility: pick('accessibility'),
    // The rules that failed in any run: one failing run is a finding.
    axeViolations: [...new Set(runs.flatMap((r) => r.axeViolations ?? []))].sort(),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    failedBestPractices: [...new Set(runs.flatMap((r) => r.failedBestPractices ?? []))].sort(),
    failedSeo: [...new Set(runs.flatMap((r) => r.failedSeo ?? []))].sort(),
    lcp: pick('lcp'),
    // The breakdown of the run whose LCP is the median, so its phases add up to the LCP shown.
    lcpBreakdown: (runs.find((r) => r.lcp === pick('lcp')) ?? middle)?.lcpBreakdown ?? { element: '', phases: [] },
    cls: pick('cls'),
    tbt: pick('tbt'),
    fcp: pick('fcp'),
    scriptBytes: pick('scriptBytes'),
    opportunities: middle?.opportunities ?? [],
    warning: runs.map((r) => r.warning).find(Boolean) ?? '',
  };
}

/** One autocannon run; the figures the report shows. */
export async function load({ url, connections, seconds, method = 'GET', headers, body, requests }) {
  // Imported when first needed: on a fresh clone the bench installs the dependencies before any load runs.
  const { default: autocannon } = await import('autocannon');
  // `requests` (autocannon's own) may rewrite each request, e.g. give every one a query of its own.
  const result = await autocannon({ url, connections, duration: seconds, method, headers, body, ...(requests ? { requests } : {}) });
  return {
    url,
    method,
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Every pid whose process group is `pgid` (a service started detached leads its own group). */
export function groupPids(pgid) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which may itself contain spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) pids.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

/** Resident memory of a whole process group, in bytes (VmRSS of each member, summed). */
export function groupRss(pgid) {
  let kb = 0;
  for (const pid of groupPids(pgid)) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) kb += Number(match[1]);
    } catch {
      // the process ended meanwhile
    }
  }
  return kb * 1024;
}
