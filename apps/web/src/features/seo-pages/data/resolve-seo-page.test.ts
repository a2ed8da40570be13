import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runStartupLoads } from '@/platform/seo/startup-loads';
import { ContentBadResponseError, ContentUnavailableError } from '@/upstream/content/errors';
import type { SeoContent } from '@/upstream/content';

const api = vi.hoisted(() => ({ fetchSeoContents: vi.fn() }));
vi.mock('@/upstream/content/api', () => api);
const preview = vi.hoisted(() => ({ isDraftPreview: vi.fn(async () => false) }));
vi.mock('@/platform/preview', () => preview);

const { resolveSeoPage } = await import('./resolve-seo-page');

const entry = (slug: string): SeoContent => ({ id: 1, slug, title: slug, body: null, seo: null });

beforeEach(() => {
  api.fetchSeoContents.mockReset();
  preview.isDraftPreview.mockResolvedValue(false);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('resolveSeoPage', () => {
  it('finds the entry by its Slug, and null for an unknown one', async () => {
    api.fetchSeoContents.mockResolvedValue([entry('studii'), entry('s-otdelkoj')]);
    expect((await resolveSeoPage('s-otdelkoj'))?.slug).toBe('s-otdelkoj');
    expect(await resolveSeoPage('net-takoj')).toBeNull();
  });

  it('answers null for a malformed id without asking the CMS', async () => {
    expect(await resolveSeoPage('<script>')).toBeNull();
    expect(await resolveSeoPage('a/b')).toBeNull();
    expect(api.fetchSeoContents).not.toHaveBeenCalled();
  });

  it('serves the start-up list while the CMS is unreachable', async () => {
    await runStartupLoads({ loadPageList: async () => [], loadContentList: async () => [entry('studii')] });
    api.fetchSeoContents.mockRejectedValue(new ContentUnavailableError('CMS GET /api/contents: fetch failed', { path: '/api/contents' }));
    expect((await resolveSeoPage('studii'))?.slug).toBe('studii');
  });

  it('does not hide a wrong CMS answer behind the start-up list', async () => {
    api.fetchSeoContents.mockRejectedValue(new ContentBadResponseError('CMS GET /api/contents: unexpected content shape', { path: '/api/contents' }));
    await expect(resolveSeoPage('studii')).rejects.toBeInstanceOf(ContentBadResponseError);
  });

  it('reads the drafts in an editor\'s preview', async () => {
    preview.isDraftPreview.mockResolvedValue(true);
    api.fetchSeoContents.mockResolvedValue([entry('novaya-stranica')]);
    expect((await resolveSeoPage('novaya-stranica'))?.slug).toBe('novaya-stranica');
    expect(api.fetchSeoContents).toHaveBeenCalledWith({ draft: true });
  });
});
