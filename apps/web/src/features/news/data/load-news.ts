// Server data of the news pages. A page and its generateMetadata share one cached read per
// request. A CMS failure of the list page, or of the list and then the post, throws (the error
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
 * One post and its neighbours in the list's order, or null for an unknown slug. The list (cached,
 * the same fields as one post) answers both, so an unknown slug costs no CMS request; only when
 * the list cannot be read is the post asked for by itself, and shown without neighbours.
 */
export async function loadNewsPost(slug: string): Promise<NewsPostPageData | null> {
  const draft = await isDraftPreview();
  const posts = await readNews(draft).catch((error: unknown) => {
    console.warn(`[news] list unavailable, post ${slug} read by itself, without neighbours: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  });
  if (posts) {
    const post = posts.find((item) => item.slug === slug);
    return post ? { post, neighbours: newsNeighbours(posts, slug) } : null;
  }
  const post = await readPost(slug, draft);
  return post ? { post, neighbours: null } : null;
}
