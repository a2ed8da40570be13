// /debug/ui: every component of the interface in every state (platform/ui-showcase). Never
// indexed: robots metadata here, the X-Robots-Tag header from next.config, /debug disallowed in
// robots.txt, and not in the sitemap.
import type { Metadata } from 'next';
import { SendByEmailButton } from '@/features/leads';
import { UiShowcase } from '@/platform/ui-showcase';

export const metadata: Metadata = {
  title: { absolute: 'Компоненты интерфейса — Новострой' },
  robots: { index: false, follow: false },
};

export default function UiShowcasePage() {
  // Two demo units of the seeded sales data; the dialog posts to the real /api/send.
  return <UiShowcase sendByEmail={<SendByEmailButton propertyIds={[11010001, 11010002]} label="Отправить на e-mail" title="Отправить квартиры на e-mail" />} />;
}
