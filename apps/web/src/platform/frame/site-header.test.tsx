// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FavouritesCounter, SAVED_LISTS } from '@/features/favourites';
import { CallbackRequestButton } from '@/features/leads';
import type { Menu } from '@/upstream/content';
import { buildFrameData } from './frame-data';

const pathname = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }));

const item = (id: number, label: string, url: string, group: string | null = null) => ({ id, label, url, sort: id * 10, group });
const headerMenu: Menu = {
  id: 1,
  location: 'header',
  title: 'Главное меню',
  items: [
    item(1, 'Проекты', '/our-projects'),
    item(2, 'Студии', '/kupit-0-komnatnuyu-kvartiru-ot-zastroishika', 'Квартиры'),
    item(3, '1-комнатные', '/kupit-1-komnatnuyu-kvartiru-ot-zastroishika', 'Квартиры'),
    item(4, 'Коммерция', '/commercial'),
    item(5, 'Ипотека', '/loan/mortgage', 'Ипотека'),
    item(6, 'Рассрочка', '/loan/deffered', 'Ипотека'),
  ],
};

vi.mock('./load-frame', () => ({
  loadFrame: async () =>
    buildFrameData({
      menus: [headerMenu],
      offices: [{ id: 7, slug: 'central', info: 'Центральный офис продаж', hours: 'Пн–Пт 9:00–20:00', address: 'г. Краснодар, ул. Красная, 122', phone: null, coordinates: null }],
      global: {
        siteName: 'Новострой',
        phones: [
          { id: 1, label: 'Отдел продаж', number: '+7 (861) 200-00-00' },
          { id: 2, label: 'Ипотечный центр', number: '+7 (861) 200-00-11' },
        ],
        logo: null,
        socials: [{ id: 1, title: 'Telegram', url: 'https://t.me/novostroy', icon: null }],
        footerText: null,
        privacyPolicy: null,
        privacyPolicyVersion: '2026-02',
        defaultOgImage: null,
      },
    }),
}));
const { SiteHeader } = await import('./site-header');

const headerProps = { callAction: CallbackRequestButton, favouritesCounter: <FavouritesCounter /> };

async function renderHeader() {
  const view = render(await SiteHeader(headerProps));
  return { ...view, header: screen.getByRole('banner') };
}

/** The disclosure button of a desktop group and the panel it controls. */
function group(header: HTMLElement, title: string) {
  const nav = within(header).getByRole('navigation', { name: 'Основное меню' });
  const button = within(nav).getByRole('button', { name: title });
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`no panel for ${title}`);
  return { button, panel };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  pathname.current = '/';
  document.body.removeAttribute('style');
});

describe('SiteHeader', () => {
  it('shows the home link, the navigation, the call icon, the phone, the call request, the favourites link and the menu button', async () => {
    const { header } = await renderHeader();
    expect(within(header).getByRole('link', { name: 'Новострой — на главную' }).getAttribute('href')).toBe('/');
    const nav = within(header).getByRole('navigation', { name: 'Основное меню' });
    // The navigation keeps the CMS order: plain links and groups where their first item is.
    const topLevel = Array.from(nav.querySelectorAll(':scope > ul > li > :is(a, button)')).map((element) => element.textContent);
    expect(topLevel).toEqual(['Проекты', 'Квартиры', 'Коммерция', 'Ипотека']);
    expect(within(nav).getByRole('link', { name: 'Проекты' }).getAttribute('href')).toBe('/our-projects');
    const callIcon = within(header).getByRole('link', { name: 'Позвонить: +7 (861) 200-00-00' });
    expect(callIcon.getAttribute('href')).toBe('tel:+78612000000');
    expect(within(header).getByRole('link', { name: '+7 (861) 200-00-00' }).getAttribute('href')).toBe('tel:+78612000000');
    expect(within(header).getByRole('button', { name: 'Заказать звонок' })).toBeTruthy();
    const favourites = within(header).getByRole('link', { name: 'Избранное' });
    expect(favourites.getAttribute('href')).toBe('/favourite');
    expect(favourites.closest('[data-slot="favourites-counter"]')).toBeTruthy();
    const menuButton = within(header).getByRole('button', { name: 'Меню' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(menuButton.getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('counts the saved units in the favourites link, and follows a change made in another tab', async () => {
    localStorage.setItem(SAVED_LISTS.favourites.key, JSON.stringify({ v: 1, ids: [11010055, 11010057, 11010059] }));
    const { header } = await renderHeader();
    const favourites = within(header).getByRole('link', { name: 'Избранное, 3\u00a0объекта' });
    expect(favourites.getAttribute('href')).toBe('/favourite?ids=11010055,11010057,11010059');
    expect(favourites.textContent).toBe('3');
    act(() => {
      localStorage.setItem(SAVED_LISTS.favourites.key, JSON.stringify({ v: 1, ids: [11010055] }));
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_LISTS.favourites.key }));
    });
    expect(within(header).getByRole('link', { name: 'Избранное, 1\u00a0объект' }).textContent).toBe('1');
    act(() => {
      localStorage.removeItem(SAVED_LISTS.favourites.key);
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_LISTS.favourites.key }));
    });
    expect(within(header).getByRole('link', { name: 'Избранное' }).textContent).toBe('');
  });

  it('renders each CMS group as a disclosure button with its links in a panel it controls', async () => {
    const { header } = await renderHeader();
    const { button, panel } = group(header, 'Квартиры');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(within(header).queryByRole('link', { name: 'Студии' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(within(panel).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Студии', '/kupit-0-komnatnuyu-kvartiru-ot-zastroishika'],
      ['1-комнатные', '/kupit-1-komnatnuyu-kvartiru-ot-zastroishika'],
    ]);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes a dropdown on Escape with focus back on its button, and opening one closes the other', async () => {
    const { header } = await renderHeader();
    const flats = group(header, 'Квартиры');
    const loans = group(header, 'Ипотека');
    fireEvent.click(flats.button);
    const studio = within(flats.panel).getByRole('link', { name: 'Студии' });
    studio.focus();
    fireEvent.keyDown(studio, { key: 'Escape' });
    expect(flats.button.getAttribute('aria-expanded')).toBe('false');
    expect(flats.panel.hidden).toBe(true);
    expect(document.activeElement).toBe(flats.button);

    fireEvent.click(flats.button);
    // A press on the other button is outside the open group, then its click opens it.
    fireEvent.pointerDown(loans.button);
    fireEvent.click(loans.button);
    expect(flats.button.getAttribute('aria-expanded')).toBe('false');
    expect(loans.button.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes a dropdown on a click outside, when focus leaves it, on a followed link and on a navigation', async () => {
    const { header, rerender } = await renderHeader();
    const { button, panel } = group(header, 'Ипотека');
    fireEvent.click(button);
    fireEvent.pointerDown(within(panel).getByRole('link', { name: 'Рассрочка' }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.focusOut(within(panel).getByRole('link', { name: 'Рассрочка' }), { relatedTarget: within(header).getByRole('button', { name: 'Заказать звонок' }) });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.click(within(panel).getByRole('link', { name: 'Ипотека' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    pathname.current = '/loan/mortgage';
    rerender(await SiteHeader(headerProps));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // The group of the current page is marked, and so is its link.
    expect(button.dataset.current).toBe('true');
    fireEvent.click(button);
    expect(within(panel).getByRole('link', { name: 'Ипотека' }).getAttribute('aria-current')).toBe('page');
  });

  it('marks the section of a page below a menu entry: its group and link, never as the page itself', async () => {
    pathname.current = '/commercial/11060001';
    const { header } = await renderHeader();
    const nav = within(header).getByRole('navigation', { name: 'Основное меню' });
    const commercial = within(nav).getByRole('link', { name: 'Коммерция' });
    expect(commercial.dataset.current).toBe('true');
    expect(commercial.getAttribute('aria-current')).toBeNull();
    // Only the entry above the page is marked.
    expect(group(header, 'Квартиры').button.dataset.current).toBeUndefined();
    expect(group(header, 'Ипотека').button.dataset.current).toBeUndefined();

    cleanup();
    pathname.current = '/loan/mortgage/anything';
    const again = await renderHeader();
    const { button, panel } = group(again.header, 'Ипотека');
    expect(button.dataset.current).toBe('true');
    fireEvent.click(button);
    expect(within(panel).getByRole('link', { name: 'Ипотека' }).dataset.current).toBe('true');
    expect(within(panel).getByRole('link', { name: 'Рассрочка' }).dataset.current).toBeUndefined();
  });

  it('opens the menu sheet with the navigation and the contacts, and closes it on Escape with focus back on the menu button', async () => {
    const { header } = await renderHeader();
    const menuButton = within(header).getByRole('button', { name: 'Меню' });
    menuButton.focus();
    fireEvent.click(menuButton);
    const sheet = screen.getByRole('dialog', { name: 'Меню' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    const nav = within(sheet).getByRole('navigation', { name: 'Основное меню' });
    // Focus starts on the first entry of the menu.
    expect(document.activeElement).toBe(within(nav).getByRole('link', { name: 'Проекты' }));
    // Groups are expandable sections holding their links.
    const sections = Array.from(nav.querySelectorAll('details'));
    expect(sections.map((section) => section.querySelector('summary')?.textContent)).toEqual(['Квартиры', 'Ипотека']);
    expect(within(sections[1]!).getAllByRole('link').map((link) => link.textContent)).toEqual(['Ипотека', 'Рассрочка']);
    // The contacts: every phone as a tel: link, the office's address and hours, the socials.
    const contacts = within(sheet).getByRole('region', { name: 'Контакты' });
    expect(within(contacts).getByRole('link', { name: '+7 (861) 200-00-11' }).getAttribute('href')).toBe('tel:+78612000011');
    expect(contacts.querySelector('address')?.textContent).toContain('г. Краснодар, ул. Красная, 122');
    expect(contacts.querySelector('address')?.textContent).toContain('Пн–Пт 9:00–20:00');
    expect(within(contacts).getByRole('link', { name: /Telegram/ }).getAttribute('href')).toBe('https://t.me/novostroy');

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the sheet when a link in it is followed, and on a navigation', async () => {
    const { header, rerender } = await renderHeader();
    const menuButton = within(header).getByRole('button', { name: 'Меню' });
    fireEvent.click(menuButton);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Коммерция' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(menuButton);
    expect(screen.getByRole('dialog')).toBeTruthy();
    pathname.current = '/commercial';
    await act(async () => rerender(await SiteHeader(headerProps)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps «Заказать звонок», which opens the callback form in a dialog', async () => {
    const { header } = await renderHeader();
    const button = within(header).getByRole('button', { name: 'Заказать звонок' });
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Заказать звонок' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.height).toBe('100vh');
    // The form's code loads on demand; its first load in a test run takes a while.
    expect(await within(dialog).findByLabelText('Телефон', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
