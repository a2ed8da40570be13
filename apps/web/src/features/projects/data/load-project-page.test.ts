import { afterEach, describe, expect, it, vi } from 'vitest';
import { CMS_URL, strapi5Project } from '@/upstream/content/fixtures';
import { reshapeProject } from '@/upstream/content/reshape';
import { projectSchema } from '@/upstream/content/schemas';
import type * as sales from '@/upstream/sales';
import { emptyProjectStatistics } from '@/upstream/sales';

const fetchConstructionProgress = vi.fn();
const fetchProjectOverview = vi.fn();
const fetchMinFlatPrice = vi.fn();
vi.mock('@/upstream/content', () => ({ fetchConstructionProgress: (...args: unknown[]) => fetchConstructionProgress(...args) }));
vi.mock('@/upstream/sales', async (original) => ({
  ...(await original<typeof sales>()),
  fetchProjectOverview: (...args: unknown[]) => fetchProjectOverview(...args),
  fetchMinFlatPrice: (...args: unknown[]) => fetchMinFlatPrice(...args),
}));

const { loadProjectPage } = await import('./load-project-page');

const project = reshapeProject(projectSchema.parse(strapi5Project({ id: 7, slug: 'zhk-a', title: 'ЖК «А»', profitId: 1101 })), { mediaBaseUrl: CMS_URL });
const overview = { profitId: 1101, district: 'Западный округ', address: 'ул. Кожевенная, 58', released: false, completion: { year: 2026, quarter: 4 }, statistics: { ...emptyProjectStatistics, amount_flat: 10, amount_flat_free: 4 } };

afterEach(() => vi.restoreAllMocks());

describe('loadProjectPage', () => {
  it('asks for the reports of this complex, its statistics and its live price', async () => {
    fetchConstructionProgress.mockResolvedValue([{ id: 1, date: '2026-10-25', text: 'Каркас', photos: [], project: null }]);
    fetchProjectOverview.mockResolvedValue(overview);
    fetchMinFlatPrice.mockImplementation(async (_profitId: number, rooms?: number) => (rooms === 1 ? 6_100_000 : 5_240_000));
    const data = await loadProjectPage(project);
    expect(fetchConstructionProgress).toHaveBeenCalledWith('zhk-a');
    expect(fetchProjectOverview).toHaveBeenCalledWith(1101);
    expect(fetchMinFlatPrice.mock.calls).toEqual([[1101], [1101, 1]]);
    expect(data.construction?.map((m) => m.label)).toEqual(['Октябрь 2026']);
    expect(data.sales).toMatchObject({ minFlatPrice: 5_240_000, free: { flat: 4 }, roomPrices: [{ rooms: 1, label: '1-комнатные', value: 6_100_000 }] });
  });

  it('leaves the reports out with a log line when the CMS fails, and the sales figures out when sales-data fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchConstructionProgress.mockRejectedValue(new Error('CMS unavailable: GET /api/construcrion-progresses'));
    fetchProjectOverview.mockResolvedValue(undefined);
    fetchMinFlatPrice.mockResolvedValue(undefined);
    const data = await loadProjectPage(project);
    expect(data.construction).toBeNull();
    expect(data.sales).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('construction reports of zhk-a left out'));
  });

  it('uses the reports the page asked for together with the complex instead of asking again', async () => {
    fetchConstructionProgress.mockClear();
    fetchProjectOverview.mockResolvedValue(overview);
    fetchMinFlatPrice.mockResolvedValue(5_240_000);
    const early = Promise.resolve([{ id: 2, date: '2026-09-25', text: 'Фундамент', photos: [], project: null }]);
    const data = await loadProjectPage(project, early);
    expect(fetchConstructionProgress).not.toHaveBeenCalled();
    expect(data.construction?.map((m) => m.label)).toEqual(['Сентябрь 2026']);
  });

  it('does not ask sales-data about a complex it does not know (no Profit_id)', async () => {
    fetchConstructionProgress.mockResolvedValue([]);
    fetchProjectOverview.mockClear();
    const data = await loadProjectPage({ ...project, profitId: null });
    expect(fetchProjectOverview).not.toHaveBeenCalled();
    expect(data).toMatchObject({ construction: [], sales: null });
  });
});
