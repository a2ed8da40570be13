import { describe, expect, it } from 'vitest';
import { staticRedirectTarget, withQuery } from './static-redirects';

describe('staticRedirectTarget', () => {
  it.each([
    ['/tender', '/tenders'],
    ['/calculator/mortgage', '/loan/mortgage'],
    ['/calculator/installment', '/loan/deffered'],
    ['/trade-in', '/loan/tradein'],
    ['/projects', '/our-projects'],
    ['/about', '/about-company'],
    ['/kupit/kvartira-odnokomnatnaya', '/kupit-1-komnatnuyu-kvartiru-ot-zastroishika'],
    ['/kupit/kvartira-dvuhkomnatnaya', '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika'],
    ['/kupit/kvartira-tryohkomnatnaya', '/kupit-3-komnatnuyu-kvartiru-ot-zastroishika'],
    ['/test', '/'],
    ['/news', '/posts'],
    ['/3', '/our-projects/3'],
    ['/25', '/our-projects/25'],
  ])('%s -> %s', (from, to) => {
    expect(staticRedirectTarget(from)).toBe(to);
  });

  it.each(['/', '/tenders', '/our-projects', '/projects/3', '/3a', '/3/', '/about-company', '/1234567890', '/TENDER'])(
    'leaves %s alone',
    (path) => {
      expect(staticRedirectTarget(path)).toBeNull();
    },
  );
});

describe('withQuery', () => {
  it('keeps the request query string', () => {
    expect(withQuery('/tenders', '?page=2&utm_source=x')).toBe('/tenders?page=2&utm_source=x');
    expect(withQuery('/tenders', '')).toBe('/tenders');
  });

  it('appends to a target that has its own query, before its hash', () => {
    expect(withQuery('/loan/mortgage?tab=1#calc', '?utm=a')).toBe('/loan/mortgage?tab=1&utm=a#calc');
  });
});
