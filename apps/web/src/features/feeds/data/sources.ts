// The feeds' sources in production: the CMS (complexes with their listing ids, the sales phone)
// and sales-data (addresses, houses, and the AVAILABLE units page by page).
import 'server-only';
import { parseCoordinates } from '@/lib/geo';
import { fetchGlobal, fetchProjectFeedEntries, fetchProjects } from '@/upstream/content';
import { availableUnitPages, fetchAllHouses, fetchProjectsStatistics } from '@/upstream/sales';
import type { FeedSources } from './generate';
import type { FeedHouse, FeedProject } from './model';

export const upstreamFeedSources = (siteUrl: string): FeedSources => ({
  async loadContext() {
    const [projects, entries, global, salesProjects, houses] = await Promise.all([fetchProjects(), fetchProjectFeedEntries(), fetchGlobal(), fetchProjectsStatistics(), fetchAllHouses()]);
    const idsBySlug = new Map(entries.map((entry) => [entry.slug, entry.feedIds]));
    if (!salesProjects || !houses) throw new Error('sales-data did not answer the projects or houses');
    const feedProjects = new Map<number, FeedProject>();
    for (const project of projects) {
      if (project.profitId === null) continue;
      const sales = salesProjects.get(project.profitId);
      if (!sales) continue;
      feedProjects.set(project.profitId, {
        profitId: project.profitId,
        title: project.title,
        address: sales.address,
        district: sales.district,
        coordinates: parseCoordinates(project.coordinates),
        ids: idsBySlug.get(project.slug) ?? { complex: { yandex: null, cian: null, avito: null }, houses: [] },
      });
    }
    return {
      siteUrl: siteUrl.replace(/\/+$/, ''),
      salesPhone: global.phones[0]?.number ?? null,
      projects: feedProjects,
      houses: new Map(houses.map((house): [number, FeedHouse] => [house.id, { id: house.id, title: house.title, released: house.released }])),
    };
  },
  unitPages: () => availableUnitPages(),
});
