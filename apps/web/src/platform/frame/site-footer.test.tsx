// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Menu } from '@/upstream/content';
import { buildFrameData, type FrameSources } from './frame-data';

const sources = vi.hoisted(() => ({ current: null as FrameSources | null }));
vi.mock('./load-frame', () => ({ loadFrame: async () => buildFrameData(sources.current!) }));
const { SiteFooter } = await import('./site-footer');

const item = (id: number, label: string, url: string, group: string | null = null) => ({ id, label, url, sort: id * 10, group });
const footerMenu: Menu = {
  id: 2,
  location: 'footer',
  title: 'Меню в подвале',
  items: [
    item(1, 'Проекты', '/our-projects'),
    item(2, 'Избранное', '/favourite'),
    item(3, 'Ипотека', '/loan/mortgage', 'Покупателям'),
    item(4, 'Рассрочка', '/loan/deffered', 'Покупателям'),
    item(5, 'Тендеры', '/tenders'),
  ],
};

const cms: FrameSources = {
  menus: [footerMenu],
  offices: [
    { id: 1, slug: 'central', info: 'Центральный офис продаж', hours: 'Пн–Пт 9:00–20:00', address: 'г. Краснодар, ул. Красная, 122', phone: '+7 (861) 200-00-00', coordinates: null },
    { id: 2, slug: 'north', info: null, hours: 'Ежедневно 9:00–19:00', address: 'г. Краснодар, ул. Стахановская, 15', phone: null, coordinates: null },
  ],
  global: {
    siteName: 'Новострой',
    phones: [
      { id: 1, label: 'Отдел продаж', number: '+7 (861) 200-00-00' },
      { id: 2, label: null, number: '8 800 100-20-30' },
    ],
    logo: null,
    socials: [{ id: 1, title: 'ВКонтакте', url: 'https://vk.com/novostroy', icon: null }],
    footerText: '© 2012–2026 «Новострой». Информация на сайте не является публичной офертой.',
    privacyPolicy: null,
    privacyPolicyVersion: '2026-02',
    defaultOgImage: null,
  },
};

async function renderFooter(from: FrameSources) {
  sources.current = from;
  render(await SiteFooter());
  return screen.getByRole('contentinfo');
}

describe('SiteFooter', () => {
  it('lays the footer menu out in columns: plain links together, a group as a titled column, in the CMS order', async () => {
    const footer = await renderFooter(cms);
    const nav = within(footer).getByRole('navigation', { name: 'Меню в подвале' });
    const columns = Array.from(nav.children).map((column) => ({
      title: column.querySelector('h2')?.textContent ?? null,
      links: within(column as HTMLElement).getAllByRole('link').map((link) => link.textContent),
    }));
    expect(columns).toEqual([
      { title: null, links: ['Проекты', 'Избранное'] },
      { title: 'Покупателям', links: ['Ипотека', 'Рассрочка'] },
      { title: null, links: ['Тендеры'] },
    ]);
  });

  it('shows the name, the footer text, the phones as tel: links, the offices with address and hours, and the socials', async () => {
    const footer = await renderFooter(cms);
    expect(within(footer).getByRole('link', { name: 'Новострой' }).getAttribute('href')).toBe('/');
    expect(footer.textContent).toContain('Информация на сайте не является публичной офертой.');
    const contacts = within(footer).getByRole('region', { name: 'Контакты' });
    expect(within(contacts).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['tel:+78612000000', 'tel:88001002030']);
    expect(contacts.textContent).toContain('Отдел продаж');
    const offices = within(footer).getByRole('region', { name: 'Офисы продаж' });
    const [central, north] = Array.from(offices.querySelectorAll('address'));
    expect(central?.textContent).toContain('Центральный офис продаж');
    expect(central?.textContent).toContain('г. Краснодар, ул. Красная, 122');
    expect(central?.textContent).toContain('Пн–Пт 9:00–20:00');
    expect(within(central!).getByRole('link').getAttribute('href')).toBe('tel:+78612000000');
    expect(north?.textContent).toContain('Ежедневно 9:00–19:00');
    const social = within(footer).getByRole('link', { name: /ВКонтакте/ });
    expect(social.getAttribute('href')).toBe('https://vk.com/novostroy');
    expect(social.getAttribute('target')).toBe('_blank');
    expect(within(footer).getByRole('link', { name: 'Политика конфиденциальности' }).getAttribute('href')).toBe('/privacy-policy');
  });

  it('still works with the CMS down: the built-in menu, a generated footer text, no contacts', async () => {
    const footer = await renderFooter({ menus: null, global: null, offices: null });
    const nav = within(footer).getByRole('navigation', { name: 'Меню в подвале' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/our-projects']);
    expect(footer.textContent).toContain('«Новострой» — квартиры от застройщика');
    expect(within(footer).queryByRole('region')).toBeNull();
    expect(footer.querySelector('a[href^="tel:"]')).toBeNull();
  });
});
