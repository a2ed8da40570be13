// On Next's own 404 page (app/global-not-found.tsx) every link of the site loads its page whole.
// That page is a document of its own, outside the root layout, and Next 16's router cannot leave
// it: a client navigation from it changes the address and leaves the 404 on screen
// (vercel/next.js#88341). So a press on a link to this site is kept from the router, and the
// browser follows the link as it would without JavaScript. Links to the same page's anchors, links
// opened elsewhere (a new tab, a download, another site) and presses already handled are left
// alone.
//
// An inline script, not a client component: a client module used only by this page lands in a
// chunk every route loads (the build shares the 404 page's client modules with all of them).
import { headers } from 'next/headers';
import { NONCE_REQUEST_HEADER } from '@/platform/security';

/**
 * Runs in the browser as the page is read (serialised with toString: self-contained). Returns
 * what takes it back (for tests; the page keeps it).
 */
export function followSiteLinksWhole(): () => void {
  // Capturing on the window runs before React's listeners on the document: stopping the press
  // there keeps it from next/link, and the browser's own navigation goes ahead.
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    if (anchor.origin !== window.location.origin) return;
    if (anchor.hash && anchor.pathname === window.location.pathname && anchor.search === window.location.search) return;
    event.stopPropagation();
  };
  window.addEventListener('click', onClick, true);
  return () => window.removeEventListener('click', onClick, true);
}

export async function WholePageLinks() {
  const nonce = (await headers()).get(NONCE_REQUEST_HEADER) ?? undefined;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `(${followSiteLinksWhole.toString()})();` }} />;
}
