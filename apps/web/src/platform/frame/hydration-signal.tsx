'use client';
// Tells the page's head script (server/scripts-after-paint.mjs) that React has hydrated the page:
// from now on Next's router answers Back and Forward, and the script's guard for presses that come
// earlier stands down. An effect of the root's first commit, so it runs in the same flush as the
// router's own (which, as an ancestor's, runs right after): no press falls between the two.
import { useEffect } from 'react';

/** Equal to HYDRATED_EVENT of server/scripts-after-paint.mjs (a unit test holds them together). */
export const HYDRATED_EVENT = 'novostroy:hydrated';

export function HydrationSignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
