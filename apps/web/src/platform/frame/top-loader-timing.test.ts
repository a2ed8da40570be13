import { describe, expect, it } from 'vitest';
import { startsNavigation, TOP_LOADER } from './top-loader-timing';

const here = new URL('http://site.test/our-projects?x=1#top');
const link = (href: string, target = '') => ({ href, target, hasDownload: false });

describe('top loader', () => {
  it('has the constants of the issue', () => {
    expect(TOP_LOADER).toEqual({ color: '#f65605', heightPx: 3, throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400 });
  });

  it('starts for another page or query of this site', () => {
    expect(startsNavigation(link('/'), here, false)).toBe(true);
    expect(startsNavigation(link('/our-projects?x=2'), here, false)).toBe(true);
  });

  it('does not start for a hash on the same page, another site, a new tab or a modified click', () => {
    expect(startsNavigation(link('/our-projects?x=1#map'), here, false)).toBe(false);
    expect(startsNavigation(link('https://vk.com/'), here, false)).toBe(false);
    expect(startsNavigation(link('/', '_blank'), here, false)).toBe(false);
    expect(startsNavigation(link('/'), here, true)).toBe(false);
    expect(startsNavigation({ href: '/file.pdf', target: '', hasDownload: true }, here, false)).toBe(false);
  });
});
