import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CMS_URL, strapi5Project } from '@/upstream/content/fixtures';
import { ContentUnavailableError } from '@/upstream/content/errors';
import { reshapeProject } from '@/upstream/content/reshape';
import { projectSchema } from '@/upstream/content/schemas';

const api = vi.hoisted(() => ({ fetchProjects: vi.fn(), fetchProjectBySlug: vi.fn(), fetchProjectSlugByLegacyId: vi.fn() }));
vi.mock('@/upstream/content', () => api);
const preview = vi.hoisted(() => ({ isDraftPreview: vi.fn(async () => false) }));
vi.mock('@/platform/preview', () => preview);

const { resolveProjectRoute } = await import('./resolve-project');

const project = (id: number, slug: string, legacyId: number | null = null) =>
  reshapeProject(projectSchema.parse(strapi5Project({ id, slug, title: `ЖК ${slug}`, legacyId })), { mediaBaseUrl: CMS_URL });
const published = [project(1, 'zhk-mayak', 12), project(2, 'zhk-sever', null)];
const unavailable = () => new ContentUnavailableError('CMS GET /api/projects: fetch failed', { path: '/api/projects' });

beforeEach(() => {
  vi.resetAllMocks();
  preview.isDraftPreview.mockResolvedValue(false);
  api.fetchProjects.mockResolvedValue(published);
  api.fetchProjectBySlug.mockImplementation(async (slug: string) => published.find((p) => p.slug === slug) ?? null);
});

describe('resolveProjectRoute', () => {
  it('reads a published complex by its slug', async () => {
    const route = await resolveProjectRoute('zhk-sever');
    expect(route).toMatchObject({ kind: 'project', project: { slug: 'zhk-sever' } });
    expect(api.fetchProjectBySlug).toHaveBeenCalledWith('zhk-sever', { draft: false });
  });

  it('asks the CMS for a slug the published list does not hold yet (a complex published a moment ago)', async () => {
    const fresh = project(3, 'zhk-novyj');
    api.fetchProjectBySlug.mockResolvedValue(fresh);
    expect(await resolveProjectRoute('zhk-novyj')).toEqual({ kind: 'project', project: fresh });
    api.fetchProjectBySlug.mockResolvedValue(null);
    expect(await resolveProjectRoute('zhk-net-takogo')).toEqual({ kind: 'missing' });
  });

  it('answers a malformed id without asking the CMS', async () => {
    expect(await resolveProjectRoute('<script>')).toEqual({ kind: 'missing' });
    expect(api.fetchProjectBySlug).not.toHaveBeenCalled();
  });

  it('redirects an old numeric id the published list holds without asking the CMS for it', async () => {
    expect(await resolveProjectRoute('12')).toEqual({ kind: 'redirect', slug: 'zhk-mayak' });
    expect(api.fetchProjectSlugByLegacyId).not.toHaveBeenCalled();
  });

  it('asks the CMS for a numeric id the list does not hold', async () => {
    api.fetchProjectSlugByLegacyId.mockResolvedValueOnce('zhk-novyj').mockResolvedValueOnce(null);
    expect(await resolveProjectRoute('77')).toEqual({ kind: 'redirect', slug: 'zhk-novyj' });
    expect(await resolveProjectRoute('13')).toEqual({ kind: 'missing' });
    expect(api.fetchProjectSlugByLegacyId).toHaveBeenCalledWith(77);
    expect(api.fetchProjectSlugByLegacyId).toHaveBeenCalledWith(13);
  });

  it('asks the CMS for the id itself when the list cannot be read', async () => {
    api.fetchProjects.mockRejectedValue(unavailable());
    api.fetchProjectSlugByLegacyId.mockResolvedValue('zhk-mayak');
    expect(await resolveProjectRoute('12')).toEqual({ kind: 'redirect', slug: 'zhk-mayak' });
    expect(await resolveProjectRoute('zhk-sever')).toMatchObject({ kind: 'project', project: { slug: 'zhk-sever' } });
  });

  it('still fails the page when the CMS cannot serve the complex either', async () => {
    api.fetchProjects.mockRejectedValue(unavailable());
    api.fetchProjectBySlug.mockRejectedValue(unavailable());
    await expect(resolveProjectRoute('zhk-sever')).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it("reads an editor's draft preview by slug, and an old numeric id past the published list", async () => {
    preview.isDraftPreview.mockResolvedValue(true);
    const draft = project(3, 'zhk-novyj');
    api.fetchProjectBySlug.mockImplementation(async (slug: string) => (slug === draft.slug ? draft : null));
    api.fetchProjectSlugByLegacyId.mockResolvedValue(null);
    expect(await resolveProjectRoute('zhk-novyj')).toEqual({ kind: 'project', project: draft });
    expect(api.fetchProjectBySlug).toHaveBeenCalledWith('zhk-novyj', { draft: true });
    expect(await resolveProjectRoute('12')).toEqual({ kind: 'missing' });
    expect(api.fetchProjectSlugByLegacyId).toHaveBeenCalledWith(12);
    expect(api.fetchProjects).not.toHaveBeenCalled();
  });
});
