import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fake-server';
import { createContentClient } from './client';
import { listEnvelope, strapi5Project, strapiMedia } from './fixtures';
import { reshapeProject, type ReshapeContext } from './reshape';
import { reshapedOnce } from './reshaped-once';
import { projectSchema } from './schemas';
import type { Project } from './types';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const request = { tags: ['projects'], query: { filters: { Slug: { $eq: 'zhk-a' } } } };
const context: ReshapeContext = { mediaBaseUrl: 'https://novostroy.example' };

function counted() {
  const calls = { count: 0 };
  const projectOf = reshapedOnce((item: Parameters<typeof reshapeProject>[0], ctx: ReshapeContext): Project => {
    calls.count += 1;
    return reshapeProject(item, ctx);
  });
  return { calls, projectOf };
}

describe('reshapedOnce', () => {
  let title: string;
  const cms = () => createContentClient({ baseUrl: server.url, token: () => 'cms-token', tokenInQuery: false, timeoutMs: 2000 });
  beforeEach(() => {
    title = 'ЖК А';
    server.handle((_req, res) =>
      sendJson(res, 200, listEnvelope([strapi5Project({ id: 1, slug: 'zhk-a', title, photos: [strapiMedia({ id: 7, name: 'a.webp' })] })])),
    );
  });

  it('hands every request the complex it shaped from the same CMS answer, frozen', async () => {
    const client = cms();
    const { calls, projectOf } = counted();
    const first = projectOf((await client.list('/api/projects', projectSchema, request)).items[0]!, context);
    const second = projectOf((await client.list('/api/projects', projectSchema, request)).items[0]!, context);
    expect(server.requests).toHaveLength(2);
    expect(calls.count).toBe(1);
    expect(second).toBe(first);
    expect(second.photos[0]?.url).toBe('https://novostroy.example/uploads/a.webp');
    expect(() => {
      second.photos.pop();
    }).toThrow(TypeError);
    expect(second.photos).toHaveLength(1);
  });

  it('shapes a published change anew, and a media base of its own', async () => {
    const client = cms();
    const { calls, projectOf } = counted();
    const before = projectOf((await client.list('/api/projects', projectSchema, request)).items[0]!, context);
    title = 'ЖК Б';
    const after = projectOf((await client.list('/api/projects', projectSchema, request)).items[0]!, context);
    expect(before.title).toBe('ЖК А');
    expect(after.title).toBe('ЖК Б');
    const entry = (await client.list('/api/projects', projectSchema, request)).items[0]!;
    const elsewhere = projectOf(entry, { mediaBaseUrl: 'https://cdn.example' });
    expect(elsewhere.photos[0]?.url).toBe('https://cdn.example/uploads/a.webp');
    expect(calls.count).toBe(3);
  });

  it('shapes an editor\'s draft on every read and leaves it changeable', async () => {
    const client = cms();
    const { calls, projectOf } = counted();
    const draftRequest = { ...request, draft: true };
    projectOf((await client.list('/api/projects', projectSchema, draftRequest)).items[0]!, context);
    const again = projectOf((await client.list('/api/projects', projectSchema, draftRequest)).items[0]!, context);
    expect(calls.count).toBe(2);
    again.title = 'an editor may change a draft value';
    expect(Object.isFrozen(again)).toBe(false);
  });
});
