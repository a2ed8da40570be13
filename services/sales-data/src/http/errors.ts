// Typed HTTP errors and the one JSON error shape every failure answers with:
// { error: { status, message, fields? } }. Anything unexpected becomes a logged 500.
import type { ErrorResponse } from '@novostroy/contracts';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const notFound = (message: string) => new HttpError(404, message);

export function errorBody(status: number, message: string, fields?: Record<string, string>): ErrorResponse {
  return { error: { status, message, ...(fields && Object.keys(fields).length > 0 ? { fields } : {}) } };
}

/** Field messages keyed by the issue path ("consent.at", "property_ids.2"), first message per field. */
export function zodFields(error: z.ZodError, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const key = prefix ? (path ? `${prefix}.${path}` : prefix) : path || '(body)';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** One readable sentence from field messages: "Invalid request body: phone: …; email: …". */
export function describeFields(intro: string, fields: Record<string, string>): string {
  return `${intro}: ${Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ')}`;
}

export function handleError(error: Error, c: Context): Response {
  if (error instanceof HttpError) return c.json(errorBody(error.status, error.message, error.fields), error.status);
  if (error instanceof HTTPException) {
    const status = error.status;
    return c.json(errorBody(status, error.message || 'Request failed'), status);
  }
  console.error(`[sales-data] ${c.req.method} ${c.req.path} failed:`, error);
  return c.json(errorBody(500, 'Internal server error'), 500);
}

/** Path ids: digits only (a leading minus is allowed where asked); anything else is a 400, unknown ids are 404s. */
export function pathInteger(value: string | undefined, name: string, { allowNegative = false } = {}): number {
  const pattern = allowNegative ? /^-?\d{1,12}$/ : /^\d{1,12}$/;
  if (value === undefined || !pattern.test(value)) throw badRequest(`${name} must be ${allowNegative ? 'an integer' : 'a positive integer'}, got ${JSON.stringify(value ?? '')}`, { [name]: 'expected an integer' });
  return Number(value);
}
