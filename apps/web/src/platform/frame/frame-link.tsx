// One menu entry: a client-side Link for site paths, a plain anchor for external URLs. Used by the
// server-rendered footer and by the header's client parts alike.
import Link from 'next/link';
import type { MouseEventHandler } from 'react';
import type { FrameLink as FrameLinkData } from './frame-data';

interface FrameLinkProps {
  link: FrameLinkData;
  className?: string;
  /** The page the visitor is on: marked with aria-current. */
  current?: boolean;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

export function FrameLink({ link, className, current = false, onClick }: FrameLinkProps) {
  if (link.external) {
    return (
      <a href={link.href} className={className} rel="noopener noreferrer" target="_blank" onClick={onClick}>
        {link.label}
        <span className="visually-hidden"> (откроется в новой вкладке)</span>
      </a>
    );
  }
  // No prefetch: every page renders per request, and a menu of a dozen links would render a
  // dozen pages on the server for each page view.
  return (
    <Link href={link.href} className={className} prefetch={false} aria-current={current ? 'page' : undefined} onClick={onClick}>
      {link.label}
    </Link>
  );
}
