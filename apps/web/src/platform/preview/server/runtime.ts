// The real dependencies of the preview routes: the configured secret, the clock, Next's draft mode.
import { draftMode } from 'next/headers';
import { getConfig } from '@/lib/config';
import type { PreviewDependencies } from './handle-preview';

export function previewDependencies(): PreviewDependencies {
  return {
    secret: getConfig().preview.secret,
    now: () => Date.now(),
    enableDraftMode: async () => (await draftMode()).enable(),
    disableDraftMode: async () => (await draftMode()).disable(),
    log: (line) => console.warn(line),
  };
}
