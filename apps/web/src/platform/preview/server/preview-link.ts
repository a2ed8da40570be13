// The CMS's signed preview links (cms/src/utils/preview-url.ts writes them, with the same recipe):
// `/api/preview?path=<relative path>&expires=<unix seconds>&signature=<HMAC-SHA256, base64url>`.
// Pure, so every refusal can be unit-tested.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A link is never valid further ahead than this, whatever its expiry says (the CMS gives an hour). */
export const PREVIEW_LINK_MAX_SECONDS = 24 * 60 * 60;

export function previewSignature(secret: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`novostroy-preview\n${path}\n${expires}`).digest('base64url');
}

/**
 * `path` when it is a path of this site: one leading slash, no scheme, no host, no backslash or
 * control characters. Anything else (`//evil.example`, `/\evil.example`, `https://…`) is null, so
 * a preview or exit link can never send anyone to another site.
 */
export function sitePath(path: string | null | undefined): string | null {
  if (!path || path.length > 2000 || !path.startsWith('/') || path.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return null;
  const base = 'http://site.invalid';
  const url = new URL(path, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
}

export type PreviewLinkCheck = { ok: true; path: string } | { ok: false; reason: 'off' | 'malformed' | 'signature' | 'expired' };

export function checkPreviewLink(params: URLSearchParams, secret: string | undefined, nowMs: number): PreviewLinkCheck {
  if (!secret) return { ok: false, reason: 'off' };
  const rawPath = params.get('path');
  const path = sitePath(rawPath);
  const expiresText = params.get('expires') ?? '';
  const signature = params.get('signature') ?? '';
  if (!path || rawPath !== path || !/^\d{1,12}$/.test(expiresText) || !/^[\w-]{43}$/.test(signature)) return { ok: false, reason: 'malformed' };
  const expires = Number(expiresText);
  const expected = Buffer.from(previewSignature(secret, path, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  const now = Math.floor(nowMs / 1000);
  if (expires <= now || expires > now + PREVIEW_LINK_MAX_SECONDS) return { ok: false, reason: 'expired' };
  return { ok: true, path };
}
