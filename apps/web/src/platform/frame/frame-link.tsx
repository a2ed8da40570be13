// One menu entry: a client-side Link for site paths, a plain anchor for external URLs.
import Link from 'next/link';
import type { FrameLink as FrameLinkData } from './frame-data';

export function FrameLink({ link, className }: { link: FrameLinkData; className?: string }) {
  if (link.external) {
    return (
      <a href={link.href} className={className} rel="noopener noreferrer" target="_blank">
        {link.label}
        <span className="visually-hidden"> (откроется в новой вкладке)</span>
      </a>
    );
  }
  // No prefetch: every page renders per request, and a menu of a dozen links would render a
  // dozen pages on the server for each page view.
  return (
    <Link href={link.href} className={className} prefetch={false}>
      {link.label}
    </Link>
  );
}
