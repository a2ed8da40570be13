// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// The form's code arrives when the test says so.
let arrive = () => {};
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('./lead-form', async () => {
  await arrived;
  return { LeadForm: () => <form aria-label="Заявка" /> };
});

const { DeferredLeadForm } = await import('./deferred-lead-form');
const { NeedsScript } = await import('./needs-script');

describe('DeferredLeadForm', () => {
  it('keeps the height of the form while its code is on the way, so the page below does not jump', async () => {
    // jsdom has no IntersectionObserver: the form is wanted at once.
    render(<DeferredLeadForm form="question" />);
    const line = () => screen.getByRole('status');
    expect(line().textContent).toBe('Загружаем форму…');
    expect(line().className).toMatch(/reserved/);
    await act(async () => {});
    expect(line().className).toMatch(/reserved/);
    arrive();
    expect(await screen.findByRole('form', { name: 'Заявка' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells a browser without script that the form needs it, with the phone to call instead', () => {
    // The server's HTML: the form is not wanted yet there, so its place is the loading line.
    const phone = { display: '+7 (861) 200-00-00', href: 'tel:+78612000000' };
    const html = renderToString(<DeferredLeadForm form="question" phone={phone} noScript={<NeedsScript phone={phone} />} />);
    const noscript = /<p role="status"[^>]*>.*<noscript>(.*)<\/noscript><\/p>/.exec(html)?.[1] ?? '';
    expect(noscript).toContain('Форма работает при включённом JavaScript. Включите его и обновите страницу или позвоните нам');
    expect(noscript).toContain('<a href="tel:+78612000000">+7 (861) 200-00-00</a>');
    // The loading line stays for a browser with script (the stylesheet hides it without).
    expect(html).toContain('Загружаем форму…');
  });
});
