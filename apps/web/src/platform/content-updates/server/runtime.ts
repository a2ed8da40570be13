// The process's dependencies of POST /api/revalidate: the configured secret and Next's cache.
import 'server-only';
import { revalidateTag } from 'next/cache';
import { getConfig } from '@/lib/config';
import type { RevalidateDependencies } from './handle-revalidate';

export function revalidateDependencies(): RevalidateDependencies {
  return {
    secret: getConfig().revalidateSecret,
    // Expired at once rather than served stale once more: an editor reloads the page to see the edit.
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
    log: (line) => console.info(line),
  };
}
