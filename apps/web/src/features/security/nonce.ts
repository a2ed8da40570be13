// The script nonce of the current response, for the rare server component that must render its own
// executable inline <script> (Next's own scripts get it automatically). JSON-LD needs none.
import 'server-only';
import { headers } from 'next/headers';
import { NONCE_REQUEST_HEADER } from './headers';

export async function getScriptNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_REQUEST_HEADER) ?? undefined;
}
