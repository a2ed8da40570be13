// Server components that emit JSON-LD. A ld+json block is data, not executable script, so the
// Content-Security-Policy does not need to allow it.
import { getConfig } from '@/lib/config';
import { Breadcrumbs } from '@/ui/breadcrumbs';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd, type Crumb, type JsonLdData } from './json-ld';
import { globalOrNull } from './page-metadata';

export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** Site-wide Organization (name, url, logo, phones, socials from the CMS Global); CMS down -> name and url only. */
export async function OrganizationJsonLd() {
  const global = await globalOrNull();
  return <JsonLd data={organizationJsonLd(getConfig().siteUrl, global)} />;
}

export function BreadcrumbJsonLd({ crumbs }: { crumbs: readonly Crumb[] }) {
  return <JsonLd data={breadcrumbJsonLd(getConfig().siteUrl, crumbs)} />;
}

/**
 * The visible breadcrumbs and their BreadcrumbList from one list, so the two never disagree. The
 * last crumb is the page itself: shown as text, listed with its own URL.
 */
export function PageBreadcrumbs({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  return (
    <>
      <Breadcrumbs items={crumbs.map((crumb, index) => (index === crumbs.length - 1 ? { label: crumb.name } : { label: crumb.name, href: crumb.path }))} className={className} />
      <BreadcrumbJsonLd crumbs={crumbs} />
    </>
  );
}
