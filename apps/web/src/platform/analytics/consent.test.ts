import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentCookie, counterCookieNames, expiringCookies, readConsent } from './consent';

describe('the analytics consent cookie', () => {
  it('reads the stored choice among other cookies, and nothing else as a choice', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('a=1; analytics_consent=granted; _ym_uid=42')).toBe('granted');
    expect(readConsent('analytics_consent=denied')).toBe('denied');
    expect(readConsent('analytics_consent=yes')).toBeNull();
    expect(readConsent('x_analytics_consent=granted')).toBeNull();
  });

  it('is stored for a year for the whole site, Secure only on https', () => {
    expect(consentCookie('granted', false)).toBe(`${CONSENT_COOKIE}=granted; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(consentCookie('denied', true)).toBe(`${CONSENT_COOKIE}=denied; Max-Age=31536000; Path=/; SameSite=Lax; Secure`);
  });

  it("finds the counter's own cookies and expires them on the host and every parent domain", () => {
    expect(counterCookieNames('_ym_uid=1; analytics_consent=granted; _ym_d=2; ym=3')).toEqual(['_ym_uid', '_ym_d']);
    expect(expiringCookies('_ym_uid', 'www.novostroy.ru')).toEqual([
      '_ym_uid=; Max-Age=0; Path=/',
      '_ym_uid=; Max-Age=0; Path=/; Domain=www.novostroy.ru',
      '_ym_uid=; Max-Age=0; Path=/; Domain=novostroy.ru',
    ]);
    // An address or a bare host name has no domain to name.
    expect(expiringCookies('_ym_d', '127.0.0.1')).toEqual(['_ym_d=; Max-Age=0; Path=/']);
    expect(expiringCookies('_ym_d', 'localhost')).toEqual(['_ym_d=; Max-Age=0; Path=/']);
  });
});
