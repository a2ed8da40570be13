import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStartupLoads, runStartupLoads } from './startup-loads';

afterEach(() => vi.restoreAllMocks());

describe('runStartupLoads', () => {
  it('records both counts when the CMS answers', async () => {
    const result = await runStartupLoads({ loadPageList: async () => [1, 2, 3], loadContentList: async () => [1] });
    expect(result.pageList).toMatchObject({ status: 'ok', count: 3 });
    expect(result.contentList).toMatchObject({ status: 'ok', count: 1 });
    expect(getStartupLoads()).toEqual(result);
  });

  it('reports a failed page list as an error and keeps it for /debug', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await runStartupLoads({
      loadPageList: () => Promise.reject(new Error('CMS GET /api/pages: no answer within 5000 ms')),
      loadContentList: async () => [],
    });
    expect(result.pageList).toMatchObject({ status: 'failed', error: 'CMS GET /api/pages: no answer within 5000 ms' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('page list load failed'));
    expect(getStartupLoads().pageList.status).toBe('failed');
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
