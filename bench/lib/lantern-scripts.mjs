// Scripts that Lighthouse's simulated LCP counts although the page ran them only after its paint.
//
// Lantern (the simulator inside Lighthouse) builds the LCP from the observed, unthrottled run: it
// keeps every request that ended before the observed LCP, and drops a script only when it can see
// that the script's evaluation began after the paint. It looks for that evaluation in the CPU
// nodes of its page graph, and the graph leaves out main-thread tasks shorter than 10 ms (they
// are pruned to keep the graph small). A chunk that only registers its modules runs in 0.2-5 ms,
// so its evaluation is never found and its download stays in front of the paint, at the simulated
// 1.6 Mbit/s. This module reads the evaluations from the trace itself, every task included, and
// simulates the LCP again without the scripts that began after the paint: a reading of the
// figure, beside it, never in place of it (docs/performance.md, "Scripts Lighthouse counts in the
// LCP though they ran after the paint").
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../scripts/lib/orchestrator.mjs';

/**
 * The scripts of a simulated LCP graph that the observed run evaluated only after the paint.
 * `graphScripts`: [{ url, bytes }] of the graph's script requests; `firstEvaluation`: url → the
 * trace time of its first evaluation; `lcpTs`: the trace time of the observed LCP. A script never
 * evaluated stays counted (nothing shows it did not block).
 */
export function scriptsRunAfterPaint(graphScripts, firstEvaluation, lcpTs) {
  return graphScripts.filter(({ url }) => firstEvaluation.has(url) && firstEvaluation.get(url) > lcpTs);
}

/** url → the trace time of its first `EvaluateScript` on the page's main frame, whatever the task's length. */
export function firstEvaluations(traceEvents, frameId) {
  const first = new Map();
  for (const event of traceEvents) {
    if (event.name !== 'EvaluateScript') continue;
    const data = event.args?.data;
    if (!data?.url || (frameId && data.frame !== frameId)) continue;
    if (!first.has(data.url) || event.ts < first.get(data.url)) first.set(data.url, event.ts);
  }
  return first;
}

const lighthouseModule = (file) => import(pathToFileURL(path.join(ROOT, 'node_modules', 'lighthouse', 'core', file)).href);

/**
 * For one saved Lighthouse run (the report, its trace and DevTools log): how many scripts the
 * simulated LCP counts though they ran after the paint, their bytes, and the simulated LCP without
 * them. Null when the simulation cannot be repeated to the millisecond Lighthouse reported (another
 * Lighthouse version, say), so a figure is never shown that the report's own would not match.
 */
export async function lcpWithoutScriptsRunAfterPaint(lhr, traceFile, devtoolsLogFile) {
  if (!existsSync(traceFile) || !existsSync(devtoolsLogFile)) return null;
  const [{ LanternLargestContentfulPaint }, { LanternFirstContentfulPaint }, { LoadSimulator }, { ProcessedNavigation }, { ProcessedTrace }, Lantern] = await Promise.all([
    lighthouseModule('computed/metrics/lantern-largest-contentful-paint.js'),
    lighthouseModule('computed/metrics/lantern-first-contentful-paint.js'),
    lighthouseModule('computed/load-simulator.js'),
    lighthouseModule('computed/processed-navigation.js'),
    lighthouseModule('computed/processed-trace.js'),
    lighthouseModule('lib/lantern/lantern.js'),
  ]);
  const LargestContentfulPaint = Lantern.Metrics.LargestContentfulPaint;
  const trace = JSON.parse(readFileSync(traceFile, 'utf8'));
  const data = {
    trace,
    devtoolsLog: JSON.parse(readFileSync(devtoolsLogFile, 'utf8')),
    gatherContext: { gatherMode: 'navigation' },
    settings: lhr.configSettings,
    URL: { requestedUrl: lhr.requestedUrl, mainDocumentUrl: lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl, finalDisplayedUrl: lhr.finalDisplayedUrl },
    SourceMaps: [],
    simulator: undefined,
  };
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const reported = lhr.audits['largest-contentful-paint']?.numericValue;
  if (!(Math.abs(lcp.timing - reported) < 1)) return null;

  const navigation = await ProcessedNavigation.request(trace, context);
  const lcpTs = navigation.timestamps.largestContentfulPaint;
  const { mainFrameInfo } = await ProcessedTrace.request(trace, context);
  const evaluations = firstEvaluations(trace.traceEvents ?? trace, mainFrameInfo.frameId);
  const graphScripts = new Map();
  for (const graph of [lcp.optimisticGraph, lcp.pessimisticGraph]) {
    graph.traverse((node) => {
      if (node.type === 'network' && node.request.resourceType === 'Script') graphScripts.set(node.request.url, { url: node.request.url, bytes: node.request.transferSize ?? 0 });
    });
  }
  const after = scriptsRunAfterPaint([...graphScripts.values()], evaluations, lcpTs);
  const leftOut = new Set(after.map(({ url }) => url));
  const simulator = await LoadSimulator.request(data, context);
  const estimate = (graph, label) => {
    const without = graph.cloneWithRelationships((node) => !(node.type === 'network' && leftOut.has(node.request.url)));
    return LargestContentfulPaint.getEstimateFromSimulation(simulator.simulate(without, { label })).timeInMs;
  };
  const { optimistic, pessimistic } = LargestContentfulPaint.coefficients;
  const withoutMs = Math.max(fcp.timing, optimistic * estimate(lcp.optimisticGraph, 'optimisticAfterPaint') + pessimistic * estimate(lcp.pessimisticGraph, 'pessimisticAfterPaint'));
  return { scripts: after.length, bytes: after.reduce((sum, { bytes }) => sum + bytes, 0), lcpWithoutMs: withoutMs };
}
