// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaqItem } from '@/upstream/content';

const state = vi.hoisted(() => ({ faqs: [] as FaqItem[] | Error }));
vi.mock('server-only', () => ({}));
vi.mock('@/upstream/content', () => ({
  fetchFaqs: async () => {
    if (state.faqs instanceof Error) throw state.faqs;
    return state.faqs;
  },
}));
vi.mock('@/platform/seo', () => ({
  pageTexts: async (_path: string, fallback: { title: string; description: string }) => fallback,
  BreadcrumbJsonLd: () => null,
  JsonLd: ({ data }: { data: unknown }) => <script type="application/ld+json">{JSON.stringify(data)}</script>,
}));
vi.mock('@/platform/frame', () => ({ loadFrame: async () => ({ privacyPolicyVersion: '2026-01', phones: [] }) }));
vi.mock('@/features/leads', () => ({ QuestionForm: ({ title }: { title: string }) => <h2>{title}</h2> }));

const { FaqPage } = await import('./faq-page');

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  state.faqs = [
    { id: 1, question: 'Как забронировать квартиру?', answer: 'Оставьте **заявку**.', sort: 10, category: 'Покупка' },
    { id: 2, question: 'Какой взнос?', answer: 'От 15 %.', sort: 20, category: 'Ипотека' },
  ];
});

describe('/faq', () => {
  it('shows each topic with its questions, each answer in a closed <details> with its anchor and a link to it', async () => {
    render(await FaqPage());
    expect(screen.getByRole('heading', { level: 1, name: 'Вопросы и ответы' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Покупка', 'Ипотека', 'Не нашли ответа?']);
    const details = screen.getByRole('heading', { level: 3, name: 'Как забронировать квартиру?' }).closest('details')!;
    expect(details.id).toBe('kak-zabronirovat-kvartiru');
    expect(details.open).toBe(false);
    expect(details.querySelector('strong')?.textContent).toBe('заявку');
    expect(screen.getByRole('navigation', { name: 'Темы вопросов' }).querySelector('a')?.getAttribute('href')).toBe('#faq-pokupka');
    expect(screen.getAllByRole('button', { name: 'Ссылка на ответ' })).toHaveLength(2);
  });

  it('with the CMS down says so in Russian and keeps the question form', async () => {
    state.faqs = new Error('CMS unavailable');
    render(await FaqPage());
    expect(screen.getByText('Ответы временно недоступны')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Не нашли ответа?' })).toBeTruthy();
    expect(document.querySelector('details')).toBeNull();
  });

  it('with no questions yet shows the empty state, not an empty list', async () => {
    state.faqs = [];
    render(await FaqPage());
    expect(screen.getByRole('heading', { name: 'Вопросов пока нет' })).toBeTruthy();
  });
});
