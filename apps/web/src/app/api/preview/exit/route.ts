// GET /api/preview/exit: the draft banner's «Выйти из предпросмотра». See platform/preview.
import { handlePreviewExit, previewDependencies } from '@/platform/preview/server';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return handlePreviewExit(request, previewDependencies());
}
