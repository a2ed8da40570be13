// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CallbackRequestButton } from '@/features/leads';
import { buildFrameData } from './frame-data';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));
vi.mock('./load-frame', () => ({
  loadFrame: async () =>
    buildFrameData({
      menus: null,
      offices: null,
      global: {
        siteName: 'Новострой',
        phones: [{ id: 1, label: 'Отдел продаж', number: '+7 (861) 200-00-00' }],
        logo: null,
        socials: [],
        footerText: null,
        privacyPolicy: null,
        privacyPolicyVersion: '2026-02',
        defaultOgImage: null,
      },
    }),
}));
const { SiteHeader } = await import('./site-header');

describe('SiteHeader', () => {
  it('keeps the first phone as a tel: link beside «Заказать звонок», which opens the callback form in a dialog', async () => {
    render(await SiteHeader({ callAction: CallbackRequestButton }));
    const header = screen.getByRole('banner');
    const phone = within(header).getByRole('link', { name: '+7 (861) 200-00-00' });
    expect(phone.getAttribute('href')).toBe('tel:+78612000000');
    const button = within(header).getByRole('button', { name: 'Заказать звонок' });
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Заказать звонок' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.height).toBe('100vh');
    expect(await within(dialog).findByLabelText('Телефон')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
