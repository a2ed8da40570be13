// Server components that emit JSON-LD. A ld+json block is data, not executable script, so the
// Content-Security-Policy does not need to allow it.
import { getConfig } from '@/lib/config';
import { breadcrumbJsonLd, organizationJsonLd, serializeJsonLd, type Crumb, type JsonLdObject } from './json-ld';
import { globalOrNull } from './page-metadata';

export function JsonLd({ data }: { data: JsonLdObject }) {
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
