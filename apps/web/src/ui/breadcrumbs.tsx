// Where a page sits in the site: links up to it, the page itself last, not a link
// (aria-current). The JSON-LD twin is platform/seo's BreadcrumbJsonLd.
import { IntentLink } from './intent-link';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

export function Breadcrumbs({ items, className }: { items: readonly BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="Путь по сайту" className={[styles.breadcrumbs, className].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {item.href && !current ? (
                <IntentLink href={item.href} className={styles.link}>
                  {item.label}
                </IntentLink>
              ) : (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
