// The news: /posts (twelve a page, newest first, ?page=N), a post page with its previous and next,
// NewsArticle JSON-LD, the 404s, and an editor's text that carries an XSS payload rendering inert.
// The expected posts are read straight from the CMS (read-only token of CMS_API_TOKEN_FILE).
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { sitemapPagePaths } from './sitemaps';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const PAGE_SIZE = 12;

interface SourcePost {
  id: number;
  slug: string;
  title: string;
  date: string | null;
  sort: number | null;
}

function readToken(variable: 'CMS_API_TOKEN_FILE' | 'CMS_WRITE_TOKEN_FILE'): string {
  const file = process.env[variable];
  if (!file) {
    throw new Error(
      variable === 'CMS_WRITE_TOKEN_FILE'
        ? 'CMS_WRITE_TOKEN_FILE is not set: run this spec through `npm test`, whose test stack writes the token'
        : 'CMS_API_TOKEN_FILE names the CMS read-only token',
    );
  }
  return readFileSync(file, 'utf8').trim();
}

/** Every published post, in the site's order: newest News_date first, then Sort_news, then the newer entry. */
async function cmsPosts(request: APIRequestContext): Promise<SourcePost[]> {
  const query = ['Slug', 'News_title', 'News_date', 'Sort_news'].map((field, i) => `fields[${i}]=${field}`).join('&');
  const response = await request.get(`${cmsUrl}/api/news?${query}&populate=&pagination[pageSize]=150`, {
    headers: { Authorization: `Bearer ${readToken('CMS_API_TOKEN_FILE')}` },
  });
  expect(response.status(), 'CMS /api/news').toBe(200);
  const body = (await response.json()) as { data: Array<Record<string, unknown>> };
  const posts = body.data.map((entry) => ({
    id: Number(entry.id),
    slug: String(entry.Slug),
    title: String(entry.News_title),
    date: typeof entry.News_date === 'string' ? entry.News_date : null,
    sort: typeof entry.Sort_news === 'number' ? entry.Sort_news : null,
  }));
  return posts.sort((a, b) => {
    if ((a.date ?? '') !== (b.date ?? '')) return (a.date ?? '') < (b.date ?? '') ? 1 : -1;
    if ((a.sort ?? Infinity) !== (b.sort ?? Infinity)) return (a.sort ?? Infinity) < (b.sort ?? Infinity) ? -1 : 1;
    return b.id - a.id;
  });
}

const cardLinks = (slugs: readonly string[]) => slugs.map((slug) => `/posts/${encodeURIComponent(slug)}`);

test('the news list shows the newest posts first with a Russian date, and the page numbers', async ({ page }) => {
  const posts = await cmsPosts(page.request);
  expect(posts.length, 'the demo CMS has more than one page of news').toBeGreaterThan(PAGE_SIZE);
  const response = await page.goto('/posts');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const links = page.locator('main ul h2 a');
  await expect(links).toHaveCount(PAGE_SIZE);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(cardLinks(posts.slice(0, PAGE_SIZE).map((p) => p.slug)));
  await expect(page.locator('main ul time').first()).toHaveText(/^\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4}$/);
  // The first card's picture is the list's LCP candidate: loaded at once; the others lazily.
  await expect(page.locator('main ul img').first()).toHaveAttribute('loading', 'eager');
  await expect(page.locator('main ul img').nth(1)).toHaveAttribute('loading', 'lazy');
  const nav = page.getByRole('navigation', { name: 'Страницы новостей' });
  await expect(nav.locator('[aria-current="page"]')).toHaveText('1');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/posts$/);
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', '/posts?page=2');
  await expectNoAxeViolations(page);
});

test('page 2 of the news is its own address, with its own canonical URL; past the last page and a word are 404s', async ({ page }) => {
  const posts = await cmsPosts(page.request);
  const pageCount = Math.ceil(posts.length / PAGE_SIZE);
  await page.goto('/posts');
  await page.getByRole('navigation', { name: 'Страницы новостей' }).getByRole('link', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/\/posts\?page=2$/);
  await expect(page.locator('main ul h2 a').first()).toHaveAttribute('href', cardLinks([posts[PAGE_SIZE]?.slug ?? ''])[0] ?? '');
  await expect(page.getByRole('navigation', { name: 'Страницы новостей' }).locator('[aria-current="page"]')).toHaveText('2');
  // The head as a search engine gets it: a fresh load, not a client navigation.
  await page.reload();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/posts\?page=2$/);
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', '/posts');
  await expect(page).toHaveTitle(/страница 2/);
  await expectNoAxeViolations(page);

  const last = await page.request.get(`/posts?page=${pageCount}`);
  expect(last.status()).toBe(200);
  expect((await page.request.get(`/posts?page=${pageCount + 1}`)).status()).toBe(404);
  for (const bad of ['abc', '0', '-1', '2.5']) {
    expect((await page.request.get(`/posts?page=${bad}`)).status(), `?page=${bad}`).toBe(404);
  }
  const first = await page.request.get('/posts?page=1', { maxRedirects: 0 });
  expect([301, 308]).toContain(first.status());
  expect(first.headers().location).toMatch(/\/posts$/);
});

test('a post page: title, date, picture, text, breadcrumbs, previous and next in the list order, NewsArticle JSON-LD', async ({ page }) => {
  const posts = await cmsPosts(page.request);
  const [newer, post, older] = posts;
  if (!newer || !post || !older) throw new Error('the demo CMS has fewer than three posts');
  await page.goto('/posts');
  await page.locator(`main a[href="/posts/${post.slug}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/posts/${post.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.locator('main article header time')).toHaveAttribute('datetime', post.date ?? '');
  const photo = page.locator('main article img').first();
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('loading', 'eager');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect((await page.locator('main article').innerText()).length).toBeGreaterThan(150);
  await expect(page.getByRole('navigation', { name: 'Путь по сайту' }).getByRole('link', { name: 'Новости' })).toHaveAttribute('href', '/posts');

  const neighbours = page.getByRole('navigation', { name: 'Другие новости' });
  await expect(neighbours.getByRole('link', { name: new RegExp(`Более свежая новость.*${escapeRegExp(newer.title)}`) })).toHaveAttribute('href', `/posts/${newer.slug}`);
  await expect(neighbours.getByRole('link', { name: new RegExp(`Более ранняя новость.*${escapeRegExp(older.title)}`) })).toHaveAttribute('href', `/posts/${older.slug}`);

  // The head as a search engine gets it: a fresh load, not a client navigation.
  await page.reload();
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const article = data.find((entry) => entry['@type'] === 'NewsArticle');
  expect(article).toMatchObject({ headline: post.title, datePublished: post.date, publisher: { '@type': 'Organization' } });
  expect((article?.image as string[] | undefined)?.[0]).toMatch(/^https?:\/\/.+\/uploads\//);
  expect(data.find((entry) => entry['@type'] === 'BreadcrumbList')).toMatchObject({ itemListElement: [{ position: 1 }, { position: 2 }, { position: 3, name: post.title }] });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/posts/${post.slug}$`));
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/uploads\//);
  await expectNoAxeViolations(page);

  // The newest post has no previous, the oldest no next.
  await page.goto(`/posts/${newer.slug}`);
  await expect(neighbours.getByRole('link')).toHaveCount(1);
  await expect(neighbours.getByRole('link')).toHaveAttribute('href', `/posts/${post.slug}`);
});

test('an unknown post answers 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/posts/no-such-news-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: /глав/i }).first()).toBeVisible();
});

test('the sitemap lists the news list and every post', async ({ request }) => {
  const posts = await cmsPosts(request);
  const paths = await sitemapPagePaths(request);
  expect(paths).toContain('/posts');
  for (const post of posts) expect(paths).toContain(`/posts/${encodeURIComponent(post.slug)}`);
});

test('an XSS payload saved in News_text renders inert on the news page', async ({ page, request }) => {
  const token = readToken('CMS_WRITE_TOKEN_FILE');
  const slug = `proverka-bezopasnosti-${Date.now()}`;
  const payload = [
    'Проверка текста редактора.',
    '<script>window.__xss = "script"; alert("script")</script>',
    '<img src=x onerror="window.__xss = \'img\'; alert(\'img\')">',
    '<a href="javascript:alert(\'js\')">обычная</a> <a href="jav&#x09;ascript:alert(\'tab\')">табуляция</a> <a href="JAVASCRIPT:alert(\'upper\')">заглавные</a> [markdown](javascript:alert(\'md\'))',
    '<a href="data:text/html,<script>alert(\'data\')</script>">данные</a>',
    '<svg><script>alert("svg")</script></svg><svg onload="alert(\'svgload\')"></svg>',
    '<style>main{display:none}</style><p style="background:url(javascript:alert(\'css\'))">стиль</p>',
    '<iframe src="https://evil.example/embed/x"></iframe>',
    '<b onclick="alert(\'click\')" onmouseover="alert(\'over\')">жирный</b>',
    '<details open ontoggle="alert(\'toggle\')">подробнее</details>',
    '<form action="https://evil.example"><input name="q"><button formaction="javascript:alert(\'form\')">Отправить</button></form>',
    'Звоните: [+7 861 200-00-00](tel:+78612000000)',
  ].join('\n\n');
  const created = await request.post(`${cmsUrl}/api/news?status=published`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { data: { News_title: 'Проверка безопасности текста', Slug: slug, News_date: '2001-01-01', News_text: payload } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    const response = await page.goto(`/posts/${slug}`);
    expect(response?.status()).toBe(200);
    const article = page.locator('main article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Проверка безопасности текста');
    await expect(article.getByText('Проверка текста редактора.')).toBeVisible();
    await article.getByText('жирный').hover();
    await article.getByText('жирный').click();
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    await expect(page.locator('main script:not([type="application/ld+json"])')).toHaveCount(0);
    await expect(page.locator('[onerror], [onclick], [onload], [onmouseover], [ontoggle], [formaction]')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript" i], a[href^="data:" i], a[href*="script:" i]')).toHaveCount(0);
    await expect(page.locator('iframe[src*="evil.example"], main form, main svg script, main article style, main article [style]')).toHaveCount(0);
    const phone = article.getByRole('link', { name: '+7 861 200-00-00' });
    await expect(phone).toHaveAttribute('href', 'tel:+78612000000');
  } finally {
    const deleted = await request.delete(`${cmsUrl}/api/news/${documentId}`, { headers: { Authorization: `Bearer ${token}` } });
    expect([200, 204]).toContain(deleted.status());
  }
});

test('@cms-down the news list and a post rendered before are still served, an unseen post answers at once', async ({ page }) => {
  const listed = await page.goto('/posts');
  expect(listed?.status()).toBe(200);
  const first = page.locator('main ul h2 a').first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  const detail = await page.goto(href ?? '/posts');
  expect(detail?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Never seen, so nothing is cached: the error screen, quickly, never a hang.
  const unseen = await page.request.get(`/posts/never-rendered-${Date.now()}`, { timeout: 15_000 });
  expect([404, 500, 503]).toContain(unseen.status());
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
