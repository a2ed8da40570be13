// POST /api/revalidate: the CMS's change notification (Strapi webhook payload, shared secret). See platform/content-updates.
import { handleRevalidatePost, revalidateDependencies } from '@/platform/content-updates/server';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleRevalidatePost(request, revalidateDependencies());
}
