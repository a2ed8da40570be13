// Server data of the news pages. A page and its generateMetadata share one cached read per
// request. A CMS failure of the list or of the post throws (the error screen, never an empty list
// that would look like «no news»); a post whose neighbours cannot be read shows without them.
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

/** One post and its neighbours in the list's order, or null for an unknown slug. */
export async function loadNewsPost(slug: string): Promise<NewsPostPageData | null> {
  const draft = await isDraftPreview();
  const [post, neighbours] = await Promise.all([
    readPost(slug, draft),
    readNews(draft).then(
      (posts) => newsNeighbours(posts, slug),
      (error: unknown) => {
        console.warn(`[news] list unavailable for the neighbours of ${slug}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      },
    ),
  ]);
  return post ? { post, neighbours } : null;
}
