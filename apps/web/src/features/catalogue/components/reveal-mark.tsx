'use client';
// A floor plan or facade wider than a phone's column scrolls sideways and opens at its left edge,
// where the unit or floor a page marks on it may be out of sight. Placed beside such drawings, this
// scrolls each one (`data-mark-from`/`data-mark-to`, set by the drawing) once on load, as little as
// brings the mark into view.
import { useEffect, useRef } from 'react';

/** Room kept between a revealed mark and the edge of the view: most of the frame's edge shade. */
const MARGIN_PX = 48;

/**
 * Where a drawing `scrollWidth` wide in a view `clientWidth` wide opens, its mark running from
 * `from` to `to` of its width (0…1). At its left edge while the mark starts in the view's first
 * half: a facade's floor numbers, drawn at that edge, stay in view beside the mark (a first
 * section's floor, wider than a phone's view, then shows from its start). Further right, scrolled
 * just enough to show the mark whole, or from its left end when it is wider than the view.
 */
export function revealScrollLeft(from: number, to: number, scrollWidth: number, clientWidth: number): number {
  const start = from * scrollWidth;
  if (start < clientWidth / 2) return 0;
  const left = start - MARGIN_PX;
  const right = to * scrollWidth + MARGIN_PX;
  return Math.max(0, right - left <= clientWidth ? right - clientWidth : left);
}

export function RevealMark() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const scrollers = ref.current?.parentElement?.querySelectorAll<HTMLElement>('[data-mark-from]') ?? [];
    for (const scroller of scrollers) {
      if (scroller.scrollWidth <= scroller.clientWidth) continue;
      scroller.scrollLeft = revealScrollLeft(Number(scroller.dataset.markFrom), Number(scroller.dataset.markTo), scroller.scrollWidth, scroller.clientWidth);
    }
  }, []);
  return <span ref={ref} hidden />;
}
