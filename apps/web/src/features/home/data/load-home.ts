// Server data of the home page. Each source is read on its own and in parallel: a failure is
// logged and leaves out only its block (null), so the page always answers.
import 'server-only';
import { loadProjectCatalogue } from '@/features/projects';
import { loadFrame } from '@/platform/frame';
import { fetchLoans, fetchMainBlock, fetchNews } from '@/upstream/content';
import {
  buildHero,
  buildLoanTeasers,
  groupProjects,
  pickLatestNews,
  siteLink,
  type HeroData,
  type HomeProjects,
  type LoanTeaser,
  type NewsTeaserItem,
} from './home-content';

export interface HomeOffice {
  id: number;
  name: string | null;
  address: string | null;
  hours: string | null;
  phone: { display: string; href: string } | null;
}

export interface HomeData {
  hero: HeroData;
  projects: HomeProjects | null;
  news: NewsTeaserItem[] | null;
  /** The news list's page, once it exists (null today: the teaser then has no «Все новости»). */
  newsListHref: string | null;
  loans: LoanTeaser[] | null;
  offices: HomeOffice[] | null;
  /** The CMS privacyPolicyVersion the forms' consent refers to. */
  consentVersion: string | null;
  siteName: string;
  /** The first site phone, for a form whose code cannot load. */
  phone: { display: string; href: string } | null;
}

async function settle<T>(block: string, load: () => Promise<T>, instead = 'the block is left out'): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.warn(`[home] ${block} unavailable, ${instead}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

export async function loadHome(): Promise<HomeData> {
  // The frame (cached per request, the layout reads it too) brings the offices, phones and the
  // consent version; it never throws, its sources fall back on their own.
  const [mainBlock, catalogue, news, loans, frame] = await Promise.all([
    settle('main block', fetchMainBlock, 'the hero shows the built-in texts'),
    settle('complexes', () => loadProjectCatalogue('main-page')),
    settle('news', fetchNews),
    settle('loans', fetchLoans),
    loadFrame(),
  ]);
  const offices = frame.offices.filter((office) => office.address || office.phone);
  return {
    // The moment of the render decides whether the promotion has ended (a per-request page).
    hero: buildHero(mainBlock, Date.now()),
    projects: catalogue ? groupProjects(catalogue) : null,
    news: news ? pickLatestNews(news) : null,
    newsListHref: siteLink('/posts'),
    loans: loans ? buildLoanTeasers(loans) : null,
    offices: offices.length > 0 ? offices : null,
    consentVersion: frame.privacyPolicyVersion,
    siteName: frame.siteName,
    phone: frame.phones[0] ?? null,
  };
}
