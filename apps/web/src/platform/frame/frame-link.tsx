// One menu entry: a client-side Link for site paths, a plain anchor for external URLs. Used by the
// server-rendered footer and by the header's client parts alike.
import Link from 'next/link';
import type { MouseEventHandler } from 'react';
import type { FrameLink as FrameLinkData } from './frame-data';

/** The visitor is on `href` or below it: a news post is within «Новости», a complex within «Проекты». */
export function isWithin(pathname: string, href: string): boolean {
  return pathname === href || (href !== '/' && pathname.startsWith(`${href}/`));
}

interface FrameLinkProps {
  link: FrameLinkData;
  className?: string;
  /**
   * The page the visitor is on (the header's menus): the link to it gets aria-current, a link to a
   * page above it (a news post under «Новости») is marked as the section.
   */
  pathname?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

export function FrameLink({ link, className, pathname, onClick }: FrameLinkProps) {
  if (link.external) {
    return (
      <a href={link.href} className={className} rel="noopener noreferrer" target="_blank" onClick={onClick}>
        {link.label}
        <span className="visually-hidden"> (откроется в новой вкладке)</span>
      </a>
    );
  }
  const current = link.href === pathname;
  const section = pathname !== undefined && !current && isWithin(pathname, link.href);
  // No prefetch: every page renders per request, and a menu of a dozen links would render a
  // dozen pages on the server for each page view.
  return (
    <Link
      href={link.href}
      className={className}
      prefetch={false}
      aria-current={current ? 'page' : undefined}
      data-current={section ? 'true' : undefined}
      onClick={onClick}
    >
      {link.label}
    </Link>
  );
}
