// The visual language in the browser: the web font comes from the site itself, is preloaded and
// swaps in without moving anything (no layout shift on any page type, phone and laptop widths).
import { expect, test, type Page } from '@playwright/test';
import { demoComplexes } from './demo';

const PAGES = ['/', '/our-projects', `/our-projects/${demoComplexes[0].slug}`, '/privacy-policy', '/about-company', '/contacts', '/faq', '/tenders', '/no-such-page-for-the-font-test'];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** Total layout shift of the page so far, buffered from navigation start, with what moved (for the failure message). */
function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        const describe = (node: Node | null) => {
          if (!(node instanceof Element)) return node ? node.nodeName : 'a removed node';
          const text = (node.textContent ?? '').trim().slice(0, 40);
          const firstClass = node.getAttribute('class')?.split(' ')[0];
          return `${node.tagName.toLowerCase()}${firstClass ? `.${firstClass}` : ''} «${text}»`;
        };
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources ?? []) {
              const { previousRect: from, currentRect: to } = source;
              moved.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${describe(source.node)} ${Math.round(from.x)},${Math.round(from.y)} ${Math.round(from.width)}x${Math.round(from.height)} -> ${Math.round(to.x)},${Math.round(to.y)} ${Math.round(to.width)}x${Math.round(to.height)}`);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the first callback; give it a frame.
        setTimeout(() => resolve({ total, moved }), 250);
      }),
  );
}

/** The address of each font preload a page announces, in its `Link` header or its HTML. */
function fontPreloads(linkHeader: string, html: string): string[] {
  return [
    ...linkHeader.split(/,\s*(?=<)/).filter((entry) => /rel=preload/.test(entry) && /as="font"/.test(entry)).map((entry) => /<([^>]+)>/.exec(entry)?.[1] ?? ''),
    ...[...html.matchAll(/<link[^>]+rel="preload"[^>]+as="font"[^>]*>/g)].map(([tag]) => /href="([^"]+)"/.exec(tag)?.[1] ?? ''),
  ];
}

test('the web font is self-hosted, preloaded (Cyrillic and Latin) and used by the page', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  const response = await page.goto('/our-projects');
  // Next announces the preloads in a Link header (and may repeat them as <link> tags).
  const preloads = fontPreloads(response?.headers().link ?? '', (await response?.text()) ?? '');
  expect(preloads.some((entry) => /manrope_cyrillic/.test(entry))).toBe(true);
  expect(preloads.some((entry) => /manrope_latin/.test(entry))).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family.toLowerCase()).toContain('cyrillic');
  expect(await page.evaluate(() => [...document.fonts].some((face) => face.status === 'loaded' && face.unicodeRange.includes('U+410-44F')))).toBe(true);
  const origin = new URL(page.url()).origin;
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin, url).toBe(origin);
  // Russian text needs only the preloaded cuts: Fontsource's whole files (the faces of the rarer
  // letters and signs) are not fetched.
  expect(fontRequests.filter((url) => /_wght_normal/.test(url))).toEqual([]);
});

test('a page with prices preloads the rouble sign, so it is there at the first layout; a page without prices does not fetch it', async ({ page }) => {
  const rubleRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' && /ruble/.test(request.url())) rubleRequests.push(new URL(request.url()).pathname);
  });
  const rublePreloads = async (path: string) => {
    const response = await page.goto(path);
    const preloads = fontPreloads(response?.headers().link ?? '', (await response?.text()) ?? '').filter((href) => /ruble/.test(href));
    await page.evaluate(() => document.fonts.ready);
    return preloads;
  };

  // First, with an empty cache: the privacy policy shows no price.
  expect(await rublePreloads('/privacy-policy')).toEqual([]);
  expect(rubleRequests).toEqual([]);

  const preloads = await rublePreloads('/our-projects');
  expect(preloads).toHaveLength(1);
  // The face's stylesheet address is the preloaded one, and the file crosses the network once: for
  // the preload. (Some Chromium versions also list the face's own request, answered from the HTTP
  // cache without a transfer; others hand the face the preload itself.)
  expect(new Set(rubleRequests)).toEqual(new Set([preloads[0]]));
  const downloads = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /ruble/.test(entry.name) && (entry as PerformanceResourceTiming).transferSize > 0)
      .map((entry) => ({ path: new URL(entry.name).pathname, initiator: (entry as PerformanceResourceTiming).initiatorType })),
  );
  expect(downloads).toEqual([{ path: preloads[0], initiator: 'link' }]);
  expect(await page.evaluate(() => [...document.fonts].some((face) => face.status === 'loaded' && /U\+20BD/i.test(face.unicodeRange)))).toBe(true);
  await expect(page.locator('main').getByText(/₽/).first()).toBeVisible();
});

test('a letter outside the preloaded cuts still comes in Manrope, from the whole file, fetched then', async ({ page }) => {
  await page.goto('/privacy-policy');
  await page.evaluate(() => document.fonts.ready);
  const wholeFiles = () =>
    page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /_wght_normal.*\.woff2$/.test(entry.name)).length);
  expect(await wholeFiles()).toBe(0);
  await page.evaluate(() => {
    const line = document.createElement('p');
    line.textContent = 'Café «Її»';
    document.querySelector('main')?.append(line);
  });
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(wholeFiles).toBe(2);
  // The face of the rest of Latin (é is U+00E9) is the one that loaded.
  expect(await page.evaluate(() => [...document.fonts].some((face) => face.status === 'loaded' && /U\+D8-FF/i.test(face.unicodeRange)))).toBe(true);
});

for (const viewport of VIEWPORTS) {
  test(`no layout shift while the font and images arrive, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of PAGES) {
      await page.goto(path, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const { total, moved } = await layoutShift(page);
      expect(total, `layout shift on ${path}; what moved: ${moved.join('; ') || 'nothing named'}`).toBeLessThan(0.005);
    }
  });
}
