// GET /api/preview (the CMS's Preview button) and GET /api/preview/exit (the draft banner's link).
// A valid link turns on Next's draft mode (a cookie) and opens the page; every page then reads the
// CMS drafts, uncached, under a «Черновик» banner. A wrong, altered or expired link changes nothing.
import { checkPreviewLink, sitePath } from './preview-link';

export interface PreviewDependencies {
  secret: string | undefined;
  now: () => number;
  enableDraftMode: () => Promise<void>;
  disableDraftMode: () => Promise<void>;
  log: (line: string) => void;
}

export const PREVIEW_TEXTS = {
  refused: 'Ссылка предпросмотра недействительна или устарела. Откройте предпросмотр из CMS ещё раз.',
  off: 'Предпросмотр черновиков на этом сайте выключен.',
} as const;

const noStore = { 'Cache-Control': 'private, no-store' };

function redirectTo(request: Request, path: string): Response {
  return new Response(null, { status: 307, headers: { ...noStore, Location: new URL(path, request.url).href } });
}

function refusal(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...noStore, 'Content-Type': 'text/plain; charset=utf-8' } });
}

export async function handlePreviewGet(request: Request, deps: PreviewDependencies): Promise<Response> {
  const check = checkPreviewLink(new URL(request.url).searchParams, deps.secret, deps.now());
  if (!check.ok) {
    // The reason only, never the link: it carries a signature.
    deps.log(`[preview] refused: ${check.reason}`);
    if (check.reason === 'off') return refusal(404, PREVIEW_TEXTS.off);
    return refusal(check.reason === 'malformed' ? 400 : 401, PREVIEW_TEXTS.refused);
  }
  await deps.enableDraftMode();
  return redirectTo(request, check.path);
}

export async function handlePreviewExit(request: Request, deps: Pick<PreviewDependencies, 'disableDraftMode'>): Promise<Response> {
  await deps.disableDraftMode();
  return redirectTo(request, sitePath(new URL(request.url).searchParams.get('path')) ?? '/');
}
