// /favicon.ico: drawn from the CMS logo (platform/icons), the built-in mark while there is none.
import { iconResponse } from '@/platform/icons/server';

export const dynamic = 'force-dynamic';

export function GET(request: Request): Promise<Response> {
  return iconResponse('favicon.ico', request);
}
