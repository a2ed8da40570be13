// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFrameData } from '@/platform/frame/frame-data';
import type { Global } from '@/upstream/content';

const state = vi.hoisted(() => ({ global: null as Global | null }));
vi.mock('@/platform/seo/page-metadata', () => ({
  globalOrNull: async () => state.global,
  pageMetadata: async (path: string, fallback: { title: string }) => ({ title: { absolute: fallback.title }, alternates: { canonical: path } }),
}));
vi.mock('@/platform/frame/load-frame', () => ({
  loadFrame: async () => buildFrameData({ menus: null, offices: null, global: state.global }),
}));

const page = await import('./page');

const global: Global = {
  siteName: 'Новострой',
  phones: [{ id: 1, label: null, number: '+7 (861) 200-00-00' }],
  logo: null,
  socials: [],
  footerText: null,
  privacyPolicy: '# Общие положения\n\nМы обрабатываем **имя** и телефон только для ответа на заявку.',
  privacyPolicyVersion: '2026-02',
  defaultOgImage: null,
};

beforeEach(() => {
  state.global = global;
});

describe('/privacy-policy', () => {
  it('renders the CMS policy under the page title', async () => {
    render(await page.default());
    expect(screen.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Общие положения' })).toBeTruthy();
    expect(screen.getByText('имя').tagName).toBe('STRONG');
    expect(screen.getByText('Редакция 2026-02')).toBeTruthy();
  });

  it('with an empty text says so and gives the phone', async () => {
    state.global = { ...global, privacyPolicy: '  ' };
    render(await page.default());
    expect(screen.getByText(/Текст политики сейчас недоступен/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '+7 (861) 200-00-00' }).getAttribute('href')).toBe('tel:+78612000000');
  });

  it('with the CMS down still renders the title and a note', async () => {
    state.global = null;
    render(await page.default());
    expect(screen.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeTruthy();
    expect(screen.getByText(/позвоните в офис продаж/)).toBeTruthy();
  });

  it('titles the page «Политика конфиденциальности» in its metadata', async () => {
    expect(await page.generateMetadata()).toMatchObject({ title: { absolute: 'Политика конфиденциальности' }, alternates: { canonical: '/privacy-policy' } });
  });
});
