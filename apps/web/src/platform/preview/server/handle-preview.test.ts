import { describe, expect, it } from 'vitest';
import { PREVIEW_TEXTS, handlePreviewExit, handlePreviewGet, type PreviewDependencies } from './handle-preview';
import { previewSignature } from './preview-link';

const SECRET = 'preview-secret-shared-with-the-cms';
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

function setup({ off = false } = {}) {
  const secret = off ? undefined : SECRET;
  const calls: string[] = [];
  const lines: string[] = [];
  const deps: PreviewDependencies = {
    secret,
    now: () => NOW,
    enableDraftMode: async () => void calls.push('enable'),
    disableDraftMode: async () => void calls.push('disable'),
    log: (line) => lines.push(line),
  };
  return { deps, calls, lines };
}

const previewUrl = (path: string, expires = NOW / 1000 + 3600, secret = SECRET) =>
  `http://localhost:3000/api/preview?${new URLSearchParams({ path, expires: String(expires), signature: previewSignature(secret, path, expires) })}`;

describe('GET /api/preview', () => {
  it('turns draft mode on and opens the page on this site', async () => {
    const { deps, calls } = setup();
    const response = await handlePreviewGet(new Request(previewUrl('/posts/novost')), deps);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/posts/novost');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(calls).toEqual(['enable']);
  });

  it('refuses a wrong or expired link in Russian, without draft mode and without logging the link', async () => {
    for (const url of [previewUrl('/posts/a', NOW / 1000 + 60, 'not-the-preview-secret'), previewUrl('/posts/a', NOW / 1000 - 60)]) {
      const { deps, calls, lines } = setup();
      const response = await handlePreviewGet(new Request(url), deps);
      expect(response.status).toBe(401);
      expect(await response.text()).toBe(PREVIEW_TEXTS.refused);
      expect(calls).toEqual([]);
      expect(lines.join('\n')).not.toContain('signature=');
    }
  });

  it('answers 400 for a link without its parameters and 404 when previews are off', async () => {
    expect((await handlePreviewGet(new Request('http://localhost:3000/api/preview?path=/'), setup().deps)).status).toBe(400);
    const off = setup({ off: true });
    expect((await handlePreviewGet(new Request(previewUrl('/posts/a')), off.deps)).status).toBe(404);
    expect(off.calls).toEqual([]);
  });
});

describe('GET /api/preview/exit', () => {
  it('turns draft mode off and goes back to the page, never to another site', async () => {
    const { deps, calls } = setup();
    const back = await handlePreviewExit(new Request('http://localhost:3000/api/preview/exit?path=%2Fposts%2Fnovost'), deps);
    expect(back.headers.get('location')).toBe('http://localhost:3000/posts/novost');
    const away = await handlePreviewExit(new Request('http://localhost:3000/api/preview/exit?path=%2F%2Fevil.example'), deps);
    expect(away.headers.get('location')).toBe('http://localhost:3000/');
    expect(calls).toEqual(['disable', 'disable']);
  });
});
