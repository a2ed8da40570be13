import { describe, expect, it } from 'vitest';
import { checkRedirectTarget } from './safe-target';

const allowed = ['partner.example.ru', 'shop.example.ru:8443'];

describe('checkRedirectTarget', () => {
  it.each([
    ['/our-projects/zhk-akvarel', '/our-projects/zhk-akvarel'],
    ['/loan/mortgage?tab=1#calc', '/loan/mortgage?tab=1#calc'],
    [' /tenders ', '/tenders'],
    ['https://partner.example.ru/offer', 'https://partner.example.ru/offer'],
    ['HTTPS://Partner.Example.RU/offer', 'https://partner.example.ru/offer'],
    ['https://shop.example.ru:8443/', 'https://shop.example.ru:8443/'],
  ])('follows %j', (to, location) => {
    expect(checkRedirectTarget(to, allowed)).toEqual({ ok: true, location });
  });

  it.each([
    '//evil.example',
    '//evil.example/our-projects',
    'https://evil.example',
    'https://evil.example/partner.example.ru',
    'https://partner.example.ru.evil.example/',
    'https://partner.example.ru@evil.example/',
    'https://user:pass@partner.example.ru/',
    'https://shop.example.ru/', // allowed only on port 8443
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://partner.example.ru/',
    '/\\evil.example',
    '\\\\evil.example',
    '/\tevil',
    'evil.example',
    '',
  ])('refuses %j', (to) => {
    const result = checkRedirectTarget(to, allowed);
    expect(result.ok).toBe(false);
  });

  it('refuses every external URL when the allow-list is empty', () => {
    expect(checkRedirectTarget('https://partner.example.ru/offer', []).ok).toBe(false);
  });
});
