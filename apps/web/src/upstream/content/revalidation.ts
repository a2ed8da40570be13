// Which cache tags a change in the CMS makes stale. The CMS tells web about every entry it
// creates, updates, publishes, unpublishes or deletes (Strapi's webhook payload: event, uid or
// model, entry); POST /api/revalidate turns that into these tags. Kept beside cache-tags.ts so
// the fetchers and the mapping cannot drift apart.
import { contentTags } from './cache-tags';

export interface ContentChange {
  /** Strapi's content-type uid, e.g. "api::project.project". */
  uid?: string;
  /** Strapi's model name, e.g. "project" (older webhooks send only this). */
  model?: string;
  /** The changed entry; only its slug is read. */
  entry?: { Slug?: unknown; slug?: unknown } | null;
}

type TagRule = (slug: string | null) => string[];

const withSlug = (listTag: string, one: (slug: string) => string): TagRule => (slug) => (slug ? [listTag, one(slug)] : [listTag]);

/** By the content type's singular name (the part after "api::" and before the dot). */
const RULES: Record<string, TagRule> = {
  project: withSlug(contentTags.projects, contentTags.project),
  // A report shows on its complex's page, which every project fetch tags with "projects" too.
  'construcrion-progress': () => [contentTags.constructionProgress],
  'news-item': withSlug(contentTags.news, contentTags.newsItem),
  'about-company': () => [contentTags.aboutCompany],
  // Workers appear on the company page and as a loan's consultant.
  worker: () => [contentTags.aboutCompany, contentTags.loans],
  loan: withSlug(contentTags.loans, contentTags.loan),
  contact: () => [contentTags.offices],
  link: () => [contentTags.links],
  menu: () => [contentTags.menus],
  page: () => [contentTags.pages],
  content: () => [contentTags.seoContents],
  global: () => [contentTags.global],
  'main-block': () => [contentTags.mainBlock],
  redirect: () => [contentTags.redirects],
  faq: () => [contentTags.faqs],
  tender: () => [contentTags.tenders],
};

function typeName(change: ContentChange): string | null {
  const fromUid = /^api::([a-z0-9-]+)\.[a-z0-9-]+$/.exec(change.uid ?? '')?.[1];
  return fromUid ?? (change.model && /^[a-z0-9-]+$/.test(change.model) ? change.model : null);
}

function slugOf(change: ContentChange): string | null {
  const slug = change.entry?.Slug ?? change.entry?.slug;
  return typeof slug === 'string' && slug.trim() !== '' ? slug : null;
}

/** The tags to revalidate for one change; empty for a type the site does not cache (media, users). */
export function tagsForContentChange(change: ContentChange): string[] {
  const name = typeName(change);
  const rule = name ? RULES[name] : undefined;
  return rule ? rule(slugOf(change)) : [];
}
