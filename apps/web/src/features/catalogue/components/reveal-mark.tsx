'use client';
// A floor plan or facade wider than a phone's column scrolls sideways and opens at its left edge,
// where the unit or floor a page marks on it may be out of sight. Placed beside such drawings, this
// scrolls each one (`data-mark-at`, set by the drawing) once on load so the mark is in the middle
// of the view.
import { useEffect, useRef } from 'react';

export function RevealMark() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const scrollers = ref.current?.parentElement?.querySelectorAll<HTMLElement>('[data-mark-at]') ?? [];
    for (const scroller of scrollers) {
      if (scroller.scrollWidth <= scroller.clientWidth) continue;
      scroller.scrollLeft = Number(scroller.dataset.markAt) * scroller.scrollWidth - scroller.clientWidth / 2;
    }
  }, []);
  return <span ref={ref} hidden />;
}
