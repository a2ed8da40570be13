// Which editors' video links the site may play in its own frame, and how: a fixed allow-list of
// video hosts (YouTube through its no-cookie domain, Rutube, VK Video's embed links), each turned
// into its player's embed URL. Anything else stays a plain link. The CSP's frame-src lists exactly
// these origins (platform/security), so a frame of any other site cannot load.

export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://rutube.ru', 'https://vk.com', 'https://vkvideo.ru'] as const;

export interface VideoEmbed {
  provider: 'youtube' | 'rutube' | 'vk';
  /** The player's address, for an <iframe src>; it starts playing, as the visitor asked for it. */
  embedUrl: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The embed of a watch link of an allowed host, or null (not a URL, not https, another host, no id). */
export function videoEmbed(link: string | null | undefined): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL((link ?? '').trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com') {
    const id = host === 'youtu.be' ? segments[0] : segments[0] === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live'].includes(segments[0] ?? '') ? segments[1] : null;
    return id && ID.test(id) ? { provider: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` } : null;
  }
  if (host === 'rutube.ru') {
    const id = segments[0] === 'video' || (segments[0] === 'play' && segments[1] === 'embed') ? segments[segments[0] === 'video' ? 1 : 2] : null;
    return id && ID.test(id) ? { provider: 'rutube', embedUrl: `https://rutube.ru/play/embed/${id}?autoplay=1` } : null;
  }
  if ((host === 'vk.com' || host === 'vkvideo.ru') && segments[0] === 'video_ext.php') {
    const oid = url.searchParams.get('oid');
    const id = url.searchParams.get('id');
    const hash = url.searchParams.get('hash');
    if (!oid || !id || !/^-?\d+$/.test(oid) || !/^\d+$/.test(id) || (hash !== null && !/^[a-f0-9]+$/i.test(hash))) return null;
    const query = new URLSearchParams({ oid, id, ...(hash ? { hash } : {}), autoplay: '1' });
    return { provider: 'vk', embedUrl: `https://${host}/video_ext.php?${query.toString()}` };
  }
  return null;
}
