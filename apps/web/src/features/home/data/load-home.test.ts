// Each source of the home page fails on its own: only its block goes, the page data is still made.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectCatalogue } from '@/features/projects';
import type { FrameData } from '@/platform/frame';
import type { Loan, MainBlock, NewsPost } from '@/upstream/content';

const sources = vi.hoisted(() => ({
  fetchMainBlock: vi.fn<() => Promise<MainBlock>>(),
  fetchNews: vi.fn<() => Promise<NewsPost[]>>(),
  fetchLoans: vi.fn<() => Promise<Loan[]>>(),
  loadProjectCatalogue: vi.fn<(order?: 'list' | 'main-page') => Promise<ProjectCatalogue>>(),
  loadFrame: vi.fn<() => Promise<FrameData>>(),
}));
vi.mock('@/upstream/content', () => ({ fetchMainBlock: sources.fetchMainBlock, fetchNews: sources.fetchNews, fetchLoans: sources.fetchLoans }));
vi.mock('@/features/projects', () => ({ loadProjectCatalogue: sources.loadProjectCatalogue }));
vi.mock('@/platform/frame', () => ({ loadFrame: sources.loadFrame }));

const { loadHome } = await import('./load-home');

const frame: FrameData = {
  siteName: 'Новострой',
  logo: null,
  headerMenu: [],
  footerMenu: [],
  phones: [{ label: null, display: '+7 (861) 200-00-00', href: 'tel:+78612000000' }],
  socials: [],
  offices: [
    { id: 1, name: 'Центральный офис продаж', address: 'г. Краснодар, ул. Красная, 122', hours: 'Ежедневно', phone: { label: null, display: '+7 (861) 200-00-00', href: 'tel:+78612000000' } },
    { id: 2, name: 'Пустой офис', address: null, hours: null, phone: null },
  ],
  footerText: null,
  privacyPolicyVersion: '2026-01',
};
const block: MainBlock = { title: 'Квартиры в Краснодаре', subtitle: null, image: null, buttonText: null, buttonLink: null, promotion: null };
const post: NewsPost = { id: 1, slug: 'post', title: 'Новость', date: '2026-10-20', text: null, sort: 1, image: null, updatedAt: null };
const loan = { id: 1, slug: 'mortgage', name: 'Ипотека', info: null, percent: 5.9 } as Loan;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sources.fetchMainBlock.mockReset().mockResolvedValue(block);
  sources.fetchNews.mockReset().mockResolvedValue([post]);
  sources.fetchLoans.mockReset().mockResolvedValue([loan]);
  sources.loadProjectCatalogue.mockReset().mockResolvedValue({ cards: [], salesAvailable: true });
  sources.loadFrame.mockReset().mockResolvedValue(frame);
});

describe('loadHome', () => {
  it('builds every block when every source answers; offices without address or phone are left out', async () => {
    const data = await loadHome();
    expect(data.hero.title).toBe('Квартиры в Краснодаре');
    expect(data.projects).toEqual({ underConstruction: [], released: [], salesAvailable: true });
    // The home page shows the complexes in the editors' main-page order (Sort_main_page), not the list's.
    expect(sources.loadProjectCatalogue).toHaveBeenCalledWith('main-page');
    expect(data.news?.map((item) => item.title)).toEqual(['Новость']);
    expect(data.loans?.map((item) => item.rate)).toEqual(['от\u00a05,9\u00a0%']);
    expect(data.offices?.map((office) => office.id)).toEqual([1]);
    expect(data).toMatchObject({ consentVersion: '2026-01', siteName: 'Новострой', phone: { href: 'tel:+78612000000' }, newsListHref: '/posts' });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('leaves out only the block whose source failed, with one log line each', async () => {
    sources.fetchNews.mockRejectedValue(new Error('CMS GET /api/news: fetch failed'));
    sources.loadProjectCatalogue.mockRejectedValue(new Error('CMS GET /api/projects: 500'));
    const data = await loadHome();
    expect(data.news).toBeNull();
    expect(data.projects).toBeNull();
    expect(data.loans).toHaveLength(1);
    expect(data.hero.title).toBe('Квартиры в Краснодаре');
    expect(vi.mocked(console.warn).mock.calls.map(([line]) => line)).toEqual([
      '[home] complexes unavailable, the block is left out: CMS GET /api/projects: 500',
      '[home] news unavailable, the block is left out: CMS GET /api/news: fetch failed',
    ]);
  });

  it('with the whole CMS down still makes the page: the built-in hero and no other block', async () => {
    const down = new Error('fetch failed');
    sources.fetchMainBlock.mockRejectedValue(down);
    sources.fetchNews.mockRejectedValue(down);
    sources.fetchLoans.mockRejectedValue(down);
    sources.loadProjectCatalogue.mockRejectedValue(down);
    sources.loadFrame.mockResolvedValue({ ...frame, offices: [], phones: [], privacyPolicyVersion: null });
    const data = await loadHome();
    expect(data.hero).toMatchObject({ title: 'Квартиры от застройщика «Новострой»', button: { href: '/our-projects' }, promotion: null });
    expect(data).toMatchObject({ projects: null, news: null, loans: null, offices: null, consentVersion: null, phone: null });
    expect(console.warn).toHaveBeenCalledWith('[home] main block unavailable, the hero shows the built-in texts: fetch failed');
  });
});
