// Strapi's Preview button (config/admin.ts): which page of the site shows an entry, and a link to
// it that opens the draft through web's GET /api/preview. The link is signed with PREVIEW_SECRET
// and expires, so it cannot be guessed, forged for another page, or reused for long. Web checks it
// with the same recipe (apps/web/src/platform/preview/signature.ts); the two must stay in step.
import { createHmac } from 'node:crypto';

/** How long a preview link opens the draft: an editor's session, not a permanent address. */
export const PREVIEW_LINK_SECONDS = 60 * 60;

type Entry = Record<string, unknown> | null | undefined;

const slugOf = (entry: Entry, field: string): string | null => {
  const value = entry?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

const under = (prefix: string, slug: string | null): string | null => (slug ? `${prefix}/${encodeURIComponent(slug)}` : null);

/**
 * The site's path that shows an entry of `uid`, or null when no page shows it (menus, redirects,
 * media). The paths are the spec's routes (§2).
 */
export function previewPath(uid: string, entry: Entry): string | null {
  switch (uid) {
    case 'api::project.project':
      return under('/our-projects', slugOf(entry, 'Slug'));
    case 'api::news-item.news-item':
      return under('/posts', slugOf(entry, 'Slug'));
    case 'api::content.content':
      return under('/seo', slugOf(entry, 'Slug'));
    case 'api::loan.loan':
      return under('/loan', slugOf(entry, 'Slug'));
    case 'api::about-company.about-company':
    case 'api::worker.worker':
      return '/about-company';
    case 'api::contact.contact':
      return '/contacts';
    case 'api::faq.faq':
      return '/faq';
    case 'api::tender.tender':
      return '/tenders';
    case 'api::main-block.main-block':
    case 'api::global.global':
      return '/';
    case 'api::construcrion-progress.construcrion-progress':
      return '/our-projects';
    default:
      return null;
  }
}

/** The signed part of a preview link: the path and the expiry, nothing else. */
export function previewSignature(secret: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`novostroy-preview\n${path}\n${expires}`).digest('base64url');
}

/**
 * A link that turns on web's draft mode and opens `path` (relative, starting with one slash).
 * `status` 'published' needs no draft mode: the page itself is the preview.
 */
export function previewLink(options: { webUrl: string; secret: string; path: string; status: string | undefined; now?: number }): string {
  const { webUrl, secret, path, status } = options;
  const base = webUrl.replace(/\/+$/, '');
  if (status === 'published') return `${base}${path}`;
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + PREVIEW_LINK_SECONDS;
  const query = new URLSearchParams({ path, expires: String(expires), signature: previewSignature(secret, path, expires) });
  return `${base}/api/preview?${query.toString()}`;
}
