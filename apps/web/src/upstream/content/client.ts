// The CMS transport: one GET with a timeout, the token, Next cache tags, typed errors and zod
// validation of the Strapi envelope. Operations (api.ts) build on it; no React here.
import 'server-only';
import { Buffer } from 'node:buffer';
import { z } from 'zod';
import { currentRequest, upstreamTimeout } from '@/lib/http/request-context';
import { keepSignsWithNumbersIn } from '@/lib/typography';
import { CONTENT_REVALIDATE_SECONDS } from './cache-tags';
import { deepFreeze } from './deep-freeze';
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
  /** A page request's CMS budget in all (lib/http/request-context); the default when unset. */
  pageBudgetMs?: number;
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

/** The CMS cannot serve this request: the page's error answer is then "temporarily unavailable" (503). */
function unavailable(error: ContentUnavailableError | ContentBadResponseError) {
  const request = currentRequest();
  if (request) request.cmsUnavailable = true;
  return error;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

const utf8 = new TextDecoder();

/** How many validated answers a client keeps (one per CMS URL it read; the site reads a few hundred). */
const PARSED_ANSWERS_LIMIT = 500;

interface ParsedAnswer {
  bytes: Buffer;
  schema: z.ZodType<unknown>;
  value: unknown;
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const fetchImpl = options.fetch ?? fetch;
  /**
   * The last validated value of each CMS URL, with the bytes it came from. Next's data cache hands a
   * cached answer's body back on every request, and decoding, parsing, flattening and validating it
   * again cost more CPU than rendering the page (docs/performance.md, "Render cost"). The same bytes
   * give back the value they gave before (a byte comparison, no decoding); new bytes (a publish, a
   * refresh) are parsed anew, so freshness stays the data cache's. Drafts are never kept.
   */
  const parsedAnswers = new Map<string, ParsedAnswer>();

  function remembered<T>(key: string | null, bytes: Buffer, schema: z.ZodType<unknown>, parse: () => T): T {
    const kept = key === null ? undefined : parsedAnswers.get(key);
    if (kept && kept.schema === schema && kept.bytes.equals(bytes)) return kept.value as T;
    const value = parse();
    if (key !== null) {
      parsedAnswers.delete(key);
      if (parsedAnswers.size >= PARSED_ANSWERS_LIMIT) parsedAnswers.delete(parsedAnswers.keys().next().value as string);
      parsedAnswers.set(key, { bytes, schema, value: deepFreeze(value) });
    }
    return value;
  }

  /** The answer's body, or a typed error: unavailable (timeout, network, 5xx, 401/403/408/429), not found (404), bad (other 4xx). */
  async function getBody(path: string, request: ContentRequest): Promise<{ key: string | null; bytes: Buffer; status: number }> {
    const token = options.token();
    const query = request.draft ? { ...request.query, status: 'draft' as const } : request.query;
    const params = query ? buildStrapiQuery(query) : '';
    const tokenParam = token && options.tokenInQuery ? `access-token=${encodeURIComponent(token)}` : '';
    const search = [params, tokenParam].filter(Boolean).join('&');
    const url = `${options.baseUrl}${path}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token && !options.tokenInQuery) headers.Authorization = `Bearer ${token}`;

    // A page waits for the CMS within its budget (lib/http/request-context); a cached answer at once.
    const timeoutMs = upstreamTimeout(options.timeoutMs, { budgetMs: options.pageBudgetMs });
    let response: Response;
    let bytes: Buffer;
    try {
      response = await fetchImpl(url, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
        ...(request.draft ? { cache: 'no-store' as const } : { next: { revalidate: request.revalidate ?? CONTENT_REVALIDATE_SECONDS, tags: [...request.tags] } }),
      });
      bytes = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : error instanceof Error ? error.message : String(error);
      throw unavailable(new ContentUnavailableError(`CMS GET ${path}: ${reason}`, { path, cause: error }));
    }

    if (!response.ok) {
      let detail = '';
      try {
        const parsed = strapiErrorSchema.safeParse(JSON.parse(utf8.decode(bytes)));
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
    return { key: request.draft ? null : `${path}?${params}`, bytes, status: response.status };
  }

  function parseEnvelope(path: string, status: number, bytes: Buffer): z.infer<typeof envelopeSchema> {
    let json: unknown;
    try {
      // Editors' texts with a sign kept on the line of its number ("30 %", "№ 152-ФЗ").
      json = keepSignsWithNumbersIn(JSON.parse(utf8.decode(bytes)));
    } catch (error) {
      throw unavailable(new ContentBadResponseError(`CMS GET ${path}: the answer is not JSON`, { path, status, cause: error }));
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      throw unavailable(new ContentBadResponseError(`CMS GET ${path}: not a Strapi envelope (${describeIssues(envelope.error)})`, { path, status }));
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
    const { key, bytes, status } = await getBody(path, request);
    return remembered(key && `list ${key}`, bytes, schema, () => {
      const envelope = parseEnvelope(path, status, bytes);
      const items = validate(path, z.array(schema), flattenStrapi(envelope.data));
      return { items, pagination: envelope.meta?.pagination ?? {} };
    });
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
      const { key, bytes, status } = await getBody(path, request);
      return remembered(key && `single ${key}`, bytes, schema, () => {
        const envelope = parseEnvelope(path, status, bytes);
        if (envelope.data === null || envelope.data === undefined) {
          throw new ContentNotFoundError(`CMS GET ${path}: no entry`, { path, status: 200 });
        }
        return validate(path, schema, flattenStrapi(envelope.data));
      });
    },
  };
}
