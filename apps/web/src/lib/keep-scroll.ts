// A client navigation that must leave the page where it is (a filter applied, a list changed in
// place) says so here before it starts; the frame's ScrollManager, which otherwise scrolls every
// new address to the top, then leaves that one alone. Keyed by the address, so a navigation that
// never happens (the same URL, an error) cannot keep the scroll of a later one.

let kept: string | null = null;

const addressOf = (href: string) => {
  const url = new URL(href, window.location.href);
  return url.pathname + url.search;
};

/** The navigation to `href` about to start keeps the page's scroll position. */
export function keepScrollOn(href: string): void {
  kept = addressOf(href);
}

/** Whether the address just rendered asked to keep the scroll (asked once: the answer is used up). */
export function takeKeptScroll(href: string): boolean {
  if (kept === null || kept !== addressOf(href)) return false;
  kept = null;
  return true;
}
