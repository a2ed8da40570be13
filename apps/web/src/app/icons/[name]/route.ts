// /icons/<name>: the manifest's and the pages' PNG icons (platform/icons); 404 for any other name.
import { iconUnderIcons } from '@/platform/icons';
import { iconResponse } from '@/platform/icons/server';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: RouteContext<'/icons/[name]'>): Promise<Response> {
  const file = iconUnderIcons((await params).name);
  if (!file) return new Response('Нет такого значка.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return iconResponse(file, request);
}
