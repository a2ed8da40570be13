// GET /api/preview: a signed link from the CMS's Preview button turns on draft mode. See platform/preview.
import { handlePreviewGet, previewDependencies } from '@/platform/preview/server';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handlePreviewGet(request, previewDependencies());
}
