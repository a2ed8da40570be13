// /apple-touch-icon.png: the home-screen icon iOS asks for at the root (platform/icons).
import { iconResponse } from '@/platform/icons/server';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return iconResponse('apple-touch-icon.png', request);
}
