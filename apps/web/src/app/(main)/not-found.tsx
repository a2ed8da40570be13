// notFound() from a route of this group (a parameter failed its check): 'Page Not Found: {fullPath}'.
import type { Metadata } from 'next';
import { NotFoundScreen } from '@/platform/errors/server';

export const metadata: Metadata = { title: 'Страница не найдена', robots: { index: false } };

export default function GroupNotFound() {
  return <NotFoundScreen kind="invalid-parameter" />;
}
