// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tender } from '@/upstream/content';

const state = vi.hoisted(() => ({ tenders: [] as Tender[] | Error }));
vi.mock('server-only', () => ({}));
vi.mock('@/upstream/content', () => ({
  fetchTenders: async () => {
    if (state.tenders instanceof Error) throw state.tenders;
    return state.tenders;
  },
}));
vi.mock('@/platform/seo', () => ({
  pageTexts: async (_path: string, fallback: { title: string; description: string }) => fallback,
  BreadcrumbJsonLd: () => null,
}));
vi.mock('@/platform/frame', () => ({ loadFrame: async () => ({ privacyPolicyVersion: '2026-01', phones: [] }) }));
vi.mock('@/features/leads', () => ({ QuestionForm: ({ title }: { title: string }) => <h2>{title}</h2> }));
vi.mock('next/link', () => ({ default: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => <a href={href} {...props}>{children}</a> }));

const { TendersPage } = await import('./tenders-page');

const pdf = { id: 9, url: 'http://cms/tz.pdf', title: 'Техническое задание', sizeBytes: 41021, format: 'PDF', mime: 'application/pdf' };
const tender = (id: number, status: Tender['status'], documents = [pdf]): Tender => ({
  id,
  number: `Т-2026-00${id}`,
  subject: `Работы ${id}`,
  startDate: '2026-09-01',
  endDate: '2026-12-01',
  status,
  documents,
});

beforeEach(() => {
  // Before the tenders' last day (1 December 2026): the open one still takes applications.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  state.tenders = [tender(4, 'open'), tender(1, 'closed', []), tender(3, 'cancelled', [])];
});

afterEach(() => {
  vi.useRealTimers();
});

const open = (search: Record<string, string> = {}) => TendersPage({ searchParams: Promise.resolve(search) });

describe('/tenders', () => {
  it('shows open tenders with status, number, Russian dates, documents and the request link; finished ones apart', async () => {
    render(await open());
    const openList = screen.getByRole('region', { name: 'Открытые тендеры' });
    const card = within(openList).getByRole('article');
    expect(card.textContent).toContain('Приём заявок');
    expect(card.textContent).toContain('№ Т-2026-004');
    expect(card.textContent).toContain('с 1 сентября 2026 по 1 декабря 2026');
    expect(within(card).getByRole('link', { name: 'Техническое задание (PDF, 40 КБ)' }).getAttribute('href')).toBe('http://cms/tz.pdf');
    expect(within(card).getByRole('link', { name: 'Подать заявку на тендер Т-2026-004' }).getAttribute('href')).toBe('/tenders?tender=%D0%A2-2026-004#tender-request');
    const finished = screen.getByRole('region', { name: 'Завершённые и отменённые' });
    expect(within(finished).getAllByRole('article').map((article) => article.querySelector('span[data-status]')?.textContent)).toEqual(['Отменён', 'Завершён']);
    expect(within(finished).queryByRole('link', { name: /Подать заявку/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Заявка на участие в тендере' })).toBeTruthy();
  });

  it('names the chosen open tender in the request heading, and ignores a number that is not open', async () => {
    render(await open({ tender: 'Т-2026-004' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Заявка на участие в тендере Т-2026-004' })).toBeTruthy();
    document.body.innerHTML = '';
    render(await open({ tender: 'Т-2026-001' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Заявка на участие в тендере' })).toBeTruthy();
  });

  it('says when no tender is open, and when the CMS is down keeps the request form', async () => {
    state.tenders = [tender(1, 'closed', [])];
    render(await open());
    expect(screen.getByRole('heading', { name: 'Сейчас открытых тендеров нет' })).toBeTruthy();
    document.body.innerHTML = '';
    state.tenders = new Error('down');
    render(await open());
    expect(screen.getByText('Список тендеров временно недоступен')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Заявка на участие в тендере' })).toBeTruthy();
  });
});
