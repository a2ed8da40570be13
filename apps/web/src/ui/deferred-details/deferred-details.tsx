'use client';
// A native <details> whose body is drawn only once it has been opened. The server's HTML carries
// the summary alone, so a long run of closed sections (a complex's earlier monthly construction
// reports, each with its photos) costs the page's first load no markup; the body travels with the
// page's data and appears on the first open, then stays, so closing and opening again is instant.
// The browser still gives the summary its button role, Enter and Space. A press before the page's
// script has run opens an empty body, which fills as soon as the script attaches. Not for text a
// search engine or find-in-page should see while closed: the Accordion keeps that in the HTML.
import { useState, type ReactNode, type SyntheticEvent } from 'react';

interface DeferredDetailsProps {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  summaryClassName?: string;
}

export function DeferredDetails({ summary, children, className, summaryClassName }: DeferredDetailsProps) {
  const [opened, setOpened] = useState(false);
  const drawIfOpen = (node: HTMLDetailsElement | null) => {
    if (node?.open) setOpened(true);
  };
  return (
    <details
      // Attached already open: pressed before hydration. That `open` is the visitor's, not a
      // mismatch with the server's HTML.
      ref={opened ? undefined : drawIfOpen}
      suppressHydrationWarning
      className={className}
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => drawIfOpen(event.currentTarget)}
    >
      <summary className={summaryClassName}>{summary}</summary>
      {opened ? children : null}
    </details>
  );
}
