'use client';
// A floor plan or facade wider than a phone's column scrolls sideways and opens at its left edge,
// where the unit or floor a page marks on it may be out of sight. Placed beside such drawings, this
// scrolls each one (`data-mark-at`, set by the drawing) once on load just far enough that the
// mark's middle is within the left three quarters of the view: a mark already there (a facade's
// floor, as wide as the house) leaves the drawing at its left edge, with the floor numbers.
import { useEffect, useRef } from 'react';

/** How far across the view a mark's middle may be before the drawing is scrolled to it. */
const MARK_WITHIN = 0.75;

export function RevealMark() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const scrollers = ref.current?.parentElement?.querySelectorAll<HTMLElement>('[data-mark-at]') ?? [];
    for (const scroller of scrollers) {
      if (scroller.scrollWidth <= scroller.clientWidth) continue;
      scroller.scrollLeft = Math.max(0, Number(scroller.dataset.markAt) * scroller.scrollWidth - scroller.clientWidth * MARK_WITHIN);
    }
  }, []);
  return <span ref={ref} hidden />;
}
