// One section of a complex page: an anchor the section navigation points at, named by its heading.
import type { ReactNode } from 'react';
import { SectionHeading } from '@/ui/section-heading';
import type { SectionId } from '../../data/project-page';
import styles from './project-page.module.css';

export function PageSection({ id, title, lead, children }: { id: SectionId; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.section}>
      <SectionHeading id={`${id}-title`} title={title} lead={lead} />
      {children}
    </section>
  );
}

/** Plain editor text: one paragraph per blank-line block. */
export function Paragraphs({ items, className }: { items: readonly string[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <div className={[styles.prose, className].filter(Boolean).join(' ')}>
      {items.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}

/** A link to another site (or a file): a new tab, said to screen readers. Site paths stay in the tab. */
export function OutLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const external = /^https?:\/\//i.test(href);
  return (
    <a href={href} className={className} {...(external ? { target: '_blank', rel: 'noopener' } : {})}>
      {children}
      {external ? <span className="visually-hidden"> (откроется в новой вкладке)</span> : null}
    </a>
  );
}
