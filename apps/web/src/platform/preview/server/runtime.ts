// The real dependencies of the preview routes: the configured secret, the clock, Next's draft mode.
import { cookies, draftMode } from 'next/headers';
import { getConfig } from '@/lib/config';
import type { PreviewDependencies } from './handle-preview';

/** Next's draft-mode cookie (the proxy reads the same name). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * The CMS admin shows the preview in a frame, where the site is a third party: a browser that
 * blocks third-party cookies drops Next's draft cookie there, and the frame would show the public
 * page. So the cookie is written again, the same but Partitioned (CHIPS): in the admin's frame it
 * lives in a jar of its own, in a tab of its own it works as any first-party cookie, and a browser
 * without CHIPS ignores the attribute. Next marks its cookie Secure only outside `next dev`, and
 * Partitioned needs Secure, so the rewrite follows the same rule.
 */
async function partitioned(value: string, expires?: Date) {
  if (process.env.NODE_ENV === 'development') return;
  (await cookies()).set({ name: DRAFT_MODE_COOKIE, value, path: '/', httpOnly: true, secure: true, sameSite: 'none', partitioned: true, ...(expires ? { expires } : {}) });
}

export function previewDependencies(): PreviewDependencies {
  return {
    secret: getConfig().preview.secret,
    now: () => Date.now(),
    enableDraftMode: async () => {
      (await draftMode()).enable();
      const value = (await cookies()).get(DRAFT_MODE_COOKIE)?.value;
      if (value) await partitioned(value);
    },
    disableDraftMode: async () => {
      (await draftMode()).disable();
      await partitioned('', new Date(0));
    },
    log: (line) => console.warn(line),
  };
}
