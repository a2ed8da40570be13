import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentUnavailableError } from '@/upstream/content/errors';
import type { NewsPost } from '@/upstream/content';

const api = vi.hoisted(() => ({ fetchNews: vi.fn(), fetchNewsPostBySlug: vi.fn() }));
vi.mock('@/upstream/content', () => api);
const preview = vi.hoisted(() => ({ isDraftPreview: vi.fn(async () => false) }));
vi.mock('@/platform/preview', () => preview);

const { loadNewsPost } = await import('./load-news');

const post = (id: number, date: string): NewsPost => ({ id, slug: `post-${id}`, title: `Новость ${id}`, date, text: 'Текст', sort: null, image: null, updatedAt: null });
const posts = [post(1, '2026-01-10'), post(2, '2026-02-10'), post(3, '2026-03-10')];
const unavailable = () => new ContentUnavailableError('CMS GET /api/news: fetch failed', { path: '/api/news' });

beforeEach(() => {
  vi.resetAllMocks();
  preview.isDraftPreview.mockResolvedValue(false);
  api.fetchNews.mockResolvedValue(posts);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('loadNewsPost', () => {
  it('takes the post and its neighbours from the list, newest first', async () => {
    const data = await loadNewsPost('post-2');
    expect(data?.post.title).toBe('Новость 2');
    expect(data?.neighbours).toMatchObject({ previous: { title: 'Новость 3' }, next: { title: 'Новость 1' } });
    expect(api.fetchNewsPostBySlug).not.toHaveBeenCalled();
  });

  it('asks the CMS for a slug the list does not hold yet (a post published a moment ago), and null when it has none', async () => {
    const fresh = post(4, '2026-04-10');
    api.fetchNewsPostBySlug.mockResolvedValueOnce(fresh).mockResolvedValueOnce(null);
    expect(await loadNewsPost('post-4')).toEqual({ post: fresh, neighbours: { previous: null, next: null } });
    expect(await loadNewsPost('post-9')).toBeNull();
    expect(api.fetchNewsPostBySlug).toHaveBeenCalledWith('post-9', { draft: false });
  });

  it('reads the post by itself, without neighbours, when the list cannot be read', async () => {
    api.fetchNews.mockRejectedValue(unavailable());
    api.fetchNewsPostBySlug.mockResolvedValue(posts[1]);
    expect(await loadNewsPost('post-2')).toEqual({ post: posts[1], neighbours: null });
    expect(api.fetchNewsPostBySlug).toHaveBeenCalledWith('post-2', { draft: false });
  });

  it('fails when neither the list nor the post can be read (the error screen, not a 404)', async () => {
    api.fetchNews.mockRejectedValue(unavailable());
    api.fetchNewsPostBySlug.mockRejectedValue(unavailable());
    await expect(loadNewsPost('post-2')).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it("reads the drafts in an editor's preview", async () => {
    preview.isDraftPreview.mockResolvedValue(true);
    await loadNewsPost('post-1');
    expect(api.fetchNews).toHaveBeenCalledWith({ draft: true });
  });
});
