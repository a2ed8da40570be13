// Decides whether an editor's redirect target may be followed: an internal path, or an http(s) URL
// whose host is on the configured allow-list. Everything else would make the site an open redirect.

export type TargetCheck = { ok: true; location: string } | { ok: false; reason: string };

// Control characters and backslashes: browsers treat "\" like "/", so "/\evil.example" is "//evil.example".
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * `to` as a Location value, or the reason it is refused. Internal paths must start with exactly one
 * "/" (a protocol-relative "//host" is external); external URLs must be http(s) to an allowed host
 * (lower-case host, with the port when it is not the default one).
 */
export function checkRedirectTarget(to: string, allowedHosts: readonly string[]): TargetCheck {
  const target = to.trim();
  if (target === '') return { ok: false, reason: 'empty target' };
  if (UNSAFE_CHARACTERS.test(target)) return { ok: false, reason: 'backslash or control character' };

  if (target.startsWith('/')) {
    if (target.startsWith('//')) return { ok: false, reason: 'protocol-relative URL' };
    // Resolve against a throw-away origin: the result must stay on it (catches "/%2F%2Fevil" tricks
    // only where the URL parser would leave the origin).
    const resolved = new URL(target, 'http://internal.invalid');
    if (resolved.origin !== 'http://internal.invalid') return { ok: false, reason: 'leaves the site' };
    return { ok: true, location: `${resolved.pathname}${resolved.search}${resolved.hash}` };
  }

  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, reason: 'neither a path nor an absolute URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: `scheme ${url.protocol} not allowed` };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials in URL' };
  if (!allowedHosts.includes(url.host.toLowerCase())) return { ok: false, reason: `host ${url.host} is not on REDIRECT_ALLOWED_HOSTS` };
  return { ok: true, location: url.href };
}
