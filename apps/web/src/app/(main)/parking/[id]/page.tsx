// /parking/<id>: one unit on sale (features/catalogue); another type's id redirects, an unknown one is a 404.
import type { Metadata } from 'next';
import { UnitPage, unitMetadata } from '@/features/unit/server';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return unitMetadata('parking', (await params).id);
}

export default async function Page({ params }: Props) {
  return <UnitPage type="parking" id={(await params).id} />;
}
