// When React has hydrated a page: the site document's signal (platform/frame/hydration-signal.tsx),
// recorded in every document the page opens. Before it, a link press is the browser's own
// navigation, so a test of what the hydrated page does with a press waits for it.
import type { Page } from '@playwright/test';
import { HYDRATED_EVENT } from '../../apps/web/server/scripts-after-paint.mjs';

export async function trackHydration(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript((event) => {
    const state = { hydrated: false };
    (window as unknown as { __hydration: typeof state }).__hydration = state;
    window.addEventListener(event, () => {
      state.hydrated = true;
    });
  }, HYDRATED_EVENT);
  return async () => {
    await page.waitForFunction(() => (window as unknown as { __hydration?: { hydrated: boolean } }).__hydration?.hydrated === true);
  };
}
