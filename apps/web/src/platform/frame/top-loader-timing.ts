// The top loading bar's constants (issue 3 / spec §2): colour, height and timings in milliseconds.
export const TOP_LOADER = {
  color: '#f65605',
  heightPx: 3,
  /** A navigation that ends sooner shows no bar at all. */
  throttleMs: 200,
  /** How long the bar takes to creep towards the end while the page loads. */
  durationMs: 2000,
  /** How long the full bar stays before it fades out. */
  hideDelayMs: 500,
  /** After fading out, when the width goes back to zero (ready for the next navigation). */
  resetDelayMs: 400,
} as const;

/** Whether a click on this link starts a client navigation to another page of this site. */
export function startsNavigation(
  anchor: { href: string; target: string; hasDownload: boolean },
  current: URL,
  modified: boolean,
): boolean {
  if (modified || anchor.hasDownload || (anchor.target !== '' && anchor.target !== '_self')) return false;
  let next: URL;
  try {
    next = new URL(anchor.href, current);
  } catch {
    return false;
  }
  if (next.origin !== current.origin) return false;
  // Only the hash differs: the browser scrolls, nothing loads.
  return next.pathname !== current.pathname || next.search !== current.search;
}
