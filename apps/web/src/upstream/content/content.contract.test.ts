// Contract: web's CMS client against the live Strapi at CMS_URL (seeded with data/demo).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectServiceUp, liveConfig } from '@/test/live-services';
import * as content from './api';
import type { Project } from './types';

const demo: {
  complexes: Array<{ slug: string; legacyId: number; profitId: number; houses: number }>;
  legacyRedirects: Array<{ from: string; toSlug: string }>;
} = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../../../data/demo/complexes.json'), 'utf8'),
);

let projects: Project[];

beforeAll(async () => {
  await expectServiceUp('The CMS', `${liveConfig().cms.url}/_health`);
  projects = await content.fetchProjects();
});

describe('CMS projects', () => {
  it('lists at least 15 complexes, each with a slug, a legacy id and a Profit_id', () => {
    expect(projects.length).toBeGreaterThanOrEqual(15);
    for (const project of projects) {
      expect(project.slug).toMatch(/^[a-z0-9-]+$/);
      expect(project.legacyId).toBeGreaterThan(0);
      expect(project.profitId).toBeGreaterThan(0);
    }
    expect(new Set(projects.map((p) => p.slug)).size).toBe(projects.length);
  });

  it('holds every demo complex, linked to its sales-data project', () => {
    const bySlug = new Map(projects.map((p) => [p.slug, p]));
    for (const complex of demo.complexes) {
      expect(bySlug.get(complex.slug), complex.slug).toMatchObject({ legacyId: complex.legacyId, profitId: complex.profitId });
    }
  });

  it('carries the listing-site ids of every demo complex and house but ЖК «Маяк» (the one the feeds leave out)', async () => {
    const entries = new Map((await content.fetchProjectFeedEntries()).map((entry) => [entry.slug, entry]));
    for (const complex of demo.complexes) {
      const entry = entries.get(complex.slug);
      expect(entry?.profitId, complex.slug).toBe(complex.profitId);
      if (complex.slug === 'zhk-mayak') {
        expect(entry?.feedIds).toEqual({ complex: { yandex: null, cian: null, avito: null }, houses: [] });
        continue;
      }
      expect(entry?.feedIds.complex, complex.slug).toEqual({ yandex: expect.stringMatching(/^\d+$/), cian: expect.stringMatching(/^\d+$/), avito: expect.stringMatching(/^\d+$/) });
      expect(entry?.feedIds.houses.map((house) => house.profitHouseId), complex.slug).toEqual(
        Array.from({ length: complex.houses }, (_, i) => complex.profitId * 10 + i + 1),
      );
    }
  });

  it('comes in the editors order (Sort_main_page)', () => {
    const sorts = projects.map((p) => p.sortMainPage ?? Number.POSITIVE_INFINITY);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('has photos with real formats, at absolute URLs that serve images', async () => {
    const photos = projects.flatMap((p) => p.photos).filter((photo) => !photo.isVideo);
    expect(photos.length).toBeGreaterThanOrEqual(projects.length);
    const withFormats = photos.filter((photo) => photo.variants.medium.url !== photo.url && photo.variants.small.url !== photo.url);
    expect(withFormats.length).toBeGreaterThanOrEqual(15);
    const sample = withFormats[0];
    expect(sample?.url.startsWith(liveConfig().cms.url)).toBe(true);
    expect(sample?.variants.medium.width).toBeGreaterThan(0);
    const image = await fetch(sample?.variants.medium.url ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('finds one complex by slug with its page content, and by legacy id', async () => {
    const first = projects[0] as Project;
    const project = await content.fetchProjectBySlug(first.slug);
    expect(project).toMatchObject({ slug: first.slug, title: first.title, legacyId: first.legacyId });
    expect(project?.aboutText?.length ?? 0).toBeGreaterThan(100);
    expect(project?.seoTitle.length).toBeGreaterThan(0);
    await expect(content.fetchProjectSlugByLegacyId(first.legacyId ?? 0)).resolves.toBe(first.slug);
  });

  it('gives a complex page every section the seed fills (files, media, the developer, the tiles)', async () => {
    const slug = demo.complexes[0]?.slug ?? '';
    const project = await content.fetchProjectBySlug(slug);
    expect(project?.presentationDesktop?.url).toMatch(/\.pdf$/);
    expect(project?.presentationMobile?.url).toMatch(/\.pdf$/);
    expect(project?.entranceText).toBeTruthy();
    expect(project?.yardText).toBeTruthy();
    expect(project?.engineeringText).toBeTruthy();
    expect(project?.entranceMedia.length).toBeGreaterThan(0);
    expect(project?.yardMedia.length).toBeGreaterThan(0);
    expect(project?.engineeringMedia.length).toBeGreaterThan(0);
    expect(project?.liveCameraLinks.length).toBe(2);
    expect(project?.developer.name).toBeTruthy();
    expect(project?.developer.buttons.length).toBe(6);
    expect(project?.developer.infoList.length).toBeGreaterThan(0);
    expect(project?.commercialImage && project.parkingImage && project.storageImage).toBeTruthy();
    expect(project?.finishingText).toBeTruthy();
    expect(project?.mapPoints.length).toBeGreaterThan(0);
    const reports = await content.fetchConstructionProgress(slug);
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((report) => report.project?.slug === slug)).toBe(true);
  });

  it('answers null for an unknown slug or legacy id', async () => {
    await expect(content.fetchProjectBySlug('no-such-complex')).resolves.toBeNull();
    await expect(content.fetchProjectSlugByLegacyId(987654)).resolves.toBeNull();
  });
});

describe('the other CMS paths parse', () => {
  it('news', async () => {
    const news = await content.fetchNews();
    expect(news.length).toBeGreaterThan(0);
    const first = news[0];
    expect(first?.title.length).toBeGreaterThan(0);
    await expect(content.fetchNewsPostBySlug(first?.slug ?? '')).resolves.toMatchObject({ slug: first?.slug });
  });

  it('about-companies (single type) with workers and history', async () => {
    const about = await content.fetchAboutCompany();
    expect(about.title ?? about.companyText).toBeTruthy();
    expect(Array.isArray(about.workers)).toBe(true);
    expect(Array.isArray(about.history)).toBe(true);
  });

  it('loans', async () => {
    const loans = await content.fetchLoans();
    expect(loans.length).toBeGreaterThan(0);
    const first = loans[0];
    await expect(content.fetchLoanBySlug(first?.slug ?? '')).resolves.toMatchObject({ slug: first?.slug, name: first?.name });
    // The demo's programmes name their least down payment, as their texts do («от 15 %», «от 30 %»).
    const bySlug = new Map(loans.map((loan) => [loan.slug, loan]));
    expect(bySlug.get('mortgage')?.minFirstPayment).toBe(15);
    expect(bySlug.get('deffered')?.minFirstPayment).toBe(30);
  });

  it('contacts, links, menus, pages', async () => {
    const [offices, links, menus, pages] = await Promise.all([content.fetchOffices(), content.fetchLinks(), content.fetchMenus(), content.fetchPages()]);
    expect(offices.length).toBeGreaterThan(0);
    expect(Array.isArray(links)).toBe(true);
    expect(Array.isArray(menus)).toBe(true);
    expect(Array.isArray(pages)).toBe(true);
  });

  it('contents (SEO pages), global, main-block, construction progress', async () => {
    const [contents, global, mainBlock, progress] = await Promise.all([
      content.fetchSeoContents(),
      content.fetchGlobal(),
      content.fetchMainBlock(),
      content.fetchConstructionProgress(),
    ]);
    expect(Array.isArray(contents)).toBe(true);
    expect(global.siteName ?? global.phones.length).toBeTruthy();
    expect(mainBlock).toBeDefined();
    // The seeded promotion comes through the Promo_* fields, its end as an ISO date-time.
    expect(mainBlock.promotion?.title).toBeTruthy();
    expect(mainBlock.promotion?.endsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Array.isArray(progress)).toBe(true);
  });
});

describe('FAQ and tenders', () => {
  it('faqs: every question with an answer and a category, in the editors order', async () => {
    const faqs = await content.fetchFaqs();
    expect(faqs.length).toBeGreaterThan(0);
    for (const item of faqs) {
      expect(item.question.length).toBeGreaterThan(0);
      expect(item.answer).toBeTruthy();
      expect(item.category).toBeTruthy();
    }
    const sorts = faqs.map((item) => item.sort ?? Number.POSITIVE_INFINITY);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('tenders: a known status, dates, and PDF documents that download', async () => {
    const tenders = await content.fetchTenders();
    expect(tenders.length).toBeGreaterThan(0);
    expect(new Set(tenders.map((tender) => tender.status))).toEqual(new Set(['open', 'closed', 'cancelled']));
    for (const tender of tenders) {
      expect(tender.number.length).toBeGreaterThan(0);
      expect(tender.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const document = tenders.flatMap((tender) => tender.documents)[0];
    expect(document).toMatchObject({ format: 'PDF', mime: 'application/pdf' });
    expect(document?.sizeBytes).toBeGreaterThan(1000);
    const file = await fetch(document?.url ?? '');
    expect(file.status).toBe(200);
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('about-company: the KSI presentation as a PDF download with its size', async () => {
    const about = await content.fetchAboutCompany();
    expect(about.ksiPresentationFile).toMatchObject({ format: 'PDF' });
    expect(about.ksiPresentationFile?.sizeBytes).toBeGreaterThan(1000);
  });
});

describe('CMS redirects', () => {
  it('holds every seeded legacy /projects/{n} redirect, permanent, to its complex', async () => {
    const redirects = await content.fetchRedirects();
    for (const { from, toSlug } of demo.legacyRedirects) {
      expect(redirects).toContainEqual(expect.objectContaining({ from, to: `/our-projects/${toSlug}`, status: 301 }));
    }
  });
});
