import { describe, expect, it } from 'vitest';
import { faqsQuery, loanBySlugQuery, projectByLegacyIdQuery, projectBySlugQuery, projectsQuery, seoContentsQuery, tendersQuery } from './queries';
import { buildStrapiQuery } from './query';

const decoded = (query: string) => decodeURIComponent(query).split('&');

describe('buildStrapiQuery', () => {
  it('writes filters, populate, fields, sort and pagination in Strapi syntax', () => {
    expect(
      buildStrapiQuery({
        pagination: { page: 2, pageSize: 150 },
        sort: ['Sort_news:desc', 'News_date:desc'],
        filters: { Slug: { $eq: 'novyj-korpus' }, News_date: { $gte: '2026-01-01' } },
        populate: { News_image: true },
        fields: ['Slug'],
      }),
    ).toBe(
      'filters[Slug][$eq]=novyj-korpus&filters[News_date][$gte]=2026-01-01&populate[News_image]=true&fields[0]=Slug' +
        '&sort[0]=Sort_news%3Adesc&sort[1]=News_date%3Adesc&pagination[page]=2&pagination[pageSize]=150',
    );
  });

  it('encodes values (Cyrillic, spaces, ampersands) but not the brackets', () => {
    expect(buildStrapiQuery({ filters: { Project_Title: { $containsi: 'Речной & парк' } } })).toBe(
      'filters[Project_Title][$containsi]=%D0%A0%D0%B5%D1%87%D0%BD%D0%BE%D0%B9%20%26%20%D0%BF%D0%B0%D1%80%D0%BA',
    );
  });

  it('writes $in lists, nested populate and "*"', () => {
    expect(buildStrapiQuery({ filters: { Legacy_id: { $in: [3, 5] } }, populate: { maps: { populate: ['Icon'] } } })).toBe(
      'filters[Legacy_id][$in][0]=3&filters[Legacy_id][$in][1]=5&populate[maps][populate][0]=Icon',
    );
    expect(buildStrapiQuery({ populate: '*' })).toBe('populate=%2A');
    expect(buildStrapiQuery({})).toBe('');
  });
});

describe('project queries', () => {
  it('lists projects with their photos in the editors order', () => {
    expect(buildStrapiQuery(projectsQuery())).toBe(
      'populate[About_project_photos]=true&populate[Project_Media]=true&sort[0]=Sort_main_page%3Aasc&sort[1]=id%3Aasc',
    );
  });

  it('finds one project by slug with what its page shows', () => {
    expect(decoded(buildStrapiQuery(projectBySlugQuery('zhk-istoki')))).toEqual([
      'filters[Slug][$eq]=zhk-istoki',
      'populate[About_project_photos]=true',
      'populate[Project_Media]=true',
      'populate[About_project_video]=true',
      'populate[maps][populate][0]=Icon',
      'populate[maps][populate][1]=Down_icon',
      'populate[Project_advantages][populate][0]=Image',
      'populate[Presentation_desktop]=true',
      'populate[Presentation_mobile]=true',
      'populate[Media_entrance]=true',
      'populate[Main_yard]=true',
      'populate[Media_engineering]=true',
      'populate[Image_commercial]=true',
      'populate[Image_parking]=true',
      'populate[Image_storage]=true',
      'populate[Developer_buttons]=true',
      'populate[Developer_info_list]=true',
      'pagination[page]=1',
      'pagination[pageSize]=1',
    ]);
  });

  it('resolves a legacy numeric id to a slug with a minimal answer', () => {
    expect(buildStrapiQuery(projectByLegacyIdQuery(25))).toBe(
      'filters[Legacy_id][$eq]=25&populate=&fields[0]=Slug&fields[1]=Legacy_id&pagination[page]=1&pagination[pageSize]=1',
    );
  });
});

describe('other queries', () => {
  it('finds a loan by slug with its images and worker', () => {
    expect(decoded(buildStrapiQuery(loanBySlugQuery('mortgage')))).toEqual([
      'filters[Slug][$eq]=mortgage',
      'populate[Image_before]=true',
      'populate[Image_after]=true',
      'populate[worker][populate][Photo_worker]=true',
      'populate[worker][populate][Photo_page]=true',
      'pagination[page]=1',
      'pagination[pageSize]=1',
    ]);
  });

  it('loads SEO pages with the meta image and the openGraph image (spec §7)', () => {
    expect(decoded(buildStrapiQuery(seoContentsQuery()))).toEqual([
      'populate[seo][populate][metaImage]=true',
      'populate[seo][populate][openGraph][populate][0]=ogImage',
      'sort[0]=id:asc',
    ]);
  });

  it('sorts the FAQ by the editors\' Sort and loads tenders with their documents, latest first', () => {
    expect(decoded(buildStrapiQuery(faqsQuery()))).toEqual(['sort[0]=Sort:asc', 'sort[1]=id:asc']);
    expect(decoded(buildStrapiQuery(tendersQuery()))).toEqual(['populate[Documents]=true', 'sort[0]=Date_start:desc', 'sort[1]=id:desc']);
  });
});
