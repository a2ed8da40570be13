// Token check for /api/*: `Authorization: Bearer <token>` or the spec's `access-token` query
// parameter. Compared in constant time over hashes, so length and prefix leak nothing.
import { ACCESS_TOKEN_QUERY_PARAM } from '@novostroy/contracts';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function requireToken(token: string): MiddlewareHandler {
  const expected = digest(token);
  return async (c, next) => {
    const header = c.req.header('authorization');
    const bearer = header ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)?.[1] : undefined;
    const given = bearer ?? c.req.query(ACCESS_TOKEN_QUERY_PARAM);
    if (given === undefined || !timingSafeEqual(digest(given), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="sales-data"');
      const message = given === undefined ? 'Missing access token: send Authorization: Bearer <token> or the access-token query parameter' : 'Invalid access token';
      return c.json(errorBody(401, message), 401);
    }
    await next();
  };
}
