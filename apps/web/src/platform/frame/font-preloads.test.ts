import { describe, expect, it } from 'vitest';
import { HOME_PAGE_ENTRY as HOME, manifestFontFiles } from './font-preloads';

describe('manifestFontFiles', () => {
  it('takes the home page\'s font files from the manifest Next writes', () => {
    const manifest = JSON.stringify({
      app: {
        '[project]/apps/web/src/app/(main)/faq/page': ['static/media/other.woff2'],
        '[project]/apps/web/src/app/(default)/page': ['static/media/manrope_cyrillic.p.1hmx.woff2', 'static/media/manrope_latin.p.1p_a.woff2'],
      },
      appUsingSizeAdjust: true,
    });
    expect(manifestFontFiles(manifest, HOME)).toEqual(['static/media/manrope_cyrillic.p.1hmx.woff2', 'static/media/manrope_latin.p.1p_a.woff2']);
  });

  it('gives nothing for a manifest it does not understand, and never a path out of the media folder', () => {
    expect(manifestFontFiles('not json', HOME)).toEqual([]);
    expect(manifestFontFiles(JSON.stringify({ app: [] }), HOME)).toEqual([]);
    expect(manifestFontFiles(JSON.stringify({ pages: {} }), HOME)).toEqual([]);
    expect(manifestFontFiles(JSON.stringify({ app: { 'x/app/(default)/page': ['static/media/../../secret.woff2', 'https://cdn.example/x.woff2', 7] } }), HOME)).toEqual([]);
  });
});
