// Lets the browser paint the server's HTML before React hydrates it. Next starts its client (module
// instantiation, the payload's decoding, hydration) only after the scripts queued in
// `self.__next_s` have run, and after an inline one it waits a task (next/dist/client/
// app-bootstrap.js; `next/script`'s `beforeInteractive` fills that queue). Without that pause, when
// the scripts arrive before the first frame (HTTP/2 from the cache layer, a fast network with a
// slow phone), the first paint waits behind all of that work: several hundred milliseconds on a
// phone, the "render delay" of docs/performance.md. This queues one empty inline script, written
// here rather than with `next/script`, which would add its client module to every page. Next
// inserts the script with the DOM, so it carries the response's nonce (behind the cache layer the
// placeholder, which nginx replaces like every other). paint-first.test.ts checks Next still
// bootstraps this way.
import { headers } from 'next/headers';
import { NONCE_REQUEST_HEADER } from '@/platform/security';

/** The inline script that queues the pause (its nonce is base64 or the cache layer's placeholder). */
export function paintFirstScript(nonce: string | undefined): string {
  const entry = JSON.stringify([0, { id: 'paint-first', children: '', ...(nonce ? { nonce } : {}) }]).replace(/</g, '\\u003c');
  return `(self.__next_s=self.__next_s||[]).push(${entry})`;
}

export async function PaintFirst() {
  const nonce = (await headers()).get(NONCE_REQUEST_HEADER) ?? undefined;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: paintFirstScript(nonce) }} />;
}
