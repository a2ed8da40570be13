// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let pathname = '/';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const startMetrica = vi.fn();
vi.mock('./metrica', () => ({ startMetrica }));

const { AnalyticsConsent } = await import('./analytics-consent');
const { CookieSettingsButton } = await import('./cookie-settings-button');
const { reachAnalyticsGoal, resetAnalyticsState, setRunningCounter } = await import('./state');

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

const BANNER = { name: 'Мы используем cookie для аналитики' };
const banner = () => screen.queryByRole('region', BANNER);
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('AnalyticsConsent', () => {
  beforeEach(() => {
    pathname = '/';
    clearCookies();
    resetAnalyticsState();
    startMetrica.mockReset();
    window.ym = undefined;
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders nothing into the shared HTML: the browser decides from the cookie', () => {
    expect(renderToString(<AnalyticsConsent counterId="12345678" />)).toBe('');
  });

  it('asks a visitor who has not chosen, with equal «Принять» and «Отклонить» and the policy link, and loads nothing', async () => {
    render(<AnalyticsConsent counterId="12345678" />);
    expect(await screen.findByRole('region', BANNER)).toBeTruthy();
    const accept = screen.getByRole('button', { name: 'Принять' });
    const reject = screen.getByRole('button', { name: 'Отклонить' });
    expect(accept.className).toBe(reject.className);
    expect(screen.getByRole('link', { name: 'политике конфиденциальности' }).getAttribute('href')).toBe('/privacy-policy');
    await flush();
    expect(startMetrica).not.toHaveBeenCalled();
  });

  it('starts the counter only after «Принять», and stores the choice for a year', async () => {
    render(<AnalyticsConsent counterId="12345678" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Принять' }));
    await flush();
    expect(startMetrica).toHaveBeenCalledTimes(1);
    expect(startMetrica).toHaveBeenCalledWith('12345678');
    expect(document.cookie).toContain('analytics_consent=granted');
    expect(banner()).toBeNull();
  });

  it('loads nothing after «Отклонить», and does not ask again', async () => {
    const { unmount } = render(<AnalyticsConsent counterId="12345678" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Отклонить' }));
    await flush();
    expect(document.cookie).toContain('analytics_consent=denied');
    expect(banner()).toBeNull();
    unmount();
    render(<AnalyticsConsent counterId="12345678" />);
    await flush();
    expect(banner()).toBeNull();
    expect(startMetrica).not.toHaveBeenCalled();
  });

  it('starts the counter on a later visit with consent stored, without asking', async () => {
    document.cookie = 'analytics_consent=granted; Path=/';
    render(<AnalyticsConsent counterId="12345678" />);
    await flush();
    expect(banner()).toBeNull();
    expect(startMetrica).toHaveBeenCalledTimes(1);
  });

  it('opens again from the footer, moves the keyboard into it and says the current choice', async () => {
    document.cookie = 'analytics_consent=denied; Path=/';
    render(
      <>
        <AnalyticsConsent counterId="12345678" />
        <CookieSettingsButton />
      </>,
    );
    await flush();
    expect(banner()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Настройки cookie' }));
    expect(await screen.findByRole('region', BANNER)).toBeTruthy();
    expect(screen.getByText('Сейчас аналитика отключена.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', BANNER));
  });

  it('withdrawn consent stops hits and goals, removes the counter cookies and reloads the page', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, protocol: 'http:', hostname: 'localhost', href: 'http://localhost/' });
    document.cookie = 'analytics_consent=granted; Path=/';
    document.cookie = '_ym_uid=123; Path=/';
    const ym = vi.fn();
    window.ym = ym;
    setRunningCounter(12345678);
    render(
      <>
        <AnalyticsConsent counterId="12345678" />
        <CookieSettingsButton />
      </>,
    );
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Настройки cookie' }));
    expect(await screen.findByText('Сейчас аналитика разрешена.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain('analytics_consent=denied');
    expect(document.cookie).not.toContain('_ym_uid');
    reachAnalyticsGoal('lead', { form: 'callback' });
    expect(ym).not.toHaveBeenCalled();
  });
});

describe('hits and goals', () => {
  beforeEach(() => {
    resetAnalyticsState();
    clearCookies();
  });

  it('sends a goal only while the counter runs', () => {
    const ym = vi.fn();
    window.ym = ym;
    reachAnalyticsGoal('lead', { form: 'callback' });
    expect(ym).not.toHaveBeenCalled();
    setRunningCounter(12345678);
    reachAnalyticsGoal('lead', { form: 'callback' });
    expect(ym).toHaveBeenCalledWith(12345678, 'reachGoal', 'lead', { form: 'callback' });
  });

  it('counts a client navigation as one hit, never the same address twice', async () => {
    document.cookie = 'analytics_consent=granted; Path=/';
    const ym = vi.fn();
    window.ym = ym;
    setRunningCounter(12345678);
    pathname = '/';
    const { rerender } = render(<AnalyticsConsent counterId="12345678" />);
    await flush();
    expect(ym).not.toHaveBeenCalled(); // the loader counts the first page
    window.history.pushState(null, '', '/faq');
    pathname = '/faq';
    rerender(<AnalyticsConsent counterId="12345678" />);
    rerender(<AnalyticsConsent counterId="12345678" />);
    expect(ym.mock.calls.filter(([, method]) => method === 'hit')).toEqual([[12345678, 'hit', 'http://localhost:3000/faq', { referer: '' }]]);
  });
});
