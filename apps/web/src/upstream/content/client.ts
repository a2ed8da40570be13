// The CMS transport: one GET with a timeout, the token, Next cache tags, typed errors and zod
// validation of the Strapi envelope. Operations (api.ts) build on it; no React here.
import 'server-only';
import { z } from 'zod';
import { currentRequest, upstreamTimeout } from '@/lib/http/request-context';
import { CONTENT_REVALIDATE_SECONDS } from './cache-tags';
import { ContentBadResponseError, ContentNotFoundError, ContentUnavailableError } from './errors';
import { STRAPI_PAGE_SIZE, buildStrapiQuery, type StrapiQuery } from './query';
import { flattenStrapi } from './strapi-shape';

export interface ContentClientOptions {
  baseUrl: string;
  /** A function so a token file written after start-up is still picked up. */
  token: () => string | undefined;
  /** Send the token as `access-token` in the query string (spec §7) instead of a bearer header. */
  tokenInQuery: boolean;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export interface ContentRequest {
  query?: StrapiQuery;
  /** Next cache tags of this answer (see cache-tags.ts). */
  tags: readonly string[];
  revalidate?: number;
  /**
   * An editor's draft preview: read the drafts (`status=draft`) and keep the answer out of every
   * cache, so no visitor is ever served a draft.
   */
  draft?: boolean;
}

const paginationSchema = z.object({
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
  pageCount: z.number().int().optional(),
  total: z.number().int().optional(),
});

const envelopeSchema = z.object({
  data: z.unknown(),
  meta: z.object({ pagination: paginationSchema.optional() }).optional(),
});

const strapiErrorSchema = z.object({ error: z.object({ message: z.string() }) });

export type ContentPagination = z.infer<typeof paginationSchema>;

export interface ContentClient {
  /** One list page, entries validated with `schema`. */
  list<T>(path: string, schema: z.ZodType<T>, request: ContentRequest): Promise<{ items: T[]; pagination: ContentPagination }>;
  /** Every entry of a collection, page after page (150 a page). */
  listAll<T>(path: string, schema: z.ZodType<T>, request: ContentRequest): Promise<T[]>;
  /** A single type or one entry; a 404 or `data: null` throws ContentNotFoundError. */
  single<T>(path: string, schema: z.ZodType<T>, request: ContentRequest): Promise<T>;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const fetchImpl = options.fetch ?? fetch;

  async function getEnvelope(path: string, request: ContentRequest): Promise<z.infer<typeof envelopeSchema>> {
    const token = options.token();
    const query = request.draft ? { ...request.query, status: 'draft' as const } : request.query;
    const params = query ? buildStrapiQuery(query) : '';
    const tokenParam = token && options.tokenInQuery ? `access-token=${encodeURIComponent(token)}` : '';
    const search = [params, tokenParam].filter(Boolean).join('&');
    const url = `${options.baseUrl}${path}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token && !options.tokenInQuery) headers.Authorization = `Bearer ${token}`;

    // A page waits for the CMS within its budget (lib/http/request-context); a cached answer at once.
    const timeoutMs = upstreamTimeout(options.timeoutMs);
    // The CMS cannot serve this request: the page's error answer is then "temporarily unavailable" (503).
    const unavailable = (error: ContentUnavailableError | ContentBadResponseError) => {
      const request = currentRequest();
      if (request) request.cmsUnavailable = true;
      return error;
    };
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
        ...(request.draft ? { cache: 'no-store' as const } : { next: { revalidate: request.revalidate ?? CONTENT_REVALIDATE_SECONDS, tags: [...request.tags] } }),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : error instanceof Error ? error.message : String(error);
      throw unavailable(new ContentUnavailableError(`CMS GET ${path}: ${reason}`, { path, cause: error }));
    }

    if (!response.ok) {
      let detail = '';
      try {
        const parsed = strapiErrorSchema.safeParse(JSON.parse(text));
        if (parsed.success) detail = `: ${parsed.data.error.message}`;
      } catch {
        // not JSON: the status says enough
      }
      const message = `CMS GET ${path} answered ${response.status}${detail}`;
      const init = { path, status: response.status };
      if (response.status === 404) throw new ContentNotFoundError(message, init);
      if (response.status >= 500 || [401, 403, 408, 429].includes(response.status)) throw unavailable(new ContentUnavailableError(message, init));
      throw new ContentBadResponseError(message, init);
    }

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw unavailable(new ContentBadResponseError(`CMS GET ${path}: the answer is not JSON`, { path, status: response.status, cause: error }));
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      throw unavailable(new ContentBadResponseError(`CMS GET ${path}: not a Strapi envelope (${describeIssues(envelope.error)})`, { path, status: response.status }));
    }
    return envelope.data;
  }

  function validate<T>(path: string, schema: z.ZodType<T>, value: unknown): T {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new ContentBadResponseError(`CMS GET ${path}: unexpected content shape (${describeIssues(parsed.error)})`, { path });
    }
    return parsed.data;
  }

  async function list<T>(path: string, schema: z.ZodType<T>, request: ContentRequest) {
    const envelope = await getEnvelope(path, request);
    const items = validate(path, z.array(schema), flattenStrapi(envelope.data));
    return { items, pagination: envelope.meta?.pagination ?? {} };
  }

  return {
    list,

    async listAll(path, schema, request) {
      const pageQuery = (page: number): ContentRequest => ({
        ...request,
        query: { ...request.query, pagination: { page, pageSize: STRAPI_PAGE_SIZE } },
      });
      const first = await list(path, schema, pageQuery(1));
      const pageCount = first.pagination.pageCount ?? 1;
      if (pageCount <= 1) return first.items;
      const rest = await Promise.all(Array.from({ length: pageCount - 1 }, (_, i) => list(path, schema, pageQuery(i + 2))));
      return [first.items, ...rest.map((page) => page.items)].flat();
    },

    async single(path, schema, request) {
      const envelope = await getEnvelope(path, request);
      if (envelope.data === null || envelope.data === undefined) {
        throw new ContentNotFoundError(`CMS GET ${path}: no entry`, { path, status: 200 });
      }
      return validate(path, schema, flattenStrapi(envelope.data));
    },
  };
}
