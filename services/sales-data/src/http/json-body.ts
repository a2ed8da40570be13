// Reads a JSON request body and validates it with a contract schema: 415 for another content
// type, 400 for broken JSON or invalid fields (each named), and the Idempotency-Key header.
import { IDEMPOTENCY_HEADER } from '@novostroy/contracts';
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError, badRequest, describeFields, zodFields } from './errors';

export const BODY_LIMIT_BYTES = 32 * 1024;

export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw new HttpError(415, `Content-Type must be application/json, got ${JSON.stringify(type || 'nothing')}`);
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = zodFields(result.error);
    throw badRequest(describeFields('Invalid request body', fields), fields);
  }
  return result.data;
}

/** The Idempotency-Key header, when given: 1–200 printable ASCII characters. */
export function idempotencyKey(c: Context): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw badRequest(`${IDEMPOTENCY_HEADER} must be 1-200 printable ASCII characters without spaces`, { [IDEMPOTENCY_HEADER]: 'invalid' });
  return key;
}
