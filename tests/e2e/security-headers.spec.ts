// Issue 3 point 8: the security headers on every kind of response, the x-middleware-subrequest
// bypass closed, and no Content-Security-Policy violation in the browser on real pages.
import { expect, test, type Page } from '@playwright/test';
import { demoComplexes } from './demo';
import { debugHeaders } from './debug-access';
import { sitemapPagePaths } from './sitemaps';

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, `${what}: CSP`).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp, `${what}: CSP`).toContain("frame-ancestors 'none'");
  expect(csp, `${what}: CSP`).toContain("object-src 'none'");
  expect(csp, `${what}: no inline scripts`).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], `${what}: Permissions-Policy`).toContain('camera=()');
}

test('pages, 404s, redirects, the build marker and static files all carry the security headers', async ({ request }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expectSecurityHeaders(home.headers(), 'home page');

  const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(chunk, 'the home page loads a script chunk').toBeTruthy();

  const probes: [string, number][] = [
    ['/our-projects', 200],
    [`/our-projects/${demoComplexes[0].slug}`, 200],
    ['/no-such-page-at-all', 404],
    ['/our-projects/no-such-complex', 404],
    ['/tender', 308],
    [`/our-projects/${demoComplexes[0].legacyId}`, 308],
    ['/builds/latest.json', 200],
    [chunk ?? '/', 200],
    ['/_next/static/chunks/does-not-exist.js', 404],
  ];
  for (const [url, status] of probes) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(status);
    expectSecurityHeaders(response.headers(), url);
  }

  const head = await request.head('/our-projects');
  expectSecurityHeaders(head.headers(), 'HEAD /our-projects');
});

test('each page gets its own script nonce', async ({ request }) => {
  const nonce = async () => /'nonce-([^']+)'/.exec((await request.get('/')).headers()['content-security-policy'] ?? '')?.[1];
  const [a, b] = [await nonce(), await nonce()];
  expect(a).toBeTruthy();
  expect(a).not.toBe(b);
});

test('HSTS is off on the plain-http demo unless HSTS_MAX_AGE is set', async ({ request }) => {
  const hsts = (await request.get('/')).headers()['strict-transport-security'];
  if (process.env.HSTS_MAX_AGE && Number(process.env.HSTS_MAX_AGE) > 0) expect(hsts).toContain(`max-age=${process.env.HSTS_MAX_AGE}`);
  else expect(hsts).toBeUndefined();
});

test('an x-middleware-subrequest header does not skip the proxy', async ({ request }) => {
  const sneaky = { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy:middleware:middleware:middleware:middleware:middleware' };
  const redirect = await request.get('/tender', { headers: sneaky, maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  const page = await request.get('/', { headers: sneaky });
  expectSecurityHeaders(page.headers(), 'home page with x-middleware-subrequest');
});

/** The path of the first /seo/{id} page the pages sitemap lists. */
async function firstSeoPage(page: Page): Promise<string> {
  const seoPage = (await sitemapPagePaths(page.request)).find((path) => path.startsWith('/seo/'));
  expect(seoPage, 'the sitemap lists a /seo page').toBeTruthy();
  return seoPage ?? '/seo';
}

/** Collects CSP violations (DOM events and console reports) from the moment the page starts. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [...consoleReports, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

for (const [name, url, status] of [
  ['the home page', '/', 200],
  ['the projects list', '/our-projects', 200],
  ['a complex page', `/our-projects/${demoComplexes[0].slug}`, 200],
  ['a 404 page', '/no-such-page-at-all', 404],
  ['the diagnostics page', '/debug', 200],
  ['a SEO landing page', 'first /seo page of the sitemap', 200],
  // Server-rendered style attributes (Radix's sliders, the loan chart) under style-src-attr.
  ['a flats listing with its range sliders', '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika', 200],
  ['the mortgage calculator', '/loan/mortgage', 200],
] as const) {
  test(`no CSP violation on ${name}, and its scripts run`, async ({ page }) => {
    const violations = await watchCsp(page);
    const marker = page.waitForResponse((response) => response.url().endsWith('/builds/latest.json'));
    const target = url.startsWith('/') ? url : await firstSeoPage(page);
    // The diagnostics page exists in production only for the debug token.
    if (target === '/debug') await page.setExtraHTTPHeaders(debugHeaders());
    const response = await page.goto(target);
    expect(response?.status()).toBe(status);
    // The build-update watcher asks for the marker only if React hydrated: the page's scripts ran.
    await marker;
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}

// EMBED_ALLOWED_ORIGINS of the web server under test (npm test's stack sets one origin).
const embedOrigins = (process.env.EMBED_ALLOWED_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)
  .map((origin) => new URL(origin).origin);

test('only /our-projects/<slug>/test may be framed, by the site and the allowed origins, and it is never indexed', async ({ request }) => {
  const slug = demoComplexes[0].slug;
  const embeddable = await request.get(`/our-projects/${slug}/test`, { maxRedirects: 0 });
  expect(embeddable.status()).toBe(200);
  const headers = embeddable.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  const ancestors = /(?:^|;\s*)frame-ancestors ([^;]+)/.exec(headers['content-security-policy'] ?? '')?.[1];
  expect(ancestors).toBe(["'self'", ...embedOrigins].join(' '));
  // X-Frame-Options cannot name other sites: left out with an allow-list, SAMEORIGIN without.
  expect(headers['x-frame-options']).toBe(embedOrigins.length > 0 ? undefined : 'SAMEORIGIN');
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(await embeddable.text()).toMatch(/<meta name="robots" content="noindex"/);

  // The legacy numeric id and an unknown slug behave as before, with the same framing rules.
  const legacy = await request.get(`/our-projects/${demoComplexes[3].legacyId}/test`, { maxRedirects: 0 });
  expect(legacy.status()).toBe(308);
  expect(new URL(legacy.headers().location ?? '', 'http://x').pathname).toBe(`/our-projects/${demoComplexes[3].slug}/test`);
  expect((await request.get('/our-projects/no-such-complex/test', { maxRedirects: 0 })).status()).toBe(404);

  for (const url of ['/', '/our-projects', `/our-projects/${slug}`]) {
    const normal = (await request.get(url)).headers();
    expect(normal['content-security-policy'], url).toContain("frame-ancestors 'none'");
    expect(normal['x-frame-options'], url).toBe('DENY');
    expect(normal['x-robots-tag'], url).toBeUndefined();
  }
});

test('a browser shows the test page in a frame of the site itself and refuses to frame any other page', async ({ page }) => {
  const slug = demoComplexes[0].slug;
  await page.goto('/');
  await page.evaluate((paths) => {
    for (const [name, src] of paths) {
      const frame = document.createElement('iframe');
      frame.name = name;
      frame.src = src;
      document.body.append(frame);
    }
  }, [
    ['embeddable', `/our-projects/${slug}/test`],
    ['forbidden', `/our-projects/${slug}`],
  ]);
  await expect(page.frameLocator('iframe[name="embeddable"]').getByRole('heading', { level: 1 })).toBeVisible();
  // A refused frame never gets the page: Chromium shows its own error page in its place.
  await expect.poll(() => page.frame({ name: 'forbidden' })?.url()).toMatch(/^chrome-error:/);
  expect(await page.frame({ name: 'forbidden' })?.getByText(demoComplexes[0].title.replace(/^ЖК\s*/, '')).count()).toBe(0);
});
