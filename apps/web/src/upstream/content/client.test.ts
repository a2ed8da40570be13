import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requestContextStorage } from '@/lib/http/request-context';
import { sendJson, startFakeServer, type FakeServer } from '@/test/fake-server';
import { createContentClient } from './client';
import { ContentBadResponseError, ContentNotFoundError, ContentUnavailableError } from './errors';
import { listEnvelope, strapi4Project, strapi5Project } from './fixtures';
import { projectSchema } from './schemas';

let server: FakeServer;
beforeAll(async () => {
  server = await startFakeServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const client = (overrides: { tokenInQuery?: boolean; timeoutMs?: number; token?: string } = {}) =>
  createContentClient({
    baseUrl: server.url,
    token: () => ('token' in overrides ? overrides.token : 'cms-token-abc'),
    tokenInQuery: overrides.tokenInQuery ?? false,
    timeoutMs: overrides.timeoutMs ?? 2000,
  });

const request = { tags: ['projects'], query: { filters: { Slug: { $eq: 'zhk-a' } } } };

describe('content client', () => {
  it('sends the bearer token and parses a Strapi 5 list', async () => {
    server.handle((_req, res) => sendJson(res, 200, listEnvelope([strapi5Project({ id: 1, slug: 'zhk-a', title: 'ЖК А' })])));
    const { items, pagination } = await client().list('/api/projects', projectSchema, request);
    expect(items.map((i) => i.Slug)).toEqual(['zhk-a']);
    expect(pagination).toMatchObject({ pageCount: 1, total: 1 });
    expect(server.requests[0]).toMatchObject({ url: '/api/projects?filters[Slug][$eq]=zhk-a' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer cms-token-abc');
  });

  it('keeps a sign on the line of its number in the texts editors typed with ordinary spaces', async () => {
    server.handle((_req, res) => sendJson(res, 200, listEnvelope([strapi5Project({ id: 1, slug: 'zhk-a', title: 'ЖК А: взнос от 30 %, № 2' })])));
    const { items } = await client().list('/api/projects', projectSchema, request);
    expect(items[0]?.Project_Title).toBe('ЖК А: взнос от 30\u00a0%, №\u00a02');
    expect(items[0]?.Slug).toBe('zhk-a');
  });

  it('asks for the drafts in an editor\'s preview', async () => {
    server.handle((_req, res) => sendJson(res, 200, listEnvelope([])));
    await client().list('/api/projects', projectSchema, { ...request, draft: true });
    expect(server.requests[0]?.url).toBe('/api/projects?filters[Slug][$eq]=zhk-a&status=draft');
  });

  it('parses the Strapi 4 shape with the same schema', async () => {
    server.handle((_req, res) => sendJson(res, 200, listEnvelope([strapi4Project({ id: 1, slug: 'zhk-a', title: 'ЖК А' })])));
    const { items } = await client().list('/api/projects', projectSchema, request);
    expect(items[0]).toMatchObject({ id: 1, Slug: 'zhk-a', Project_Title: 'ЖК А' });
  });

  it('can send the token as the access-token query parameter instead', async () => {
    server.handle((_req, res) => sendJson(res, 200, listEnvelope([])));
    await client({ tokenInQuery: true }).list('/api/projects', projectSchema, request);
    expect(server.requests[0]?.url).toBe('/api/projects?filters[Slug][$eq]=zhk-a&access-token=cms-token-abc');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends no credentials when there is no token', async () => {
    server.handle((_req, res) => sendJson(res, 200, listEnvelope([])));
    await client({ token: undefined }).list('/api/projects', projectSchema, { tags: [] });
    expect(server.requests[0]?.url).toBe('/api/projects');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('follows pagination to read a whole collection', async () => {
    server.handle((req, res) => {
      const page = Number(new URL(req.url, server.url).searchParams.get('pagination[page]'));
      const id = page;
      sendJson(res, 200, { ...listEnvelope([strapi5Project({ id, slug: `p-${id}`, title: `П ${id}` })], 3) });
    });
    const items = await client().listAll('/api/projects', projectSchema, { tags: [] });
    expect(items.map((i) => i.Slug)).toEqual(['p-1', 'p-2', 'p-3']);
    expect(server.requests.map((r) => new URL(r.url, server.url).searchParams.get('pagination[pageSize]'))).toEqual(['150', '150', '150']);
  });

  it('throws ContentNotFoundError on 404 and on a single type without data', async () => {
    server.handle((_req, res) => sendJson(res, 404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }));
    await expect(client().single('/api/global', projectSchema, { tags: [] })).rejects.toBeInstanceOf(ContentNotFoundError);
    server.handle((_req, res) => sendJson(res, 200, { data: null, meta: {} }));
    await expect(client().single('/api/global', projectSchema, { tags: [] })).rejects.toBeInstanceOf(ContentNotFoundError);
  });

  it('throws ContentUnavailableError on 5xx, a refused token, a dead port and a timeout', async () => {
    server.handle((_req, res) => sendJson(res, 503, { error: { message: 'maintenance' } }));
    await expect(client().list('/api/projects', projectSchema, request)).rejects.toThrow(
      expect.objectContaining({ name: 'ContentUnavailableError', status: 503, message: 'CMS GET /api/projects answered 503: maintenance' }),
    );
    server.handle((_req, res) => sendJson(res, 401, { error: { message: 'Missing or invalid credentials' } }));
    await expect(client().list('/api/projects', projectSchema, request)).rejects.toBeInstanceOf(ContentUnavailableError);

    const dead = createContentClient({ baseUrl: 'http://127.0.0.1:9', token: () => undefined, tokenInQuery: false, timeoutMs: 2000 });
    await expect(dead.list('/api/projects', projectSchema, request)).rejects.toBeInstanceOf(ContentUnavailableError);

    server.handle(() => {
      // never answers
    });
    await expect(client({ timeoutMs: 200 }).list('/api/projects', projectSchema, request)).rejects.toThrow(
      expect.objectContaining({ name: 'ContentUnavailableError', message: 'CMS GET /api/projects: no answer within 200 ms' }),
    );
  });

  it('waits within a page request\'s budget: the default 2 s, or the one configured', async () => {
    server.handle(() => {
      // never answers
    });
    const inPage = (pageBudgetMs?: number) =>
      requestContextStorage().run({ startedAt: performance.now() - 1700 }, () =>
        createContentClient({ baseUrl: server.url, token: () => undefined, tokenInQuery: false, timeoutMs: 5000, pageBudgetMs }).list('/api/projects', projectSchema, request),
      );
    // 1.7 s of the request have gone: about 300 ms are left of the default budget.
    await expect(inPage()).rejects.toThrow(expect.objectContaining({ message: expect.stringMatching(/no answer within (29\d|300) ms$/) }));
    // A budget of 2.1 s leaves about 400 ms.
    await expect(inPage(2100)).rejects.toThrow(expect.objectContaining({ message: expect.stringMatching(/no answer within (39\d|400) ms$/) }));
  });

  it('throws ContentBadResponseError on a 400, non-JSON and a shape that breaks the model', async () => {
    server.handle((_req, res) => sendJson(res, 400, { error: { message: 'Invalid key Foo' } }));
    await expect(client().list('/api/projects', projectSchema, request)).rejects.toBeInstanceOf(ContentBadResponseError);
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html>proxy error</html>');
    });
    await expect(client().list('/api/projects', projectSchema, request)).rejects.toBeInstanceOf(ContentBadResponseError);
    server.handle((_req, res) => sendJson(res, 200, listEnvelope([{ id: 1, Slug: 'no-title' }])));
    await expect(client().list('/api/projects', projectSchema, request)).rejects.toThrow(/Project_Title/);
  });

  it('never puts the token into an error message', async () => {
    server.handle((_req, res) => sendJson(res, 500, { error: { message: 'boom' } }));
    const error = await client({ tokenInQuery: true })
      .list('/api/projects', projectSchema, request)
      .catch((caught: unknown) => caught);
    expect(String((error as Error).message)).not.toContain('cms-token-abc');
    expect((error as ContentUnavailableError).path).toBe('/api/projects');
  });

  describe('an answer read again', () => {
    /** The project schema, counting the entries it validates. */
    const counting = () => {
      const counter = { validated: 0 };
      const schema = projectSchema.transform((project) => {
        counter.validated += 1;
        return project;
      });
      return { counter, schema: schema as z.ZodType<z.infer<typeof projectSchema>> };
    };

    it('gives back the value it gave for the same answer bytes, without validating it again, and never lets it change', async () => {
      server.handle((_req, res) => sendJson(res, 200, listEnvelope([strapi5Project({ id: 1, slug: 'zhk-a', title: 'ЖК А' })])));
      const { counter, schema } = counting();
      const cms = client();
      const first = await cms.list('/api/projects', schema, request);
      const second = await cms.list('/api/projects', schema, request);
      expect(server.requests).toHaveLength(2);
      expect(counter.validated).toBe(1);
      expect(second.items).toBe(first.items);
      expect(() => {
        (second.items[0] as { Project_Title: string }).Project_Title = 'changed';
      }).toThrow(TypeError);
      expect(second.items[0]?.Project_Title).toBe('ЖК А');
    });

    it('reads a changed answer anew, and keeps a draft for nobody', async () => {
      let title = 'ЖК А';
      server.handle((_req, res) => sendJson(res, 200, listEnvelope([strapi5Project({ id: 1, slug: 'zhk-a', title })])));
      const { counter, schema } = counting();
      const cms = client();
      await cms.list('/api/projects', schema, request);
      title = 'ЖК Б';
      const changed = await cms.list('/api/projects', schema, request);
      expect(changed.items[0]?.Project_Title).toBe('ЖК Б');
      expect(counter.validated).toBe(2);

      await cms.list('/api/projects', schema, { ...request, draft: true });
      const draftAgain = await cms.list('/api/projects', schema, { ...request, draft: true });
      expect(counter.validated).toBe(4);
      draftAgain.items[0]!.Project_Title = 'an editor may change a draft value';
    });

    it('keeps apart the same URL read with another schema, and a single entry from a list', async () => {
      server.handle((_req, res) => sendJson(res, 200, listEnvelope([strapi5Project({ id: 1, slug: 'zhk-a', title: 'ЖК А' })])));
      const cms = client();
      const full = await cms.list('/api/projects', projectSchema, request);
      const slugs = await cms.list('/api/projects', z.object({ Slug: z.string() }), request);
      expect(full.items[0]).toHaveProperty('Project_Title', 'ЖК А');
      expect(slugs.items[0]).toEqual({ Slug: 'zhk-a' });
    });
  });
});
