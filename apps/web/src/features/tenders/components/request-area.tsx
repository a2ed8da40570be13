'use client';
// Where «Подать заявку» leads (/tenders?tender=…#tender-request). The link is a client navigation,
// which scrolls to the form but leaves focus on the link far above it; once the page shows the
// chosen tender, focus moves to the form's heading, so the next Tab is the form's first field.
// A page opened at that address is left to the browser (it scrolls there itself).
import { useEffect, useRef, type ReactNode } from 'react';

interface RequestAreaProps {
  id: string;
  /** The tender the form is about: a new one after a navigation moves focus here. */
  tender: string | null;
  className?: string;
  children: ReactNode;
}

export function RequestArea({ id, tender, className, children }: RequestAreaProps) {
  const ref = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (tender === null || window.location.hash !== `#${id}`) return;
    const heading = ref.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [id, tender]);
  return (
    <div id={id} ref={ref} className={className}>
      {children}
    </div>
  );
}
