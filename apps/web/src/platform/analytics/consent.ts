// The visitor's analytics choice, kept in a first-party cookie so it survives visits and every
// cached page can read it in the browser (the server never decides per visitor: pages are shared
// HTML). And the counter's own storage, removed when the choice is withdrawn.

export const CONSENT_COOKIE = 'analytics_consent';
/** One year: the choice is asked again after that. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type AnalyticsConsent = 'granted' | 'denied';

/** The stored choice in a `document.cookie` string; null while the visitor has not chosen. */
export function readConsent(cookies: string): AnalyticsConsent | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== CONSENT_COOKIE) continue;
    const value = rest.join('=').trim();
    if (value === 'granted' || value === 'denied') return value;
  }
  return null;
}

/** The `document.cookie` assignment that stores the choice (Secure on https). */
export function consentCookie(choice: AnalyticsConsent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Names of Yandex Metrica's own cookies (`_ym_uid`, `_ym_d`, `_ym_isad`, …) in a cookie string. */
export function counterCookieNames(cookies: string): string[] {
  return cookies
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name.startsWith('_ym'));
}

/**
 * The assignments that expire a cookie wherever the counter may have set it: without a domain,
 * and on the host and each parent domain (Metrica sets its cookies on the widest one it can).
 */
export function expiringCookies(name: string, hostname: string): string[] {
  const expired = `${name}=; Max-Age=0; Path=/`;
  const labels = hostname.split('.');
  const domains = /^[\d.]+$/.test(hostname) || labels.length < 2 ? [] : labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
  return [expired, ...domains.map((domain) => `${expired}; Domain=${domain}`)];
}

/** Removes the counter's cookies and its localStorage keys (`_ym…`) from this site, as far as a page can. */
export function clearCounterStorage(): void {
  for (const name of counterCookieNames(document.cookie)) {
    for (const assignment of expiringCookies(name, window.location.hostname)) document.cookie = assignment;
  }
  try {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith('_ym')) window.localStorage.removeItem(key);
  } catch {
    // no storage (private mode): nothing to remove
  }
}
