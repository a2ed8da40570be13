// Editors: a publish in the CMS shows on the site within 5 seconds, without a rebuild (the CMS
// notifies POST /api/revalidate), and the edit view's Preview button opens a draft on the site
// (a signed link from the CMS, Next draft mode, the «Черновик» banner). A wrong or expired link
// shows nothing of the draft. Content is written through the test stack's full-access token, as
// an editor's save would; the Preview link comes from the CMS's own admin API.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const ADMIN = { email: 'admin@novostroy.local', password: 'Novostroy-Demo-2026' };

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this spec through \`npm test\`, whose test stack provides it`);
  return value;
}

const writeToken = () => readFileSync(required('CMS_WRITE_TOKEN_FILE'), 'utf8').trim();
const cmsHeaders = () => ({ Authorization: `Bearer ${writeToken()}` });

interface NewsEntry {
  documentId: string;
  Slug: string;
  News_title: string;
}

async function createDraftPost(request: APIRequestContext, title: string): Promise<NewsEntry> {
  const slug = `proverka-redaktora-${Date.now()}-${Math.floor(Math.random() * 1000)}`;
  const response = await request.post(`${cmsUrl}/api/news?status=draft`, {
    headers: cmsHeaders(),
    data: { data: { News_title: title, Slug: slug, News_date: '2026-11-24', News_text: 'Текст новости, которую редактор ещё не опубликовал.', Sort_news: 0 } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: NewsEntry }).data;
}

async function deletePost(request: APIRequestContext, documentId: string) {
  const response = await request.delete(`${cmsUrl}/api/news/${documentId}`, { headers: cmsHeaders() });
  expect([200, 204, 404]).toContain(response.status());
}

// The admin login is rate-limited (a few attempts per address in minutes): log in once per run.
let adminToken: Promise<string> | undefined;

function adminLogin(request: APIRequestContext): Promise<string> {
  adminToken ??= (async () => {
    const login = await request.post(`${cmsUrl}/admin/login`, { data: ADMIN });
    expect(login.status(), await login.text()).toBe(200);
    return ((await login.json()) as { data: { token: string } }).data.token;
  })();
  return adminToken;
}

async function adminPreviewUrl(request: APIRequestContext, uid: string, documentId: string): Promise<string> {
  const token = await adminLogin(request);
  const response = await request.get(`${cmsUrl}/content-manager/preview/url/${uid}?documentId=${documentId}&status=draft`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  const { url } = ((await response.json()) as { data: { url?: string } }).data;
  if (!url) throw new Error(`the CMS gave no preview URL for ${uid} ${documentId}`);
  return url;
}

test('a news post published through the CMS API shows on its page and in the list within 5 s', async ({ request }) => {
  const title = `Новость редактора ${Date.now()}`;
  const post = await createDraftPost(request, title);
  try {
    // Unpublished: not on the site, and the «not found» answer is now in web's cache.
    expect((await request.get(`/posts/${post.Slug}`)).status()).toBe(404);
    const published = await request.put(`${cmsUrl}/api/news/${post.documentId}`, { headers: cmsHeaders(), data: { data: { News_title: title } } });
    expect(published.status(), await published.text()).toBe(200);
    const started = Date.now();
    await expect.poll(async () => (await request.get(`/posts/${post.Slug}`)).status(), { timeout: 5_000, intervals: [200] }).toBe(200);
    await expect.poll(async () => (await (await request.get('/posts')).text()).includes(title), { timeout: Math.max(500, 5_000 - (Date.now() - started)), intervals: [200] }).toBe(true);
  } finally {
    await deletePost(request, post.documentId);
  }
});

test("the CMS's Preview link shows a draft under the «Черновик» banner, and leaving it shows the public site again", async ({ page, request, baseURL }) => {
  const title = `Черновик новости ${Date.now()}`;
  const post = await createDraftPost(request, title);
  try {
    const link = await adminPreviewUrl(request, 'api::news-item.news-item', post.documentId);
    expect(new URL(link).origin).toBe(new URL(baseURL ?? '').origin);
    expect(new URL(link).pathname).toBe('/api/preview');
    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`/posts/${post.Slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const banner = page.getByRole('region', { name: 'Черновик' });
    await expect(banner).toBeVisible();
    // A draft page is never indexed, and may be shown in the CMS admin's preview frame only.
    const response = await page.request.get(`/posts/${post.Slug}`);
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    expect(response.headers()['content-security-policy']).toContain(`frame-ancestors 'self' ${new URL(cmsUrl).origin}`);

    await banner.getByRole('link', { name: 'Выйти из предпросмотра' }).click();
    await expect(page).toHaveURL(new RegExp(`/posts/${post.Slug}$`));
    await expect(page.getByRole('region', { name: 'Черновик' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);
  } finally {
    await deletePost(request, post.documentId);
  }
});

test("a complex's unpublished changes show only in the preview; visitors keep the published page", async ({ page, browser, request }) => {
  const found = await request.get(`${cmsUrl}/api/projects?sort=id:asc&pagination[pageSize]=1&fields[0]=Slug&fields[1]=Project_Title&populate=`, { headers: cmsHeaders() });
  expect(found.status()).toBe(200);
  const project = ((await found.json()) as { data: Array<{ documentId: string; Slug: string; Project_Title: string }> }).data[0];
  if (!project) throw new Error('the seeded CMS has no complex');
  const draftTitle = `${project.Project_Title} (черновик ${Date.now()})`;
  const setDraftTitle = async (value: string) => {
    const response = await request.put(`${cmsUrl}/api/projects/${project.documentId}?status=draft`, { headers: cmsHeaders(), data: { data: { Project_Title: value } } });
    expect(response.status(), await response.text()).toBe(200);
  };
  await setDraftTitle(draftTitle);
  try {
    await page.goto(await adminPreviewUrl(request, 'api::project.project', project.documentId));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(draftTitle);
    // Another visitor, without the editor's cookie, sees the published complex.
    const visitor = await browser.newPage();
    await visitor.goto(`/our-projects/${project.Slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(project.Project_Title);
    await expect(visitor.getByRole('heading', { level: 1 })).not.toContainText('черновик');
    await expect(visitor.getByRole('region', { name: 'Черновик' })).toHaveCount(0);
    await visitor.close();
  } finally {
    await setDraftTitle(project.Project_Title);
  }
});

test("the draft shows inside the CMS's own preview frame, where the site is a third party", async ({ page, request }) => {
  const title = `Черновик в рамке ${Date.now()}`;
  const post = await createDraftPost(request, title);
  try {
    const link = await adminPreviewUrl(request, 'api::news-item.news-item', post.documentId);
    // A document of the CMS's origin (its policy allows the site in frames, as the admin's does)
    // frames the link, as the admin's preview panel does.
    await page.goto(`${cmsUrl}/api/links`);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'preview';
      frame.style.width = '1200px';
      frame.style.height = '800px';
      document.body.append(frame);
    }, link);
    const frame = page.frameLocator('iframe[title="preview"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(frame.getByRole('region', { name: 'Черновик' })).toBeVisible();
  } finally {
    await deletePost(request, post.documentId);
  }
});

test('a preview link with a wrong signature or past its expiry opens no draft', async ({ page, request }) => {
  const title = `Закрытый черновик ${Date.now()}`;
  const post = await createDraftPost(request, title);
  try {
    const link = new URL(await adminPreviewUrl(request, 'api::news-item.news-item', post.documentId));
    const path = link.searchParams.get('path') ?? '';

    const forged = new URL(link);
    forged.searchParams.set('signature', `${(link.searchParams.get('signature') ?? '').slice(0, -2)}AA`);
    const expires = Math.floor(Date.now() / 1000) - 60;
    const expired = new URL(link);
    expired.searchParams.set('expires', String(expires));
    expired.searchParams.set('signature', createHmac('sha256', required('PREVIEW_SECRET')).update(`novostroy-preview\n${path}\n${expires}`).digest('base64url'));

    for (const url of [forged, expired]) {
      const response = await page.goto(url.href);
      expect(response?.status()).toBe(401);
      await expect(page.locator('body')).toContainText('Ссылка предпросмотра недействительна или устарела');
      const draft = await page.goto(path);
      expect(draft?.status()).toBe(404);
      await expect(page.getByRole('region', { name: 'Черновик' })).toHaveCount(0);
    }
  } finally {
    await deletePost(request, post.documentId);
  }
});
