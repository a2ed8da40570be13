// A link in running text or under a section: the site's own pages through next/link, other
// sites in a new tab with rel=noopener and a hidden "(откроется в новой вкладке)".
import { IntentLink } from './intent-link';
import type { ReactNode } from 'react';
import styles from './text-link.module.css';

interface TextLinkProps {
  href: string;
  children: ReactNode;
  /** An arrow after the text: "Все проекты →". */
  arrow?: boolean;
  className?: string;
}

const isExternal = (href: string) => /^https?:\/\//.test(href);

export function TextLink({ href, children, arrow = false, className }: TextLinkProps) {
  const classes = [styles.link, arrow ? styles.arrow : null, className].filter(Boolean).join(' ');
  if (isExternal(href)) {
    return (
      <a href={href} className={classes} target="_blank" rel="noopener">
        {children}
        <span className="visually-hidden"> (откроется в новой вкладке)</span>
      </a>
    );
  }
  return (
    <IntentLink href={href} className={classes}>
      {children}
    </IntentLink>
  );
}
