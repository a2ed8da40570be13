// The video players an editor may embed in a CMS text (an <iframe> in the Markdown). One list for
// the sanitiser that keeps such a frame (ui/rich-text) and the Content-Security-Policy that lets
// the browser load it (platform/security, frame-src), so the two cannot drift apart.

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
