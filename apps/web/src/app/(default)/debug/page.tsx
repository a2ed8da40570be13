// /debug: build id, versions, upstream health and the start-up loads, for operators. Never
// indexed (robots metadata here, X-Robots-Tag header from next.config) and shows no secret.
import type { Metadata } from 'next';
import { DebugView, loadDebugInfo } from '@/platform/debug';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { absolute: 'Диагностика — Новострой' },
  robots: { index: false, follow: false, nocache: true },
};

export default async function DebugPage() {
  return <DebugView info={await loadDebugInfo()} />;
}
