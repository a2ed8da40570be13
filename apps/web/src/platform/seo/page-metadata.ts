// pageMetadata(path, fallback): the one helper every page's generateMetadata calls. Title and
// description from the CMS Page list with fallbacks, canonical URL, OpenGraph and Twitter card.
import 'server-only';
import type { Metadata } from 'next';
import { getConfig } from '@/lib/config';
import { fetchGlobal, fetchPages, type Global, type Page, type Photo } from '@/upstream/content';
import { absoluteUrl, resolvePageSeo, titleWithSiteName, type PageSeoFallback } from './page-seo';
import { startupPageList } from './startup-loads';

/**
 * The page list; when the CMS cannot answer, the list loaded at start-up, else an empty one:
 * metadata must not break a page.
 */
async function pagesOrEmpty(): Promise<Page[]> {
  try {
    return await fetchPages();
  } catch (error) {
    console.warn(`[seo] page list unavailable, using fallbacks: ${error instanceof Error ? error.message : String(error)}`);
    return startupPageList() ?? [];
  }
}

/**
 * A page's own heading and intro from the CMS Page list (the editors' title and description of
 * its path), with the page's fallback texts: what a listing shows above its results.
 */
export async function pageTexts(path: string, fallback: { title: string; description: string }): Promise<{ title: string; description: string }> {
  const seo = resolvePageSeo(await pagesOrEmpty(), path, fallback);
  return { title: seo.title, description: seo.description };
}

export async function globalOrNull(): Promise<Global | null> {
  try {
    return await fetchGlobal();
  } catch (error) {
    console.warn(`[seo] global settings unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

function ogImage(photo: Photo): { url: string; width?: number; height?: number; alt?: string } {
  // The large variant is close to the 1200 px OpenGraph recommends and lighter than the original.
  const variant = photo.variants.large;
  return {
    url: variant.url,
    ...(variant.width !== null ? { width: variant.width } : {}),
    ...(variant.height !== null ? { height: variant.height } : {}),
    ...(photo.alt ? { alt: photo.alt } : {}),
  };
}

/** The plain text of a Next title (a string, or a template object's absolute/default text). */
export function titleText(title: Metadata['title']): string | null {
  if (typeof title === 'string') return title;
  if (title && typeof title === 'object') return 'absolute' in title ? title.absolute : 'default' in title ? title.default : null;
  return null;
}

/** `fromCms: false`: the fallback is the page's text (a heading composed for a visitor's choice, with no CMS entry). */
export async function pageMetadata(path: string, fallback: PageSeoFallback = {}, { fromCms = true }: { fromCms?: boolean } = {}): Promise<Metadata> {
  const [pages, global] = await Promise.all([fromCms ? pagesOrEmpty() : [], globalOrNull()]);
  const seo = resolvePageSeo(pages, path, fallback);
  const siteName = global?.siteName ?? 'Новострой';
  const title = titleWithSiteName(seo.title, siteName);
  const url = absoluteUrl(getConfig().siteUrl, path);
  const image = seo.image ?? global?.defaultOgImage ?? null;
  const images = image && !image.isVideo ? [ogImage(image)] : undefined;
  return {
    // Absolute: the site name is added here only when the editors' text lacks it.
    title: { absolute: title },
    description: seo.description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'ru_RU',
      siteName,
      url,
      title,
      description: seo.description,
      ...(images ? { images } : {}),
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title,
      description: seo.description,
      ...(images ? { images: images.map((i) => i.url) } : {}),
    },
  };
}
