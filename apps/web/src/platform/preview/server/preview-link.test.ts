import { describe, expect, it } from 'vitest';
import { PREVIEW_LINK_MAX_SECONDS, checkPreviewLink, previewSignature, sitePath } from './preview-link';

const SECRET = 'preview-secret-shared-with-the-cms';
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const nowSeconds = NOW / 1000;

function link(path: string, expires: number, signature = previewSignature(SECRET, path, expires)) {
  return new URLSearchParams({ path, expires: String(expires), signature });
}

describe('sitePath', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(sitePath('/posts/novyj-korpus')).toBe('/posts/novyj-korpus');
    expect(sitePath('/our-projects/zhk-istoki?tab=1#plan')).toBe('/our-projects/zhk-istoki?tab=1#plan');
  });

  it('refuses anything that could leave the site', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'evil.example', 'javascript:alert(1)', '/posts\n/x', '', null, undefined]) {
      expect(sitePath(path)).toBeNull();
    }
    expect(sitePath(`/${'a'.repeat(2000)}`)).toBeNull();
  });
});

describe('checkPreviewLink', () => {
  it('accepts a link the CMS signed for this path while it is valid', () => {
    expect(checkPreviewLink(link('/posts/novost', nowSeconds + 3600), SECRET, NOW)).toEqual({ ok: true, path: '/posts/novost' });
  });

  it('accepts a link exactly as the CMS writes it (cms/src/utils/preview-url.ts, recorded output)', () => {
    // previewLink({ webUrl: 'http://localhost:3000/', secret: '0123456789abcdef', path: '/posts/a', status: 'draft', now: 1799996400000 })
    const fromCms = new URL('http://localhost:3000/api/preview?path=%2Fposts%2Fa&expires=1800000000&signature=M5nhRjb-7Lh4cUlwTWUeAwzfLaMTNOYM093abyPxfLo');
    expect(checkPreviewLink(fromCms.searchParams, '0123456789abcdef', 1_799_996_400_000)).toEqual({ ok: true, path: '/posts/a' });
  });

  it('refuses a wrong secret, another path, a changed expiry', () => {
    const expires = nowSeconds + 3600;
    expect(checkPreviewLink(link('/posts/a', expires, previewSignature('another-secret-entirely', '/posts/a', expires)), SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(checkPreviewLink(link('/posts/b', expires, previewSignature(SECRET, '/posts/a', expires)), SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
    expect(checkPreviewLink(link('/posts/a', expires + 60, previewSignature(SECRET, '/posts/a', expires)), SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it('refuses an expired link and one valid for longer than a day', () => {
    expect(checkPreviewLink(link('/posts/a', nowSeconds - 1), SECRET, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(checkPreviewLink(link('/posts/a', nowSeconds), SECRET, NOW)).toEqual({ ok: false, reason: 'expired' });
    expect(checkPreviewLink(link('/posts/a', nowSeconds + PREVIEW_LINK_MAX_SECONDS + 1), SECRET, NOW)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a signed link to another site and malformed parameters', () => {
    const expires = nowSeconds + 60;
    expect(checkPreviewLink(link('//evil.example', expires), SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkPreviewLink(link('/a/../b', expires), SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkPreviewLink(new URLSearchParams({ path: '/posts/a', expires: 'soon', signature: 'x' }), SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(checkPreviewLink(new URLSearchParams({ path: '/posts/a' }), SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('is off without a configured secret', () => {
    expect(checkPreviewLink(link('/posts/a', nowSeconds + 60), undefined, NOW)).toEqual({ ok: false, reason: 'off' });
  });
});
