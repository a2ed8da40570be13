import { describe, expect, it } from 'vitest';
import { handleRevalidatePost, type RevalidateDependencies } from './handle-revalidate';

const SECRET = 'a-shared-secret-of-the-cms';

function setup(secret: string | undefined) {
  const revalidated: string[] = [];
  const lines: string[] = [];
  const deps: RevalidateDependencies = { secret, revalidate: (tag) => revalidated.push(tag), log: (line) => lines.push(line) };
  return { deps, revalidated, lines };
}

const post = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }) =>
  new Request('http://localhost/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const projectUpdate = { event: 'entry.update', createdAt: '2026-11-24T10:00:00.000Z', model: 'project', uid: 'api::project.project', entry: { id: 3, Slug: 'zhk-akvarel', Project_Title: 'ЖК «Акварель»' } };

describe('POST /api/revalidate', () => {
  it('expires the tags of the changed entry and says which', async () => {
    const { deps, revalidated, lines } = setup(SECRET);
    const response = await handleRevalidatePost(post(projectUpdate), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['projects', 'project:zhk-akvarel'] });
    expect(revalidated).toEqual(['projects', 'project:zhk-akvarel']);
    expect(lines).toEqual(['[revalidate] entry.update api::project.project -> projects, project:zhk-akvarel']);
  });

  it('takes the secret in X-Revalidate-Secret too', async () => {
    const { deps, revalidated } = setup(SECRET);
    const response = await handleRevalidatePost(post(projectUpdate, { 'x-revalidate-secret': SECRET }), deps);
    expect(response.status).toBe(200);
    expect(revalidated).toHaveLength(2);
  });

  it('refuses a missing or wrong secret with 401 and expires nothing', async () => {
    const attempts: Array<Record<string, string>> = [{}, { authorization: 'Bearer not-the-secret' }, { 'x-revalidate-secret': `${SECRET}x` }];
    for (const headers of attempts) {
      const { deps, revalidated } = setup(SECRET);
      const response = await handleRevalidatePost(post(projectUpdate, headers), deps);
      expect(response.status).toBe(401);
      expect(revalidated).toEqual([]);
    }
  });

  it('answers 404 when no secret is configured, whatever the caller sends', async () => {
    const { deps, revalidated } = setup(undefined);
    expect((await handleRevalidatePost(post(projectUpdate), deps)).status).toBe(404);
    expect(revalidated).toEqual([]);
  });

  it('answers 400 for a body that is not a CMS change and 415 for one that is not JSON', async () => {
    const { deps, revalidated } = setup(SECRET);
    expect((await handleRevalidatePost(post({ uid: 'api::project.project' }), deps)).status).toBe(400);
    expect((await handleRevalidatePost(post('{"event":'), deps)).status).toBe(400);
    const text = new Request('http://localhost/api/revalidate', { method: 'POST', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'text/plain' }, body: 'x' });
    expect((await handleRevalidatePost(text, deps)).status).toBe(415);
    expect(revalidated).toEqual([]);
  });

  it('accepts a change to a type the site does not cache and expires nothing', async () => {
    const { deps, revalidated } = setup(SECRET);
    const response = await handleRevalidatePost(post({ event: 'media.create', model: 'file', uid: 'plugin::upload.file', media: {} }), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: [] });
    expect(revalidated).toEqual([]);
  });
});
