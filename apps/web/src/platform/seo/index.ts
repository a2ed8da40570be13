// Search engines: page metadata from the CMS Page list, JSON-LD, the sitemap, and the start-up
// loads of the page and content lists (README.md).
export { BreadcrumbJsonLd, JsonLd, OrganizationJsonLd, PageBreadcrumbs } from './json-ld-script';
export { SITE_LOCALITY, organizationId, organizationRef, postalAddress, serializeJsonLd, type Crumb, type JsonLdData } from './json-ld';
export { globalOrNull, pageMetadata, pageTexts, titleText } from './page-metadata';
export { absoluteUrl } from './page-seo';
export { SITE_VIEWPORT, siteMetadata } from './site-metadata';
export { buildSitemap } from './sitemap-entries';
export { childSitemapResponse, sitemapIndexResponse } from './sitemaps';
export { getStartupLoads, startupContentList, startupPageList, type LoadResult, type StartupLoads } from './startup-loads';
