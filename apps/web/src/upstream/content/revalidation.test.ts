import { describe, expect, it } from 'vitest';
import { tagsForContentChange } from './revalidation';

describe('tagsForContentChange', () => {
  it('expires the list and the one complex an edited project appears in', () => {
    expect(tagsForContentChange({ uid: 'api::project.project', model: 'project', entry: { Slug: 'zhk-akvarel' } })).toEqual(['projects', 'project:zhk-akvarel']);
  });

  it('expires the list alone when the entry carries no slug (a delete, an older webhook)', () => {
    expect(tagsForContentChange({ uid: 'api::project.project', entry: null })).toEqual(['projects']);
    expect(tagsForContentChange({ model: 'news-item', entry: { Slug: '' } })).toEqual(['news']);
  });

  it('maps every cached single and collection type to its tag', () => {
    const cases: Array<[string, string[]]> = [
      ['api::news-item.news-item', ['news', 'news:start-prodazh']],
      ['api::loan.loan', ['loans', 'loan:start-prodazh']],
      ['api::worker.worker', ['about-company', 'loans']],
      ['api::contact.contact', ['contacts']],
      ['api::menu.menu', ['menus']],
      ['api::page.page', ['pages']],
      ['api::content.content', ['contents']],
      ['api::global.global', ['global']],
      ['api::main-block.main-block', ['main-block']],
      ['api::redirect.redirect', ['redirects']],
      ['api::construcrion-progress.construcrion-progress', ['construction-progress']],
      ['api::about-company.about-company', ['about-company']],
      ['api::link.link', ['links']],
      ['api::faq.faq', ['faqs']],
      ['api::tender.tender', ['tenders']],
    ];
    for (const [uid, tags] of cases) expect(tagsForContentChange({ uid, entry: { Slug: 'start-prodazh' } }), uid).toEqual(tags);
  });

  it('expires nothing for what the site does not cache, and for names that are not content types', () => {
    expect(tagsForContentChange({ uid: 'plugin::upload.file', model: 'file' })).toEqual([]);
    expect(tagsForContentChange({ uid: 'api::unknown-type.unknown-type' })).toEqual([]);
    expect(tagsForContentChange({ model: '../project' })).toEqual([]);
    expect(tagsForContentChange({})).toEqual([]);
  });
});
