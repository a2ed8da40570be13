// The redirect of one request, if any: the fixed legacy list first, then the editors' table from
// the CMS. Called by the proxy (src/proxy.ts) for page paths.
import 'server-only';
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { fetchRedirects } from '@/upstream/content';
import { RedirectTable } from './redirect-table';
import { staticRedirectTarget, withQuery } from './static-redirects';

export interface RedirectDecision {
  location: string;
  status: 301 | 302 | 307 | 308;
}

/** Seconds between two reads of the CMS table; 10 s after a failure. */
const TABLE_TTL_MS = 60_000;
const TABLE_RETRY_MS = 10_000;

let table: RedirectTable | undefined;

function redirectTable(): RedirectTable {
  if (!table) {
    const config = getConfig();
    table = new RedirectTable({
      load: fetchRedirects,
      allowedHosts: config.redirectAllowedHosts,
      file: path.join(config.dataDir, 'redirects.json'),
      ttlMs: TABLE_TTL_MS,
      retryMs: TABLE_RETRY_MS,
    });
  }
  return table;
}

/** Where `pathname?search` should go instead, or null to serve it. */
export async function resolveRedirect(pathname: string, search: string): Promise<RedirectDecision | null> {
  const fixed = staticRedirectTarget(pathname);
  if (fixed !== null) return { location: withQuery(fixed, search), status: 308 };
  const rule = await redirectTable().lookup(pathname);
  if (rule) return { location: withQuery(rule.location, search), status: rule.status };
  return null;
}
