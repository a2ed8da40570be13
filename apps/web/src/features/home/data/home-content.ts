// What each block of the home page shows, shaped from the CMS and sales-data answers. Pure, so the
// ordering, grouping and formatting rules are tested without any service.
import { formatNumber } from '@/lib/number';
import type { Photo } from '@/lib/photo';
import { routePattern, UNMATCHED_ROUTE } from '@/platform/vitals';
import type { ProjectCardData, ProjectCatalogue } from '@/features/projects';
import { byNewsOrder, formatNewsDate } from '@/features/news';
import type { Loan, MainBlock, NewsPost } from '@/upstream/content';
import { homeTexts } from '../texts';

const NBSP = '\u00a0';

// ---- links ----------------------------------------------------------------------------------

/**
 * An editor's link, only when following it cannot end on a 404: another site (http/https), or a
 * path of this site whose page exists (the route patterns of src/app). So a CMS link to a page
 * that is not built yet («/posts») is left out and turns on by itself when the page comes.
 */
export function siteLink(url: string | null | undefined): string | null {
  const href = url?.trim();
  if (!href) return null;
  if (/^https?:\/\/[^/]/i.test(href)) return href;
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const pathname = href.split(/[?#]/)[0] ?? '';
  return routePattern(pathname) === UNMATCHED_ROUTE ? null : href;
}

// ---- hero and promotion -----------------------------------------------------------------------

export interface HeroData {
  title: string;
  subtitle: string | null;
  photo: Photo | null;
  button: { text: string; href: string } | null;
  promotion: PromotionData | null;
}

export interface PromotionData {
  title: string;
  text: string | null;
  /** ISO date-time of the end: the countdown's target; null shows no countdown. */
  endsAt: string | null;
  /** Whether the end had passed when the page was made (the countdown then shows 0 0 0, spec §4). */
  ended: boolean;
  href: string | null;
}

/** The hero from the CMS main block, or the built-in texts when the block could not be read. */
export function buildHero(block: MainBlock | null, now: number): HeroData {
  if (!block) {
    return {
      title: homeTexts.heroFallbackTitle,
      subtitle: homeTexts.heroFallbackSubtitle,
      photo: null,
      button: { text: homeTexts.heroFallbackButton, href: '/our-projects' },
      promotion: null,
    };
  }
  const buttonHref = siteLink(block.buttonLink);
  const promotion = block.promotion;
  return {
    title: block.title?.trim() || homeTexts.heroFallbackTitle,
    subtitle: block.subtitle?.trim() || null,
    photo: block.image && !block.image.isVideo ? block.image : null,
    button: buttonHref && block.buttonText ? { text: block.buttonText, href: buttonHref } : null,
    // An ended promotion stays, its countdown at 0 0 0 (spec §4), until the editors remove it.
    promotion: promotion
      ? {
          title: promotion.title,
          text: promotion.text,
          endsAt: promotion.endsAt,
          ended: promotion.endsAt !== null && Date.parse(promotion.endsAt) <= now,
          href: siteLink(promotion.link),
        }
      : null,
  };
}

// ---- complexes ------------------------------------------------------------------------------

export interface HomeProjects {
  underConstruction: ProjectCardData[];
  released: ProjectCardData[];
  /** False: no figures on the cards, and the projects' note says why. */
  salesAvailable: boolean;
}

/** The complexes in two groups, each in the catalogue's order (the editors' Sort_main_page). */
export function groupProjects(catalogue: ProjectCatalogue): HomeProjects {
  return {
    underConstruction: catalogue.cards.filter((card) => !card.released),
    released: catalogue.cards.filter((card) => card.released),
    salesAvailable: catalogue.salesAvailable,
  };
}

// ---- news -----------------------------------------------------------------------------------

export interface NewsTeaserItem {
  id: number;
  title: string;
  /** YYYY-MM-DD for <time dateTime>, and the Russian date shown. */
  date: { iso: string; text: string } | null;
  photo: Photo | null;
  /** The post's page; null while the site has no news pages (the teaser then links nowhere). */
  href: string | null;
}

// The news order and date are the news pages' own (features/news), so the teaser and the list agree.
export { byNewsOrder, formatNewsDate };

/**
 * The post's page, or null while /posts/{slug} does not exist: the teaser then shows the posts
 * without links. The news pages turn the links on by themselves (siteLink sees their route).
 */
export function newsPostHref(slug: string): string | null {
  return siteLink(`/posts/${encodeURIComponent(slug)}`);
}

/** The latest `count` posts for the teaser. */
export function pickLatestNews(posts: readonly NewsPost[], count = 3): NewsTeaserItem[] {
  return [...posts]
    .sort(byNewsOrder)
    .slice(0, count)
    .map((post) => ({
      id: post.id,
      title: post.title,
      date: formatNewsDate(post.date),
      photo: post.image && !post.image.isVideo ? post.image : null,
      href: newsPostHref(post.slug),
    }));
}

// ---- loans ----------------------------------------------------------------------------------

export interface LoanTeaser {
  slug: string;
  name: string;
  info: string | null;
  /** "от 5,9 %", "0 %", or null when the CMS has no rate. */
  rate: string | null;
  /** The programme's page (/loan/{slug}) once it exists. */
  href: string | null;
}

/**
 * A programme's annual rate the way Russian buyers read it: "от 5,9 %" (comma decimals, a
 * non-breaking space before the sign). Zero is the selling point of an interest-free installment
 * and reads "0 %", without "от".
 */
export function formatLoanRate(percent: number | null): string | null {
  if (percent === null || !Number.isFinite(percent) || percent < 0) return null;
  const number = formatNumber(percent, 2);
  return percent === 0 ? `0${NBSP}%` : `от${NBSP}${number}${NBSP}%`;
}

/** The spec's three programmes first, in the order of its routes' menu; any other after them. */
const LOAN_ORDER = ['mortgage', 'deffered', 'tradein'];

export function buildLoanTeasers(loans: readonly Loan[]): LoanTeaser[] {
  const rank = (slug: string) => {
    const index = LOAN_ORDER.indexOf(slug);
    return index === -1 ? LOAN_ORDER.length : index;
  };
  return [...loans]
    .sort((a, b) => rank(a.slug) - rank(b.slug))
    .map((loan) => ({
      slug: loan.slug,
      name: loan.name,
      info: loan.info,
      rate: formatLoanRate(loan.percent),
      href: siteLink(`/loan/${encodeURIComponent(loan.slug)}`),
    }));
}
