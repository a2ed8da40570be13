// "From a listing to a unit page and back" in a real browser (playwright-core driving Debian's
// Chromium, with the back/forward cache on, which Playwright turns off by default). Each run opens
// the listing in a new context, rests the pointer on the first unit card (as a visitor's does
// before a click), clicks it, and takes the time from the click to the frame that paints the unit
// page's heading, noting how the unit page came: by the client router within the same document,
// as a new document the browser had prerendered or prefetched on the pointer's rest, or loaded
// after the click. Then it waits, presses back, and takes the time to the listing's heading painted
// again, noting how the listing came back: from the back/forward cache, by the client router, or
// by loading it again. Median of `runs` runs after one warm-up run; `cpuSlowdown` > 1 slows the
// page's CPU as DevTools does, for a phone's processor.
//
// A browser driven over DevTools does not prerender (Chromium reports
// "PrerenderingDisabledByDevTools"), so a prerender rule shows here as its first part, the
// prefetch of the document.
import { chromium } from 'playwright-core';
import { median } from './stats.mjs';
/* global document, window, requestAnimationFrame -- the helpers below run in the page */

export const NAVIGATION_FROM = '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika';
export const NAVIGATION_GOAL_MS = 300;

/** In every document of the context: marks a restore from the back/forward cache. */
function markRestores() {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.__restored = (window.__restored ?? 0) + 1;
  });
}

/**
 * In the page: resolves, with the epoch time in ms, in the first frame painted after the first
 * heading's text differs from `before` (a task after the frame's callbacks runs after its paint).
 */
function paintedWhenHeadingIsNot(before) {
  return new Promise((resolve) => {
    const painted = () =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.timeOrigin + performance.now());
        channel.port2.postMessage(null);
      });
    const check = () => {
      const text = document.querySelector('h1')?.textContent ?? null;
      if (text !== null && text !== before) painted();
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * How the unit page came: `router` (same document), else a new document that was `prerender`ed,
 * `prefetched` (its response fetched before the click), or a plain `load`.
 */
export function forwardKind({ sameDocument, activated, prefetched }) {
  if (sameDocument) return 'router';
  if (activated) return 'prerender';
  return prefetched ? 'prefetched' : 'load';
}

/** In the new document: whether it was prerendered, and whether its response came from a prefetch. */
function howDocumentCame() {
  const entry = performance.getEntriesByType('navigation')[0];
  return { activated: (entry?.activationStart ?? 0) > 0, prefetched: entry?.deliveryType === 'navigational-prefetch' };
}

/** How the listing came back: `bfcache`, `router` (same document, no restore) or `load`. */
export function backKind({ sameDocument, restored }) {
  if (!sameDocument) return 'load';
  return restored > 0 ? 'bfcache' : 'router';
}

const heading = (page) => page.evaluate(() => document.querySelector('h1')?.textContent ?? null);
const now = (page) => page.evaluate(() => performance.timeOrigin + performance.now());

async function oneRun(browser, url, cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(markRestores);
    await page.goto(url, { waitUntil: 'networkidle' });
    // Marks this document: a new document after the back button has no mark.
    await page.evaluate(() => (window.__listingDocument = true));
    const listingHeading = await heading(page);
    const card = page.locator('main a[href*="/property/"], main a[href*="/commercial/"], main a[href*="/parking/"]').first();
    await card.scrollIntoViewIfNeeded();
    await card.hover();
    await page.waitForTimeout(300);

    const clickAt = await now(page);
    await card.click();
    await page.waitForURL((target) => target.pathname !== new URL(url).pathname, { waitUntil: 'commit' });
    const forwardSameDocument = await page.evaluate(() => window.__listingDocument === true).catch(() => false);
    const unitPainted = await page.evaluate(paintedWhenHeadingIsNot, listingHeading);
    const arrival = forwardSameDocument ? {} : await page.evaluate(howDocumentCame);
    const unitHeading = await heading(page);
    await page.waitForTimeout(1500);

    const backAt = await now(page);
    await page.goBack({ waitUntil: 'commit' });
    const listingPainted = await page.evaluate(paintedWhenHeadingIsNot, unitHeading);
    const back = await page.evaluate(() => ({ sameDocument: window.__listingDocument === true, restored: window.__restored ?? 0 }));
    return {
      forwardMs: unitPainted - clickAt,
      forward: forwardKind({ sameDocument: forwardSameDocument, ...arrival }),
      backMs: listingPainted - backAt,
      back: backKind(back),
    };
  } finally {
    await context.close();
  }
}

/**
 * @param {string} baseUrl the site (the cache layer, as a visitor meets it)
 * @param {string} chromiumPath the browser binary
 * @returns {Promise<{ path: string, cpuSlowdown: number, runs: Array<{ forwardMs: number, forward: string, backMs: number, back: string }>, forwardMedianMs: number, backMedianMs: number }>}
 */
export async function measureNavigation(baseUrl, chromiumPath, { runs = 5, path = NAVIGATION_FROM, args = [], cpuSlowdown = 1 } = {}) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', ...args],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    await oneRun(browser, `${baseUrl}${path}`, cpuSlowdown); // warm-up: caches and the server's first renders
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await oneRun(browser, `${baseUrl}${path}`, cpuSlowdown));
    return { path, cpuSlowdown, runs: results, forwardMedianMs: median(results.map((r) => r.forwardMs)), backMedianMs: median(results.map((r) => r.backMs)) };
  } finally {
    await browser.close();
  }
}
