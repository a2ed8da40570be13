// /debug/ui: every component of the interface in every state (platform/ui-showcase). Never
// indexed: robots metadata here, the X-Robots-Tag header from next.config, /debug disallowed in
// robots.txt, and not in the sitemap.
import type { Metadata } from 'next';
import { UiShowcase } from '@/platform/ui-showcase';

export const metadata: Metadata = {
  title: { absolute: 'Компоненты интерфейса — Новострой' },
  robots: { index: false, follow: false },
};

export default function UiShowcasePage() {
  return <UiShowcase />;
}
