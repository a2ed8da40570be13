// Typed failures of the CMS client. Pages let them propagate (a failed fetch must never be cached
// as an empty list); callers that can do without a record catch ContentNotFoundError only.

export type ContentFailure = 'not-found' | 'unavailable' | 'bad-response';

export abstract class ContentError extends Error {
  abstract readonly kind: ContentFailure;
  /** The API path that failed, without the query string (which may carry a token). */
  readonly path: string;
  readonly status: number | undefined;

  constructor(message: string, options: { path: string; status?: number; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.path = options.path;
    this.status = options.status;
  }
}

/** 404 from the CMS, or a lookup that matched nothing. */
export class ContentNotFoundError extends ContentError {
  readonly kind = 'not-found';
  override readonly name = 'ContentNotFoundError';
}

/** Network failure, timeout, 5xx, or a refused token (401/403): the CMS cannot serve us now. */
export class ContentUnavailableError extends ContentError {
  readonly kind = 'unavailable';
  override readonly name = 'ContentUnavailableError';
}

/** The CMS answered, but not with what the content model promises (bad JSON, schema mismatch, 400). */
export class ContentBadResponseError extends ContentError {
  readonly kind = 'bad-response';
  override readonly name = 'ContentBadResponseError';
}
