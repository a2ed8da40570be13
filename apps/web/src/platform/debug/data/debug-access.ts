// Who may see /debug: anyone in development; in production only a request carrying DEBUG_TOKEN in
// the X-Debug-Token header (never a query parameter: those end up in access logs). Without a
// configured token the page does not exist in production (404).
import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { getConfig } from '@/lib/config';

export const DEBUG_TOKEN_HEADER = 'x-debug-token';

export function debugAllowed(presented: string | null, options: { development?: boolean; token?: string } = {}): boolean {
  const development = options.development ?? process.env.NODE_ENV === 'development';
  if (development) return true;
  const token = 'token' in options ? options.token : getConfig().debugToken;
  if (!token || !presented) return false;
  const expected = Buffer.from(token);
  const given = Buffer.from(presented);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
