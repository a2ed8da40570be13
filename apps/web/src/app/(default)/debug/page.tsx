// /debug: build id, versions, upstream health and the start-up loads, for operators. Never
// indexed (robots metadata here, X-Robots-Tag header from next.config) and shows no secret. In
// production it exists only for a request with the X-Debug-Token header (DEBUG_TOKEN): everyone
// else gets the 404 page, title included.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { FeedsDebugSection } from '@/features/feeds';
import { feedsStatus } from '@/features/feeds/server';
import { DEBUG_TOKEN_HEADER, DebugView, debugAllowed, loadDebugInfo } from '@/platform/debug';

export const dynamic = 'force-dynamic';

async function requireAccess(): Promise<void> {
  if (!debugAllowed((await headers()).get(DEBUG_TOKEN_HEADER))) notFound();
}

export async function generateMetadata(): Promise<Metadata> {
  await requireAccess();
  return {
    title: { absolute: 'Диагностика — Новострой' },
    robots: { index: false, follow: false, nocache: true },
  };
}

export default async function DebugPage() {
  await requireAccess();
  return (
    <DebugView info={await loadDebugInfo()}>
      <FeedsDebugSection status={feedsStatus()} />
    </DebugView>
  );
}
