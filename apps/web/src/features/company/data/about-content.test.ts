import { describe, expect, it } from 'vitest';
import type { AboutCompany, CompanyHistoryItem, Photo } from '@/upstream/content';
import { aboutJsonLd, historyByYear, videoSource } from './about-content';

const history = (id: number, year: number | null): CompanyHistoryItem => ({ id, year, label1: null, label2: `Веха ${id}`, text: null, projectName: null, rewardImage: null, projectImage: null });
const video = { url: 'http://cms/v.mp4', mime: 'video/mp4', isVideo: true } as Photo;

describe('about-company content', () => {
  it('tells the history oldest year first, undated items after, in the editors order', () => {
    expect(historyByYear([history(1, 2020), history(2, null), history(3, 2012), history(4, null)]).map((item) => item.id)).toEqual([3, 1, 2, 4]);
  });

  it('plays a CMS file first, then an allow-listed link in its player, and leaves any other link a link', () => {
    expect(videoSource(video, 'https://youtu.be/abc')).toEqual({ kind: 'file', url: 'http://cms/v.mp4', mime: 'video/mp4' });
    expect(videoSource(null, 'https://youtu.be/abc')).toEqual({ kind: 'embed', embedUrl: 'https://www.youtube-nocookie.com/embed/abc?autoplay=1&rel=0' });
    expect(videoSource(null, 'https://video.example.com/abc')).toEqual({ kind: 'link', url: 'https://video.example.com/abc' });
    expect(videoSource(null, 'javascript:alert(1)')).toBeNull();
    expect(videoSource(null, null)).toBeNull();
  });

  it('describes the company as the page’s Organization: description, founding year, the team', () => {
    const about = {
      title: 'О компании',
      pageTitle: null,
      pageDescription: 'История и команда.',
      companyText: null,
      workers: [{ id: 1, name: 'Алексей Громов', position: 'Генеральный директор', sort: 1, photo: null, pagePhoto: null }],
      history: [history(1, 2015), history(2, 2012)],
    } as unknown as AboutCompany;
    expect(aboutJsonLd(about, { pageUrl: 'https://n.test/about-company', siteUrl: 'https://n.test/', siteName: 'Новострой' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AboutPage',
      name: 'О компании',
      url: 'https://n.test/about-company',
      mainEntity: {
        '@type': 'Organization',
        '@id': 'https://n.test/#organization',
        name: 'Новострой',
        url: 'https://n.test/',
        description: 'История и команда.',
        foundingDate: '2012',
        employee: [{ '@type': 'Person', name: 'Алексей Громов', jobTitle: 'Генеральный директор' }],
      },
    });
  });
});
