// "Paint and hydration on a throttled phone": what a visitor on slow 4G sees, observed in a real
// browser instead of simulated. Lighthouse's simulated LCP replays, on a modelled phone, every
// request that ended before the paint it observed unthrottled, so the scripts' downloads (started
// by their preloads, needed by no paint) count in it (docs/performance.md, "Script downloads after
// the paint"). Here each load really runs at the preset's speed: a new context (an empty cache),
// 390 px wide, DevTools network conditions with the figures of Lighthouse's mobile preset (150 ms
// latency, 1.6 Mbit/s down and 750 kbit/s up, each × 0.9 as Lighthouse applies them) and a 4× CPU
// slowdown. FCP and LCP come from the page's own performance entries, the hydration from the site
// document's signal that React has hydrated the page. Median of `runs` loads per page.
import { chromium } from 'playwright-core';
import { HYDRATED_EVENT } from '../../apps/web/server/scripts-after-paint.mjs';
import { median } from './stats.mjs';
/* global window, addEventListener -- recordPaints runs in the page */

export const THROTTLING = { latencyMs: 150, downloadKbps: 1638.4 * 0.9, uploadKbps: 750 * 0.9, cpuSlowdown: 4 };

/** In every document: the first contentful paint, the last LCP entry, and when the page hydrated. */
function recordPaints(hydratedEvent) {
  const seen = { fcp: null, lcp: null, hydrated: null };
  window.__throttledPaint = seen;
  addEventListener(hydratedEvent, () => {
    seen.hydrated = performance.now();
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function oneLoad(browser, url, timeoutMs) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
      uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    await page.addInitScript(recordPaints, HYDRATED_EVENT);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.waitForFunction(() => window.__throttledPaint.hydrated !== null, null, { timeout: timeoutMs });
    // LCP entries stop at the first input; none comes here, so the last one so far is the LCP.
    const seen = await page.evaluate(() => window.__throttledPaint);
    return { fcpMs: Math.round(seen.fcp), lcpMs: Math.round(seen.lcp ?? seen.fcp), hydratedMs: Math.round(seen.hydrated) };
  } finally {
    await context.close();
  }
}

/**
 * @param {Array<{ name: string, path: string, url: string }>} pages the pages to load
 * @param {string} chromiumPath the browser binary
 * @returns {Promise<{ runs: number, pages: Array<{ name: string, path: string, fcpMs?: number, lcpMs?: number, hydratedMs?: number, samples?: Array<{ fcpMs: number, lcpMs: number, hydratedMs: number }>, error?: string }> }>}
 */
export async function measureThrottledPaint(pages, chromiumPath, { runs = 3, args = [], timeoutMs = 60_000, log = () => {} } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', ...args] });
  try {
    const results = [];
    for (const { name, path, url } of pages) {
      try {
        const samples = [];
        for (let i = 0; i < runs; i += 1) samples.push(await oneLoad(browser, url, timeoutMs));
        const result = { name, path, samples, fcpMs: median(samples.map((s) => s.fcpMs)), lcpMs: median(samples.map((s) => s.lcpMs)), hydratedMs: median(samples.map((s) => s.hydratedMs)) };
        log(`  ${name}: FCP ${result.fcpMs} ms, LCP ${result.lcpMs} ms, hydrated ${result.hydratedMs} ms`);
        results.push(result);
      } catch (error) {
        results.push({ name, path, error: error.message.split('\n')[0] });
      }
    }
    return { runs, pages: results };
  } finally {
    await browser.close();
  }
}
