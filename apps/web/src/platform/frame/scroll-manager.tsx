'use client';
// Scroll on navigation (spec §2): to the hash anchor when the new URL has one, else to the top of
// the page; not when the navigation asked to keep the position (lib/keep-scroll: a listing's
// filters). Back and forward are left to the browser, which restores the previous position.
// Also (RowFocusReveal): keyboard focus inside a row that scrolls sideways (the home page's
// complexes on a phone) brings the focused card fully into the row; Chromium leaves a link the
// row's edge cuts where it is.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { takeKeptScroll } from '@/lib/keep-scroll';

/**
 * Scrolls the nearest sideways-scrolling ancestor of `element` so that all of it shows: by the
 * row's item that holds it when the item fits (a card), so a snapping row lands on that item and
 * not back on the one before.
 */
function revealInRow(element: Element) {
  let item: Element = element;
  for (let row = element.parentElement; row && row !== document.body; item = row, row = row.parentElement) {
    if (row.scrollWidth <= row.clientWidth) continue;
    const overflow = getComputedStyle(row).overflowX;
    if (overflow !== 'auto' && overflow !== 'scroll') continue;
    const port = row.getBoundingClientRect();
    // The item (a card), not only the focused link in it, shows whole.
    const target = item.getBoundingClientRect().width <= port.width ? item : element;
    const box = target.getBoundingClientRect();
    if (box.left >= port.left && box.right <= port.right) return;
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    return;
  }
}

/**
 * Keyboard focus in a row that scrolls sideways shows the focused item whole. Apart from
 * ScrollManager, which waits in a Suspense boundary for the search params: this must listen from
 * the root's hydration on, or the first Tabs after load land on half-hidden cards.
 */
export function RowFocusReveal() {
  useEffect(() => {
    // After the browser's own scroll for the focus, which comes first.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element) requestAnimationFrame(() => revealInRow(event.target as Element));
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);
  return null;
}

export function ScrollManager() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const first = useRef(true);
  const traversing = useRef(false);
  const rendered = useRef('');
  useEffect(() => {
    rendered.current = search ? `${pathname}?${search}` : pathname;
  }, [pathname, search]);

  useEffect(() => {
    // Back/forward to another page; a popstate of an anchor jump on the same page changes nothing.
    const onPopState = () => {
      traversing.current = `${window.location.pathname}${window.location.search}` !== rendered.current;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (traversing.current) {
      traversing.current = false;
      return;
    }
    if (takeKeptScroll(window.location.href)) return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, search]);

  return null;
}
