// The video players the site may show in a frame, in one place: an editor's video link
// (`videoEmbed`: a YouTube, Rutube or VK Video watch link becomes its player's embed URL, e.g. on
// /about-company) and an <iframe> in a CMS text (`allowedVideoEmbed`: kept by the rich-text
// sanitiser only when it is one of these players). The CSP's frame-src lists exactly
// VIDEO_EMBED_ORIGINS (platform/security), so no other site can be framed and the lists cannot
// drift apart. Anything else stays a plain link.

interface VideoEmbedHost {
  /** The player's origin, as frame-src names it. */
  origin: string;
  /** The path of an embeddable player on that origin (not a watch page or anything else). */
  path: RegExp;
}

const VIDEO_EMBED_HOSTS: readonly VideoEmbedHost[] = [
  { origin: 'https://www.youtube.com', path: /^\/embed\/[\w-]+$/ },
  { origin: 'https://youtube.com', path: /^\/embed\/[\w-]+$/ },
  { origin: 'https://www.youtube-nocookie.com', path: /^\/embed\/[\w-]+$/ },
  { origin: 'https://rutube.ru', path: /^\/play\/embed\/[\w-]+\/?$/ },
  { origin: 'https://vk.com', path: /^\/video_ext\.php$/ },
  { origin: 'https://vkvideo.ru', path: /^\/video_ext\.php$/ },
];

/** The origins of the allowed players, for the CSP's frame-src. */
export const VIDEO_EMBED_ORIGINS: readonly string[] = VIDEO_EMBED_HOSTS.map((host) => host.origin);

/**
 * The normalised player URL when `src` is an https embed of an allowed player (a YouTube
 * /embed/<id>, a Rutube /play/embed/<id>, a VK video_ext.php), otherwise null. Credentials, other
 * ports and other paths on the same host are refused.
 */
export function allowedVideoEmbed(src: string): string | null {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = VIDEO_EMBED_HOSTS.find((candidate) => candidate.origin === url.origin);
  if (!host || !host.path.test(url.pathname)) return null;
  return url.href;
}

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
