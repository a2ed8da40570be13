import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page, SeoContent } from '@/upstream/content';
import { getStartupLoads, runStartupLoads, startupContentList, startupPageList } from './startup-loads';

afterEach(() => vi.restoreAllMocks());

const page = (path: string): Page => ({ id: 1, path, layout: 'default', title: null, description: null });
const content = (slug: string): SeoContent => ({ id: 1, slug, title: slug, body: null, seo: null });

describe('runStartupLoads', () => {
  it('records both counts and keeps the lists when the CMS answers', async () => {
    const pages = [page('/'), page('/our-projects'), page('/debug')];
    const contents = [content('studii')];
    const result = await runStartupLoads({ loadPageList: async () => pages, loadContentList: async () => contents });
    expect(result.pageList).toMatchObject({ status: 'ok', count: 3 });
    expect(result.contentList).toMatchObject({ status: 'ok', count: 1 });
    expect(getStartupLoads()).toEqual(result);
    expect(startupPageList()).toEqual(pages);
    expect(startupContentList()).toEqual(contents);
  });

  it('reports a failed page list as an error, keeps it for /debug and keeps the last known list', async () => {
    await runStartupLoads({ loadPageList: async () => [page('/')], loadContentList: async () => [] });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await runStartupLoads({
      loadPageList: () => Promise.reject(new Error('CMS GET /api/pages: no answer within 5000 ms')),
      loadContentList: async () => [],
    });
    expect(result.pageList).toMatchObject({ status: 'failed', error: 'CMS GET /api/pages: no answer within 5000 ms' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('page list load failed'));
    expect(getStartupLoads().pageList.status).toBe('failed');
    expect(startupPageList()).toEqual([page('/')]);
  });

  it('logs a failed content list as a warning only, and does not throw', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await runStartupLoads({ loadPageList: async () => [], loadContentList: () => Promise.reject(new Error('down')) });
    expect(result.contentList).toMatchObject({ status: 'failed', error: 'down' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content list load failed (ignored)'));
    expect(error).not.toHaveBeenCalled();
  });
});
