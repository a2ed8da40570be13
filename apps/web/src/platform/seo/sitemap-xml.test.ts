import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, SITEMAP_NS, latestOf, lastmodOf, renderSitemapIndex, renderUrlSet } from './sitemap-xml';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemap XML', () => {
  it('writes a urlset in the sitemaps.org namespace, lastmod only where known', () => {
    const xml = renderUrlSet([{ url: 'https://novostroy.ru/', lastModified: '2026-10-01T09:30:00.000Z' }, { url: 'https://novostroy.ru/faq' }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(`<urlset xmlns="${SITEMAP_NS}">`);
    expect(xml).toContain('<url>\n<loc>https://novostroy.ru/</loc>\n<lastmod>2026-10-01T09:30:00.000Z</lastmod>\n</url>');
    expect(xml).toContain('<url>\n<loc>https://novostroy.ru/faq</loc>\n</url>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  it('writes a sitemap index of <sitemap> entries', () => {
    const xml = renderSitemapIndex([{ url: 'https://novostroy.ru/sitemaps/pages.xml', lastModified: '2026-11-24T14:17:42.202Z' }]);
    expect(xml).toContain(`<sitemapindex xmlns="${SITEMAP_NS}">`);
    expect(xml).toContain('<sitemap>\n<loc>https://novostroy.ru/sitemaps/pages.xml</loc>\n<lastmod>2026-11-24T14:17:42.202Z</lastmod>\n</sitemap>');
    expect(xml).not.toContain('<url>');
  });

  it('escapes &, <, >, " and \' in URLs as the protocol asks, so an odd address cannot break the document', () => {
    const xml = renderUrlSet([{ url: 'https://novostroy.ru/seo/a?x=1&y=<b>"\'' }]);
    expect(locs(xml)).toEqual(['https://novostroy.ru/seo/a?x=1&amp;y=&lt;b&gt;&quot;&apos;']);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('refuses more URLs than the protocol allows in one file', () => {
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ url: `https://novostroy.ru/property/${i}` }));
    expect(() => renderUrlSet(entries)).toThrow(/at most 50000/);
  });

  it('reads CMS and sales-data times as UTC ISO 8601, and drops what it cannot read', () => {
    expect(lastmodOf('2026-10-01T12:30:00+03:00')).toBe('2026-10-01T09:30:00.000Z');
    expect(lastmodOf('2026-11-24T14:17:42.202Z')).toBe('2026-11-24T14:17:42.202Z');
    expect(lastmodOf('вчера')).toBeUndefined();
    expect(lastmodOf(null)).toBeUndefined();
    expect(latestOf(['2026-10-01T09:30:00.000Z', undefined, '2026-10-02T00:00:00+03:00', 'x'])).toBe('2026-10-01T21:00:00.000Z');
    expect(latestOf([undefined])).toBeUndefined();
  });
});
