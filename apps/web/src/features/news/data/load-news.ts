// Server data of the news pages. A page and its generateMetadata share one cached read per
// request. A CMS failure of the list page, or of a post the list does not hold, throws (the error
// screen, never an empty list that would look like «no news»); a post read without the list shows
// without neighbours.
// In an editor's draft preview (platform/preview) both read the drafts, uncached.
import 'server-only';
import { cache } from 'react';
import { isDraftPreview } from '@/platform/preview';
import { fetchNews, fetchNewsPostBySlug, type NewsPost } from '@/upstream/content';
import { newsListPage, newsNeighbours, type NewsListPage, type NewsNeighbours } from './news-pages';

const readNews = cache((draft: boolean) => fetchNews({ draft }));
const readPost = cache((slug: string, draft: boolean) => fetchNewsPostBySlug(slug, { draft }));

/** List page `page`, or null when there is no such page (the route answers 404). */
export async function loadNewsListPage(page: number): Promise<NewsListPage | null> {
  return newsListPage(await readNews(await isDraftPreview()), page);
}

export interface NewsPostPageData {
  post: NewsPost;
  /** Null when the list could not be read: the page then shows no previous/next links. */
  neighbours: NewsNeighbours | null;
}

/**
 * One post and its neighbours in the list's order, or null for an unknown slug. A post the list
 * holds (cached, the same fields as one post) costs no request of its own; any other slug is asked
 * for, so a post published a moment ago opens before the list's cache catches up. Without the list,
 * the post shows without neighbours.
 */
export async function loadNewsPost(slug: string): Promise<NewsPostPageData | null> {
  const draft = await isDraftPreview();
  const posts = await readNews(draft).catch((error: unknown) => {
    console.warn(`[news] list unavailable, post ${slug} shown without neighbours: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  const post = posts?.find((item) => item.slug === slug) ?? (await readPost(slug, draft));
  if (!post) return null;
  return { post, neighbours: posts ? newsNeighbours(posts, slug) : null };
}
