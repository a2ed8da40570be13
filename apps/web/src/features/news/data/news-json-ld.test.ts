import { describe, expect, it } from 'vitest';
import type { Photo } from '@/lib/photo';
import { serializeJsonLd } from '@/platform/seo';
import type { NewsPost } from '@/upstream/content';
import { newsArticleJsonLd } from './news-json-ld';

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

const post: NewsPost = {
  id: 20,
  slug: 'itogi-2025-goda',
  title: 'Итоги 2025 года',
  date: '2026-01-27',
  text: 'В 2025 году мы сдали **три дома**.',
  sort: 10,
  image: null,
  updatedAt: '2026-02-03T10:15:00.000Z',
};

const publisher = { id: 'https://novostroy.ru/#organization', name: 'Новострой', logo: 'https://cms.novostroy.ru/uploads/logo.svg' };

describe('newsArticleJsonLd', () => {
  it('describes the post as a NewsArticle: headline, dates, picture, author and publisher (the Organization node)', () => {
    const data = newsArticleJsonLd({ ...post, image: photo }, 'https://novostroy.ru/posts/itogi-2025-goda', publisher);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Итоги 2025 года',
      datePublished: '2026-01-27',
      dateModified: '2026-02-03T10:15:00.000Z',
      description: 'В 2025 году мы сдали три дома.',
      mainEntityOfPage: { '@id': 'https://novostroy.ru/posts/itogi-2025-goda' },
      author: { '@type': 'Organization', '@id': 'https://novostroy.ru/#organization', name: 'Новострой' },
      publisher: { '@type': 'Organization', '@id': 'https://novostroy.ru/#organization', name: 'Новострой', logo: { url: 'https://cms.novostroy.ru/uploads/logo.svg' } },
    });
    expect(data.image).toEqual(['https://cms.test/uploads/xlarge_yard.webp', 'https://cms.test/uploads/large_yard.webp', 'https://cms.test/uploads/medium_yard.webp']);
  });

  it('never says the post was modified before it was published', () => {
    // Seeded or imported before its News_date: the publication day is also the modification.
    const early = newsArticleJsonLd({ ...post, updatedAt: '2025-12-01T08:00:00.000Z' }, 'https://novostroy.ru/posts/x', publisher);
    expect(early).toMatchObject({ datePublished: '2026-01-27', dateModified: '2026-01-27' });
    const unknown = newsArticleJsonLd({ ...post, updatedAt: null }, 'https://novostroy.ru/posts/x', publisher);
    expect(unknown).toMatchObject({ dateModified: '2026-01-27' });
  });

  it('leaves out what the post lacks and keeps a headline within 110 characters', () => {
    const data = newsArticleJsonLd({ ...post, date: null, title: 'Д'.repeat(200) }, 'https://novostroy.ru/posts/x', { ...publisher, logo: null });
    expect(data).not.toHaveProperty('datePublished');
    expect(data).not.toHaveProperty('dateModified');
    expect(data).not.toHaveProperty('image');
    expect((data.headline as string).length).toBeLessThanOrEqual(110);
    expect(data.publisher).not.toHaveProperty('logo');
  });

  it('keeps a hostile title inside the JSON', () => {
    const data = newsArticleJsonLd({ ...post, title: 'Новость</script><script>alert(1)</script>', text: '<!-- & \u2028' }, 'https://novostroy.ru/posts/x', publisher);
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<\/?script|<!--/i);
    expect(JSON.parse(text)).toEqual(data);
  });
});
