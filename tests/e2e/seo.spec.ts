// The SEO frame: sitemap.xml and robots.txt, page metadata and JSON-LD, /seo/{id} pages and the
// /debug page (noindex, no secret, a 404 without the debug token).
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { debugHeaders } from './debug-access';
import { demoComplexes } from './demo';
import { sitemapPagePaths } from './sitemaps';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

function cmsToken(): string {
  const file = process.env.CMS_API_TOKEN_FILE;
  return file ? readFileSync(file, 'utf8').trim() : '';
}

/** The content-list slugs straight from the CMS, the source the sitemap must cover. */
async function seoSlugs(request: APIRequestContext): Promise<string[]> {
  const token = cmsToken();
  const response = await request.get(`${cmsUrl}/api/contents?fields[0]=Slug&pagination[pageSize]=150`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: Array<{ Slug: string }> };
  return body.data.map((entry) => entry.Slug);
}

/** Every JSON-LD block of a page, parsed (a block that is not valid JSON fails the test). */
async function jsonLdBlocks(html: string): Promise<Array<Record<string, unknown>>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => m[1] ?? '');
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

// That every URL of every sitemap answers 200 is sitemap.spec.ts.
test('the pages sitemap lists every complex and every /seo page, each once, and no service page', async ({ request }) => {
  const paths = await sitemapPagePaths(request);
  for (const complex of demoComplexes) expect(paths, complex.slug).toContain(`/our-projects/${complex.slug}`);
  const slugs = await seoSlugs(request);
  expect(slugs.length).toBeGreaterThan(0);
  for (const slug of slugs) expect(paths, slug).toContain(`/seo/${slug}`);
  expect(paths).toContain('/');
  expect(paths).not.toContain('/debug');
  expect(new Set(paths).size).toBe(paths.length);
});

test('robots.txt allows the site, keeps /debug and /api/ out and links the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain('Disallow: /debug');
  expect(text).toContain('Disallow: /api/');
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

test('a complex page has a canonical URL, OpenGraph tags and valid JSON-LD', async ({ page, request }) => {
  const complex = demoComplexes[0];
  await page.goto(`/our-projects/${complex.slug}`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical && new URL(canonical).pathname).toBe(`/our-projects/${complex.slug}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
  const blocks = await jsonLdBlocks(await (await request.get(`/our-projects/${complex.slug}`)).text());
  const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList');
  const organization = blocks.find((block) => block['@type'] === 'Organization');
  expect(breadcrumb?.['@context']).toBe('https://schema.org');
  const items = breadcrumb?.itemListElement as Array<{ position: number; item: string }>;
  expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
  expect(new URL(items[2].item).pathname).toBe(`/our-projects/${complex.slug}`);
  expect(organization).toMatchObject({ name: expect.any(String), url: expect.stringMatching(/^https?:\/\//) });
  expect(organization?.telephone).toBeTruthy();
});

test('a /seo page renders the CMS entry with its metadata and passes axe', async ({ page, request }) => {
  const [slug] = await seoSlugs(request);
  const response = await page.goto(`/seo/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.locator('main').innerText()).length).toBeGreaterThan(100);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical && new URL(canonical).pathname).toBe(`/seo/${slug}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
  const blocks = await jsonLdBlocks(await page.content());
  expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  await expectNoAxeViolations(page);
});

test('an unknown /seo id answers 404', async ({ request }) => {
  expect((await request.get('/seo/no-such-seo-page')).status()).toBe(404);
  expect((await request.get('/seo/%3Cscript%3E')).status()).toBe(404);
});

test('/debug is a 404 without the debug token, and shows no version then', async ({ request }) => {
  const attempts: Array<Record<string, string>> = [{}, { 'x-debug-token': 'not-the-debug-token-at-all' }];
  for (const headers of attempts) {
    const response = await request.get('/debug', { headers });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('Диагностика');
    expect(html).not.toContain('Next.js');
  }
  // A query parameter is no way in (it would end up in access logs).
  expect((await request.get(`/debug?token=${encodeURIComponent(debugHeaders()['x-debug-token'])}`)).status()).toBe(404);
});

test('/debug is noindex, shows build, versions, upstream health and start-up loads, and no token', async ({ request }) => {
  const response = await request.get('/debug', { headers: debugHeaders() });
  expect(response.status()).toBe(200);
  expect(response.headers()['x-robots-tag']).toContain('noindex');
  const html = await response.text();
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).toContain('Next.js');
  expect(html).toContain('Список страниц');
  const tokens = [cmsToken(), process.env.SALES_DATA_TOKEN ?? ''].filter((token) => token.length >= 16);
  expect(tokens).toHaveLength(2);
  for (const token of tokens) expect(html.includes(token)).toBe(false);
});

test('/debug passes axe', async ({ page }) => {
  await page.setExtraHTTPHeaders(debugHeaders());
  await page.goto('/debug');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Диагностика');
  await expectNoAxeViolations(page);
});

test('/debug still answers with the CMS stopped and shows it as unreachable @cms-down', async ({ request }) => {
  const response = await request.get('/debug', { headers: debugHeaders() });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/CMS<\/th><td[^>]*>недоступен/);
  for (const token of [cmsToken(), process.env.SALES_DATA_TOKEN ?? ''].filter((t) => t.length >= 16)) {
    expect(html.includes(token)).toBe(false);
  }
});
