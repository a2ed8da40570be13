// The Strapi queries of each content operation, kept apart from the fetching so tests can pin
// the exact query strings.
import type { StrapiQuery } from './query';

const projectCardPopulate = { About_project_photos: true, Project_Media: true } as const;
const workerPopulate = { Photo_worker: true, Photo_page: true } as const;

export function projectsQuery(): StrapiQuery {
  return { populate: projectCardPopulate, sort: ['Sort_main_page:asc', 'id:asc'] };
}

/**
 * The complexes' ids at the listing sites (features/feeds): a query of its own, so a CMS that does
 * not have the fields yet fails only this one (the pages never ask for them).
 */
export function projectFeedIdsQuery(): StrapiQuery {
  return { fields: ['Profit_id', 'Project_Title', 'Slug'], populate: { Feed_ids: true, Feed_houses: true }, sort: ['id:asc'] };
}

export function projectBySlugQuery(slug: string): StrapiQuery {
  return {
    filters: { Slug: { $eq: slug } },
    populate: {
      ...projectCardPopulate,
      About_project_video: true,
      maps: { populate: ['Icon', 'Down_icon'] },
      Project_advantages: { populate: ['Image'] },
      Presentation_desktop: true,
      Presentation_mobile: true,
      Media_entrance: true,
      Main_yard: true,
      Media_engineering: true,
      Image_commercial: true,
      Image_parking: true,
      Image_storage: true,
      Developer_buttons: true,
      Developer_info_list: true,
    },
    pagination: { page: 1, pageSize: 1 },
  };
}

export function projectByLegacyIdQuery(legacyId: number): StrapiQuery {
  return {
    filters: { Legacy_id: { $eq: legacyId } },
    fields: ['Slug', 'Legacy_id'],
    // Nothing populated: a filtered find would otherwise get the CMS's full page populate.
    populate: '',
    pagination: { page: 1, pageSize: 1 },
  };
}

export function newsListQuery(): StrapiQuery {
  return { populate: { News_image: true }, sort: ['News_date:desc', 'id:desc'] };
}

export function newsBySlugQuery(slug: string): StrapiQuery {
  return { filters: { Slug: { $eq: slug } }, populate: { News_image: true }, pagination: { page: 1, pageSize: 1 } };
}

export function aboutCompanyQuery(): StrapiQuery {
  return {
    populate: {
      Presentation_ksi: true,
      Image_about_ksi: true,
      Video_about_ksi: true,
      video_zaglushka: true,
      Image_1_block: true,
      workers: { sort: ['Sort_3:asc'], populate: workerPopulate },
      Company_history: { populate: ['Reward_image', 'Project_image'] },
    },
  };
}

export function loansQuery(): StrapiQuery {
  return { populate: { Image_before: true, Image_after: true, worker: { populate: workerPopulate } }, sort: ['id:asc'] };
}

export function loanBySlugQuery(slug: string): StrapiQuery {
  return { ...loansQuery(), filters: { Slug: { $eq: slug } }, sort: undefined, pagination: { page: 1, pageSize: 1 } };
}

export function officesQuery(): StrapiQuery {
  return { sort: ['id:asc'] };
}

export function linksQuery(): StrapiQuery {
  return { sort: ['id:asc'] };
}

export function menusQuery(): StrapiQuery {
  return { populate: { Items: true }, sort: ['id:asc'] };
}

export function pagesQuery(): StrapiQuery {
  return { sort: ['path:asc'] };
}

/** Spec §7 start-up content list: the SEO meta image and the openGraph image populated. */
export function seoContentsQuery(): StrapiQuery {
  return {
    populate: { seo: { populate: { metaImage: true, openGraph: { populate: ['ogImage'] } } } },
    sort: ['id:asc'],
  };
}

export function globalQuery(): StrapiQuery {
  return { populate: { Phones: true, Logo: true, Socials: { populate: ['Icon'] }, Default_og_image: true } };
}

export function mainBlockQuery(): StrapiQuery {
  return { populate: { Image: true } };
}

export function constructionProgressQuery(projectSlug?: string): StrapiQuery {
  return {
    ...(projectSlug ? { filters: { project: { Slug: { $eq: projectSlug } } } } : {}),
    populate: { photos: true, project: { fields: ['Slug', 'Project_Title', 'Legacy_id', 'Profit_id'] } },
    sort: ['date:asc', 'id:asc'],
  };
}

export function redirectsQuery(): StrapiQuery {
  return { fields: ['from', 'to', 'code'], sort: ['id:asc'] };
}

export function faqsQuery(): StrapiQuery {
  return { sort: ['Sort:asc', 'id:asc'] };
}

export function tendersQuery(): StrapiQuery {
  return { populate: { Documents: true }, sort: ['Date_start:desc', 'id:desc'] };
}
