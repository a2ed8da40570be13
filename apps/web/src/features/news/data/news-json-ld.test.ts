import { describe, expect, it } from 'vitest';
import type { Photo } from '@/lib/photo';
import type { NewsPost } from '@/upstream/content';

const variant = (name: string, width: number) => ({ url: `https://cms.test/uploads/${name}_yard.webp`, width, height: Math.round(width / 1.5) });
const photo: Photo = {
  id: 1,
  url: 'https://cms.test/uploads/yard.webp',
  width: 2048,
  height: 1366,
  variants: { small: variant('small', 500), medium: variant('medium', 750), large: variant('large', 1000), xlarge: variant('xlarge', 1920) },
  alt: null,
  mime: 'image/webp',
  isVideo: false,
};
import { newsArticleJsonLd } from './news-json-ld';

const post: NewsPost = {
  id: 20,
  slug: 'itogi-2025-goda',
  title: 'Итоги 2025 года',
  date: '2026-01-27',
  text: 'В 2025 году мы сдали **три дома**.',
  sort: 10,
  image: null,
};

describe('newsArticleJsonLd', () => {
  it('describes the post as a NewsArticle: headline, date, picture, publisher', () => {
    const data = newsArticleJsonLd({ ...post, image: photo }, 'https://novostroy.ru/posts/itogi-2025-goda', { name: 'Новострой', logo: 'https://cms.novostroy.ru/uploads/logo.svg' });
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Итоги 2025 года',
      datePublished: '2026-01-27',
      description: 'В 2025 году мы сдали три дома.',
      mainEntityOfPage: { '@id': 'https://novostroy.ru/posts/itogi-2025-goda' },
      publisher: { '@type': 'Organization', name: 'Новострой', logo: { url: 'https://cms.novostroy.ru/uploads/logo.svg' } },
    });
    expect(data.image).toEqual(['https://cms.test/uploads/xlarge_yard.webp', 'https://cms.test/uploads/large_yard.webp', 'https://cms.test/uploads/medium_yard.webp']);
  });

  it('leaves out what the post lacks and keeps a headline within 110 characters', () => {
    const data = newsArticleJsonLd({ ...post, date: null, title: 'Д'.repeat(200) }, 'https://novostroy.ru/posts/x', { name: 'Новострой', logo: null });
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('image');
    expect((data.headline as string).length).toBeLessThanOrEqual(110);
    expect(data.publisher).not.toHaveProperty('logo');
  });
});
