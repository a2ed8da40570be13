import { describe, expect, it } from 'vitest';
import type { Global, Menu, Office } from '@/upstream/content';
import { buildFrameData, FALLBACK_MENU, toFrameLink, toFramePhone, toMenuEntries, type FrameMenuEntry } from './frame-data';

const menus: Menu[] = [
  {
    id: 1,
    location: 'header',
    title: 'Главное меню',
    items: [
      { id: 1, label: 'Проекты', url: '/our-projects', sort: 10, group: null },
      { id: 2, label: 'Ипотека', url: '/loan/mortgage', sort: 20, group: 'Ипотека' },
      { id: 3, label: 'Рассрочка', url: '/loan/deffered', sort: 30, group: 'Ипотека' },
      { id: 4, label: 'Коммерция', url: '/commercial', sort: 40, group: null },
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

/** An entry in one line: a link's label, or a group's title and its links' labels. */
const outline = (entry: FrameMenuEntry) => (entry.kind === 'link' ? entry.link.label : `${entry.title}: ${entry.links.map((link) => link.label).join(', ')}`);

const item = (label: string, url: string, group: string | null = null) => ({ label, url, group });

describe('buildFrameData', () => {
  it('takes the header and footer menus, phones, socials and offices from the CMS', () => {
    const frame = buildFrameData({ menus, global, offices });
    expect(frame.headerMenu.map(outline)).toEqual(['Проекты', 'Ипотека: Ипотека, Рассрочка', 'Коммерция']);
    expect(frame.footerMenu).toEqual([{ kind: 'link', link: { label: 'Тендеры', href: '/tenders', external: false } }]);
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
    expect(frame.footerMenu).toEqual(frame.headerMenu);
  });

  it('falls back when a menu holds only unusable links', () => {
    const bad: Menu = { id: 9, location: 'header', title: null, items: [{ id: 1, label: 'x', url: 'javascript:alert(1)', sort: 1, group: 'Группа' }] };
    expect(buildFrameData({ menus: [bad], global, offices }).headerMenu).toEqual(FALLBACK_MENU);
  });
});

describe('toMenuEntries', () => {
  it('keeps the order of the items and puts a group where its first item is', () => {
    const entries = toMenuEntries([
      item('Проекты', '/our-projects'),
      item('Студии', '/kupit-0-komnatnuyu-kvartiru-ot-zastroishika', 'Квартиры'),
      item('Коммерция', '/commercial'),
      item('1-комнатные', '/kupit-1-komnatnuyu-kvartiru-ot-zastroishika', 'Квартиры'),
      item('Ипотека', '/loan/mortgage', 'Ипотека'),
      item('Паркинг', '/parking'),
    ]);
    expect(entries.map(outline)).toEqual(['Проекты', 'Квартиры: Студии, 1-комнатные', 'Коммерция', 'Ипотека: Ипотека', 'Паркинг']);
  });

  it('treats an empty or blank group as none, and trims a group title before comparing', () => {
    const entries = toMenuEntries([item('Проекты', '/our-projects', ''), item('Паркинг', '/parking', '   '), item('Ипотека', '/loan/mortgage', ' Ипотека'), item('Рассрочка', '/loan/deffered', 'Ипотека ')]);
    expect(entries.map(outline)).toEqual(['Проекты', 'Паркинг', 'Ипотека: Ипотека, Рассрочка']);
  });

  it('keeps a group of one item a group', () => {
    expect(toMenuEntries([item('Тендеры', '/tenders', 'О компании')])).toEqual([
      { kind: 'group', title: 'О компании', links: [{ label: 'Тендеры', href: '/tenders', external: false }] },
    ]);
  });

  it('flags external links and leaves out unusable ones, and a group left without links', () => {
    const entries = toMenuEntries([
      item('ВКонтакте', 'https://vk.com/novostroy', 'Мы в соцсетях'),
      item('Плохая', 'javascript:alert(1)', 'Мы в соцсетях'),
      item('Пустая', '//evil.example/x', 'Ничего'),
      item('Блог', 'https://blog.example/'),
    ]);
    expect(entries).toEqual([
      { kind: 'group', title: 'Мы в соцсетях', links: [{ label: 'ВКонтакте', href: 'https://vk.com/novostroy', external: true }] },
      { kind: 'link', link: { label: 'Блог', href: 'https://blog.example/', external: true } },
    ]);
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
