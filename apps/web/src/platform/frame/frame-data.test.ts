import { describe, expect, it } from 'vitest';
import type { Global, Menu, Office } from '@/upstream/content';
import { buildFrameData, FALLBACK_MENU, toFrameLink, toFramePhone } from './frame-data';

const menus: Menu[] = [
  {
    id: 1,
    location: 'header',
    title: 'Главное меню',
    items: [
      { id: 1, label: 'Проекты', url: '/our-projects', sort: 10, group: null },
      { id: 2, label: 'Ипотека', url: '/loan/mortgage', sort: 20, group: null },
    ],
  },
  { id: 2, location: 'footer', title: null, items: [{ id: 3, label: 'Тендеры', url: '/tenders', sort: 10, group: null }] },
];

const global: Global = {
  siteName: 'Новострой',
  phones: [
    { id: 1, label: 'Отдел продаж', number: '+7 (861) 200-00-00' },
    { id: 2, label: null, number: '8 800 100-20-30' },
  ],
  logo: null,
  socials: [{ id: 1, title: 'Telegram', url: 'https://t.me/novostroy', icon: null }],
  footerText: '© Новострой',
  privacyPolicy: null,
  privacyPolicyVersion: '2026-02',
  defaultOgImage: null,
};

const offices: Office[] = [
  { id: 7, slug: 'main', info: null, hours: 'Пн–Пт 9–20', address: 'ул. Красная, 122', phone: '+7 861 200-00-01', coordinates: null },
];

describe('buildFrameData', () => {
  it('takes the header and footer menus, phones, socials and offices from the CMS', () => {
    const frame = buildFrameData({ menus, global, offices });
    expect(frame.headerMenu.map((link) => link.label)).toEqual(['Проекты', 'Ипотека']);
    expect(frame.footerMenu).toEqual([{ label: 'Тендеры', href: '/tenders', external: false }]);
    expect(frame.phones.map((phone) => phone.href)).toEqual(['tel:+78612000000', 'tel:88001002030']);
    expect(frame.phones[0]?.display).toBe('+7 (861) 200-00-00');
    expect(frame.socials).toEqual([{ label: 'Telegram', href: 'https://t.me/novostroy', external: true }]);
    expect(frame.offices[0]).toMatchObject({ address: 'ул. Красная, 122', phone: { href: 'tel:+78612000001' } });
    expect(frame.footerText).toBe('© Новострой');
  });

  it('falls back to the built-in menu and name when the CMS gave nothing', () => {
    const frame = buildFrameData({ menus: null, global: null, offices: null });
    expect(frame.siteName).toBe('Новострой');
    expect(frame.headerMenu).toEqual(FALLBACK_MENU);
    expect(frame.footerMenu).toEqual(FALLBACK_MENU);
    expect(frame.phones).toEqual([]);
    expect(frame.offices).toEqual([]);
  });

  it('uses the header menu in the footer when no footer menu exists', () => {
    const frame = buildFrameData({ menus: [menus[0] as Menu], global, offices });
    expect(frame.footerMenu.map((link) => link.href)).toEqual(['/our-projects', '/loan/mortgage']);
  });

  it('falls back when a menu holds only unusable links', () => {
    const bad: Menu = { id: 9, location: 'header', title: null, items: [{ id: 1, label: 'x', url: 'javascript:alert(1)', sort: 1, group: null }] };
    expect(buildFrameData({ menus: [bad], global, offices }).headerMenu).toEqual(FALLBACK_MENU);
  });
});

describe('toFrameLink', () => {
  it('keeps site paths and http(s) URLs and drops anything else', () => {
    expect(toFrameLink('a', '/posts')).toEqual({ label: 'a', href: '/posts', external: false });
    expect(toFrameLink('a', ' https://vk.com/x ')).toEqual({ label: 'a', href: 'https://vk.com/x', external: true });
    expect(toFrameLink('a', '//evil.example/x')).toBeNull();
    expect(toFrameLink('a', 'javascript:alert(1)')).toBeNull();
    expect(toFrameLink('a', 'posts')).toBeNull();
  });
});

describe('toFramePhone', () => {
  it('builds a tel: URL of digits and a leading plus', () => {
    expect(toFramePhone('+7 (861) 200-00-00')?.href).toBe('tel:+78612000000');
    expect(toFramePhone('нет')).toBeNull();
  });

  it('passes the privacy policy version on to the lead forms, null when the CMS gives none', () => {
    expect(buildFrameData({ menus, global, offices }).privacyPolicyVersion).toBe('2026-02');
    expect(buildFrameData({ menus, global: { ...global, privacyPolicyVersion: '  ' }, offices }).privacyPolicyVersion).toBeNull();
    expect(buildFrameData({ menus: null, global: null, offices: null }).privacyPolicyVersion).toBeNull();
  });
});
