// schema.org NewsArticle of a post page, the data Google's article results read: headline, date,
// picture, publisher. Dates are the post's calendar day (News_date).
import type { JsonLdObject } from '@/platform/seo';
import type { Photo } from '@/lib/photo';
import type { NewsPost } from '@/upstream/content';
import { formatNewsDate } from './news-order';
import { newsExcerpt } from './news-pages';

export interface NewsArticlePublisher {
  name: string;
  /** Absolute URL of the site's logo, when the CMS has one. */
  logo: string | null;
}

/** Google shows at most 110 characters of a headline. */
const HEADLINE_LENGTH = 110;

const photoUrls = (photo: Photo | null) =>
  photo && !photo.isVideo ? [...new Set([photo.variants.xlarge.url, photo.variants.large.url, photo.variants.medium.url])] : [];

export function newsArticleJsonLd(post: NewsPost, pageUrl: string, publisher: NewsArticlePublisher): JsonLdObject {
  const date = formatNewsDate(post.date);
  const images = photoUrls(post.image);
  const description = newsExcerpt(post.text, 300);
  const organization = {
    '@type': 'Organization',
    name: publisher.name,
    ...(publisher.logo ? { logo: { '@type': 'ImageObject', url: publisher.logo } } : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title.length > HEADLINE_LENGTH ? `${post.title.slice(0, HEADLINE_LENGTH - 1).trimEnd()}…` : post.title,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
    url: pageUrl,
    ...(date ? { datePublished: date.iso } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(description ? { description } : {}),
    inLanguage: 'ru',
    author: organization,
    publisher: organization,
  };
}
