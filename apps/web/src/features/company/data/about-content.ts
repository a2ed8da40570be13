// Pure rules of /about-company: the history in the order of its years, which video plays how,
// the presentation's size, the Organization the page describes.
import type { AboutPage, WithContext } from 'schema-dts';
import type { AboutCompany, CompanyHistoryItem, Photo } from '@/upstream/content';
import { organizationId } from '@/platform/seo';
import { videoEmbed } from '@/lib/video-embed';

/** Oldest year first; items without a year keep the editors' order after them. */
export function historyByYear(items: readonly CompanyHistoryItem[]): CompanyHistoryItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.year ?? Number.POSITIVE_INFINITY) - (b.item.year ?? Number.POSITIVE_INFINITY) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * How a video is played once the visitor presses play: a CMS file in the browser's player, an
 * allow-listed host's link in its player's frame; a link of any other site stays a link out.
 */
export type VideoSource =
  | { kind: 'file'; url: string; mime: string | null }
  | { kind: 'embed'; embedUrl: string }
  | { kind: 'link'; url: string };

export function videoSource(file: Photo | null, link: string | null): VideoSource | null {
  if (file?.isVideo) return { kind: 'file', url: file.url, mime: file.mime };
  const embed = videoEmbed(link);
  if (embed) return { kind: 'embed', embedUrl: embed.embedUrl };
  const href = link?.trim();
  return href && /^https:\/\//i.test(href) ? { kind: 'link', url: href } : null;
}


/** Markdown -> plain text for a description: links keep their words, emphasis marks go. */
function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** schema.org AboutPage whose main entity is the company: description, founding year, the team. */
export function aboutJsonLd(about: AboutCompany, options: { pageUrl: string; siteUrl: string; siteName: string }): WithContext<AboutPage> {
  const founded = historyByYear(about.history).find((item) => item.year !== null)?.year ?? null;
  const description = about.pageDescription ?? (about.companyText ? plain(about.companyText).slice(0, 500) : null);
  return {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    name: about.title ?? about.pageTitle ?? options.siteName,
    url: options.pageUrl,
    mainEntity: {
      '@type': 'Organization',
      '@id': organizationId(options.siteUrl),
      name: options.siteName,
      url: options.siteUrl,
      ...(description ? { description } : {}),
      ...(founded !== null ? { foundingDate: String(founded) } : {}),
      ...(about.workers.length > 0
        ? { employee: about.workers.map((worker) => ({ '@type': 'Person', name: worker.name, ...(worker.position ? { jobTitle: worker.position } : {}) })) }
        : {}),
    },
  };
}
