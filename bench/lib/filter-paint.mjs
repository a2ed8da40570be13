// "From a filter change to the new results painted" on a flats listing, in a real browser
// (playwright-core driving Debian's Chromium). Each change ticks or unticks a room option; the
// page records the input event's time, a MutationObserver sees the results column change (the
// count and the list are rendered by the server for the new URL), and the time is taken in the
// first animation frame after that, plus a task, so the frame with the new results has been
// painted. The median of `changes` changes, at 1x and at 4x CPU slowdown (CDP
// Emulation.setCPUThrottlingRate), after one warm-up change that is not counted.
import { chromium } from 'playwright-core';
import { median } from './stats.mjs';
/* global document, window, MutationObserver, requestAnimationFrame -- armMeasurement and the waits run in the page */

/** The listing measured: a flats listing whose room chips change the results. */
export const FILTER_PAINT_PATH = '/kupit-1-komnatnuyu-kvartiru-ot-zastroishika';
export const FILTER_PAINT_GOAL_MS = 100;

/** In the page: resolves with the ms from the next input event to the paint after the results change. */
function armMeasurement() {
  const status = [...document.querySelectorAll('[role="status"]')].find((element) => /Найден[аоы]? \d/.test(element.textContent ?? ''));
  const results = status?.parentElement;
  if (!results) throw new Error('no results count on the page');
  window.__filterPaint = new Promise((resolve) => {
    let start = null;
    const onInput = (event) => {
      start = event.timeStamp;
      document.removeEventListener('input', onInput, true);
    };
    document.addEventListener('input', onInput, true);
    const observer = new MutationObserver(() => {
      if (start === null) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        // The frame's callbacks run before its paint; a task posted from here runs after it.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(results, { childList: true, subtree: true, characterData: true });
  });
}

async function oneChange(page, option) {
  await page.evaluate(armMeasurement);
  await page.getByRole('group', { name: 'Комнаты' }).getByRole('checkbox', { name: option, exact: true }).click();
  const ms = await page.evaluate(() => window.__filterPaint);
  // The next change starts from a settled page.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.waitForLoadState('networkidle');
  return ms;
}

/**
 * @param {string} baseUrl the site, e.g. http://127.0.0.1:3200
 * @param {string} chromiumPath the browser binary
 * @returns {Promise<{ path: string, changes: number, runs: Array<{ rate: number, medianMs: number, samples: number[] }> }>}
 */
export async function measureFilterPaint(baseUrl, chromiumPath, { changes = 10, path = FILTER_PAINT_PATH, rates = [1, 4] } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const runs = [];
    for (const rate of rates) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const samples = [];
      // Ticking and unticking «2» in turn: every change changes the count.
      for (let i = 0; i <= changes; i += 1) {
        const ms = await oneChange(page, '2');
        if (i > 0) samples.push(Math.round(ms * 10) / 10);
      }
      runs.push({ rate, medianMs: median(samples), samples });
      await context.close();
    }
    return { path, changes, runs };
  } finally {
    await browser.close();
  }
}
