// The demo seed: fills an empty CMS with the complete Russian demo content, creates the demo admin
// and the web app's read-only token. Idempotent: every record is looked up by a stable key first,
// so a second run creates nothing and only re-checks the token.
import type { Core } from '@strapi/strapi';
import { ensureAdminUser, ensureTestWriteToken, ensureWebToken, DEMO_ADMIN } from './access';
import { seedAboutCompany, seedLoans, seedWorkers } from './company';
import { loadDemoData, Tally, type SeedContext } from './context';
import { MediaLibrary } from './media';
import { seedNews } from './news';
import { seedProjects } from './projects';
import { seedContacts, seedFaq, seedGlobal, seedLinks, seedMainBlock, seedMenus, seedPages, seedRedirects, seedSeoContents, seedTenders } from './site';

export interface SeedResult {
  created: number;
  uploaded: number;
  token: string;
  summary: string;
}

/** Runs every step in dependency order (workers before loans and the company page). */
export async function runSeed(strapi: Core.Strapi, log: (message: string) => void): Promise<SeedResult> {
  const media = new MediaLibrary(strapi);
  await media.preload();
  const ctx: SeedContext = { strapi, media, demo: loadDemoData(), tally: new Tally(), log };
  const steps: Array<[string, (c: SeedContext) => Promise<void>]> = [
    ['admin user', ensureAdminUser],
    ['global', seedGlobal],
    ['menus', seedMenus],
    ['pages', seedPages],
    ['main block', seedMainBlock],
    ['links', seedLinks],
    ['contacts', seedContacts],
    ['workers', seedWorkers],
    ['loans', seedLoans],
    ['about company', seedAboutCompany],
    ['projects and construction reports', seedProjects],
    ['redirects', seedRedirects],
    ['news', seedNews],
    ['SEO contents', seedSeoContents],
    ['FAQ', seedFaq],
    ['tenders', seedTenders],
  ];
  try {
    for (const [name, step] of steps) {
      const t0 = Date.now();
      const before = ctx.tally.createdTotal;
      await step(ctx);
      const created = ctx.tally.createdTotal - before;
      if (created > 0) log(`${name}: ${created} created (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    }
    const writeToken = await ensureTestWriteToken(ctx);
    const token = [await ensureWebToken(ctx), writeToken].filter(Boolean).join('; ');
    return {
      created: ctx.tally.createdTotal,
      uploaded: media.uploaded,
      token,
      summary: `${ctx.tally.summary()}\n  admin login: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
    };
  } finally {
    await media.dispose();
  }
}
