// Unmatched paths (spec §8 'Page not found: {fullPath}'): a real 404 inside the default frame.
import type { Metadata } from 'next';
import { NotFoundScreen } from '@/features/errors/not-found-screen';
import { SiteFrame } from '@/features/site-frame/site-frame';

export const metadata: Metadata = { title: 'Страница не найдена', robots: { index: false } };

export default function NotFound() {
  return (
    <SiteFrame layout="default">
      <NotFoundScreen kind="no-route" />
    </SiteFrame>
  );
}
