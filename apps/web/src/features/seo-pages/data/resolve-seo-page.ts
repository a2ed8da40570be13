// What /seo/[id] shows: the content-list entry whose Slug is the id, or null. The whole list is
// read (the spec's start-up content list, tag "contents"), so the page reuses the cached answer.
// Wrapped in React cache() so the page and generateMetadata share one lookup.
import 'server-only';
import { cache } from 'react';
import { isDraftPreview } from '@/platform/preview';
import { startupContentList } from '@/platform/seo';
import { fetchSeoContents, ContentUnavailableError, type Photo, type SeoContent } from '@/upstream/content';

// Strapi uid characters; anything else cannot be a Slug and is a 404 without asking the CMS.
const SLUG_PATTERN = /^[A-Za-z0-9._~-]{1,200}$/;

/** The content list; while the CMS is unreachable, the list loaded at start-up when there is one. */
async function seoContentsOrStartupList(): Promise<SeoContent[]> {
  try {
    return await fetchSeoContents();
  } catch (error) {
    const fallback = error instanceof ContentUnavailableError ? startupContentList() : undefined;
    if (!fallback) throw error;
    console.warn(`[seo] content list unavailable, serving the start-up list: ${(error as ContentUnavailableError).message}`);
    return fallback;
  }
}

export const resolveSeoPage = cache(async (id: string): Promise<SeoContent | null> => {
  if (!SLUG_PATTERN.test(id)) return null;
  // An editor's preview reads the drafts straight from the CMS (no start-up fallback: a preview
  // of content that cannot be read should say so, not show the published text).
  const entries = (await isDraftPreview()) ? await fetchSeoContents({ draft: true }) : await seoContentsOrStartupList();
  return entries.find((entry) => entry.slug === id) ?? null;
});

/** The entry's picture: the SEO meta image, else its openGraph image. */
export function seoPagePhoto(entry: SeoContent): Photo | null {
  const photo = entry.seo?.metaImage ?? entry.seo?.openGraph?.image ?? null;
  return photo && !photo.isVideo ? photo : null;
}

/** The share image: the openGraph image, else the meta image (the site default comes later). */
export function seoPageShareImage(entry: SeoContent): Photo | null {
  return entry.seo?.openGraph?.image ?? entry.seo?.metaImage ?? null;
}
