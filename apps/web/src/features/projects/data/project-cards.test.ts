import { describe, expect, it } from 'vitest';
import { CMS_URL, strapi5Project, strapiMedia } from '@/upstream/content/fixtures';
import { reshapeProject } from '@/upstream/content/reshape';
import { projectSchema } from '@/upstream/content/schemas';
import { emptyProjectStatistics, type SalesProjectOverview } from '@/upstream/sales';
import { buildProjectCatalogue, coverPhoto, inListOrder } from './project-cards';

const project = (id: number, slug: string, extra: Partial<Parameters<typeof strapi5Project>[0]> = {}) =>
  reshapeProject(projectSchema.parse(strapi5Project({ id, slug, title: `ЖК ${slug}`, profitId: 1100 + id, ...extra })), { mediaBaseUrl: CMS_URL });

const overview = (profitId: number, free: number, total = 100): SalesProjectOverview => ({
  profitId,
  district: 'Западный округ',
  address: 'ул. Кожевенная, 58',
  released: false,
  completion: { year: 2026, quarter: 4 },
  statistics: { ...emptyProjectStatistics, amount_flat: total, amount_flat_free: free },
});

describe('buildProjectCatalogue', () => {
  const projects = [project(1, 'a'), project(2, 'b', { released: true }), project(3, 'c')];

  it('joins CMS complexes with sales figures', () => {
    const overviews = new Map([
      [1101, overview(1101, 12)],
      [1102, overview(1102, 0)],
      [1103, overview(1103, 1)],
    ]);
    const { cards, salesAvailable } = buildProjectCatalogue(projects, overviews, [5_240_000, undefined, 7_000_000]);
    expect(salesAvailable).toBe(true);
    expect(cards.map((c) => [c.slug, c.minFlatPrice, c.remainingFlats, c.soldOut, c.completion, c.location])).toEqual([
      ['a', 5_240_000, 'Осталось 12\u00a0квартир', false, 'IV\u00a0кв.\u00a02026', 'Западный округ, ул. Кожевенная, 58'],
      ['b', null, null, true, null, 'Западный округ, ул. Кожевенная, 58'],
      ['c', 7_000_000, 'Осталась 1\u00a0квартира', false, 'IV\u00a0кв.\u00a02026', 'Западный округ, ул. Кожевенная, 58'],
    ]);
  });

  it('leaves out of the place and the completion what the labels already say', () => {
    // The demo CMS puts the district, the address and the completion into Label_1..3.
    const labelled = reshapeProject(
      projectSchema.parse({
        ...strapi5Project({ id: 1, slug: 'a', title: 'ЖК a', profitId: 1101 }),
        Label_1: 'Западный округ',
        Label_2: 'ул. Кожевенная, 58',
        Label_3: 'Сдача в IV кв. 2026',
      }),
      { mediaBaseUrl: CMS_URL },
    );
    const { cards } = buildProjectCatalogue([labelled], new Map([[1101, overview(1101, 3)]]), [1]);
    expect(cards[0]).toMatchObject({ labels: ['Западный округ', 'ул. Кожевенная, 58', 'Сдача в IV кв. 2026'], location: null, completion: null });
  });

  it('keeps the "Сдан" badge and drops an editor label that says the same', () => {
    const released = reshapeProject(
      projectSchema.parse({ ...strapi5Project({ id: 2, slug: 'b', title: 'ЖК b', profitId: 1102, released: true }), Label_1: 'Центральный округ', Label_3: ' Сдан ' }),
      { mediaBaseUrl: CMS_URL },
    );
    const { cards } = buildProjectCatalogue([released], new Map([[1102, overview(1102, 0)]]), [undefined]);
    expect(cards[0]).toMatchObject({ released: true, labels: ['Центральный округ'] });
  });

  it('drops every sales figure when the statistics are missing, even if some prices came', () => {
    const { cards, salesAvailable } = buildProjectCatalogue(projects, undefined, [5_240_000, undefined, undefined]);
    expect(salesAvailable).toBe(false);
    expect(cards).toHaveLength(3);
    expect(cards.every((c) => c.minFlatPrice === null && c.remainingFlats === null && c.completion === null)).toBe(true);
  });

  it('reports sales data missing when every price failed', () => {
    const overviews = new Map([[1101, overview(1101, 12)]]);
    expect(buildProjectCatalogue(projects, overviews, [undefined, undefined, undefined]).salesAvailable).toBe(false);
  });
});

describe('coverPhoto', () => {
  it('skips videos and falls back to Project_Media', () => {
    const withVideoFirst = project(1, 'a', {
      photos: [strapiMedia({ id: 5, name: 'tour.mp4', mime: 'video/mp4' })],
      media: [strapiMedia({ id: 6, name: 'facade.jpg' })],
    });
    expect(coverPhoto(withVideoFirst)?.id).toBe(6);
    expect(coverPhoto(project(2, 'b'))).toBeNull();
  });
});

describe('inListOrder', () => {
  it('orders by Sort_2, empty ones last, then by id', () => {
    const list = [
      { id: 5, sort2: null },
      { id: 3, sort2: 2 },
      { id: 1, sort2: null },
      { id: 4, sort2: 1 },
      { id: 2, sort2: 2 },
    ];
    expect(inListOrder(list).map((p) => p.id)).toEqual([4, 2, 3, 1, 5]);
    expect(list.map((p) => p.id)).toEqual([5, 3, 1, 4, 2]); // the input is left as it was
  });
});

describe('completionYear', () => {
  it('is the sales-data year of a complex under construction, null for a released one or without sales data', () => {
    const projects = [project(1, 'a'), project(2, 'b', { released: true })];
    const overviews = new Map([
      [1101, overview(1101, 3)],
      [1102, overview(1102, 0)],
    ]);
    expect(buildProjectCatalogue(projects, overviews, [1, 2]).cards.map((c) => c.completionYear)).toEqual([2026, null]);
    expect(buildProjectCatalogue(projects, undefined, [undefined, undefined]).cards.map((c) => c.completionYear)).toEqual([null, null]);
  });
});
