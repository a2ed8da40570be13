// schema.org NewsArticle of a post page, the data Google's article results read: headline, dates,
// picture, author and publisher (the site's Organization, by its @id). datePublished is the post's
// calendar day (News_date); dateModified the editors' last save, never before the publication.
import type { NewsArticle, Organization, WithContext } from 'schema-dts';
import type { Photo } from '@/lib/photo';
import type { NewsPost } from '@/upstream/content';
import { formatNewsDate } from './news-order';
import { newsExcerpt } from './news-pages';

export interface NewsArticlePublisher {
  /** The Organization's @id (platform/seo organizationId), so the article points at the site's one company node. */
  id: string;
  name: string;
  /** Absolute URL of the site's logo, when the CMS has one. */
  logo: string | null;
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE_LENGTH = 110;

const photoUrls = (photo: Photo | null) =>
  photo && !photo.isVideo ? [...new Set([photo.variants.xlarge.url, photo.variants.large.url, photo.variants.medium.url])] : [];

/** The later of the publication day and the last save (YYYY-MM-DD or a full ISO date-time). */
function modifiedDate(published: string, updatedAt: string | null): string {
  const updated = updatedAt && !Number.isNaN(Date.parse(updatedAt)) ? new Date(updatedAt).toISOString() : null;
  return updated && updated.slice(0, 10) > published ? updated : published;
}

export function newsArticleJsonLd(post: NewsPost, pageUrl: string, publisher: NewsArticlePublisher): WithContext<NewsArticle> {
  const date = formatNewsDate(post.date);
  const images = photoUrls(post.image);
  const description = newsExcerpt(post.text, 300);
  const organization: Organization = {
    '@type': 'Organization',
    '@id': publisher.id,
    name: publisher.name,
    ...(publisher.logo ? { logo: { '@type': 'ImageObject', url: publisher.logo } } : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title.length > HEADLINE_LENGTH ? `${post.title.slice(0, HEADLINE_LENGTH - 1).trimEnd()}…` : post.title,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    url: pageUrl,
    ...(date ? { datePublished: date.iso, dateModified: modifiedDate(date.iso, post.updatedAt) } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(description ? { description } : {}),
    inLanguage: 'ru',
    author: organization,
    publisher: organization,
  };
}
