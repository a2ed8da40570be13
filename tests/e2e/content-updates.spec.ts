// An editor's change in the CMS shows on the site at the next page view, not after web's cache
// time: the CMS notifies POST /api/revalidate, which expires the cached answers it appears in.
// Edits go through the test stack's full-access token, as an editor's save would.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';

const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

function writeToken(): string {
  const file = process.env.CMS_WRITE_TOKEN_FILE;
  if (!file) throw new Error('CMS_WRITE_TOKEN_FILE is not set: run this spec through `npm test`, whose test stack writes the token');
  return readFileSync(file, 'utf8').trim();
}

interface Office {
  documentId: string;
  Office_hours: string | null;
}

async function firstOffice(request: APIRequestContext, token: string): Promise<Office> {
  const response = await request.get(`${cmsUrl}/api/contacts?sort=id:asc&pagination[pageSize]=1`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const office = ((await response.json()) as { data: Office[] }).data[0];
  if (!office) throw new Error('the seeded CMS has no office');
  return office;
}

async function setOfficeHours(request: APIRequestContext, token: string, documentId: string, hours: string | null) {
  const response = await request.put(`${cmsUrl}/api/contacts/${documentId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { data: { Office_hours: hours } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function footerText(request: APIRequestContext): Promise<string> {
  const response = await request.get('/privacy-policy');
  expect(response.status()).toBe(200);
  const html = await response.text();
  return /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
}

test('an office edited in the CMS shows in the footer at the next page view, and again when restored', async ({ request }) => {
  const token = writeToken();
  const office = await firstOffice(request, token);
  const original = office.Office_hours;
  const edited = `Пн–Пт 9:00–20:00, проверка ${Date.now()}`;
  // The page's CMS answers are cached now (300 s), so only a notification can make the edit show.
  await footerText(request);
  try {
    await setOfficeHours(request, token, office.documentId, edited);
    await expect.poll(() => footerText(request), { timeout: 10_000, intervals: [250, 500, 1000] }).toContain(edited);
  } finally {
    await setOfficeHours(request, token, office.documentId, original);
  }
  await expect.poll(() => footerText(request), { timeout: 10_000, intervals: [250, 500, 1000] }).not.toContain(edited);
});

test('POST /api/revalidate refuses a caller without the shared secret', async ({ request }) => {
  const body = { event: 'entry.update', uid: 'api::project.project', model: 'project', entry: { Slug: 'x' } };
  expect((await request.post('/api/revalidate', { data: body })).status()).toBe(401);
  expect((await request.post('/api/revalidate', { data: body, headers: { Authorization: 'Bearer not-the-secret-at-all' } })).status()).toBe(401);
});

interface PageEntry {
  documentId: string;
  title: string;
  description: string;
}

test("a flats listing's own CMS Page entry gives its heading, intro and title, and an edit shows at once", async ({ page, request }) => {
  const token = writeToken();
  const path = '/kupit-2-komnatnuyu-kvartiru-ot-zastroishika';
  const found = await request.get(`${cmsUrl}/api/pages?filters[path][$eq]=${encodeURIComponent(path)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(found.status()).toBe(200);
  const entry = ((await found.json()) as { data: PageEntry[] }).data[0];
  if (!entry) throw new Error(`the seeded CMS has no Page entry for ${path}`);
  const setTexts = async (texts: Pick<PageEntry, 'title' | 'description'>) => {
    const response = await request.put(`${cmsUrl}/api/pages/${entry.documentId}`, { headers: { Authorization: `Bearer ${token}` }, data: { data: texts } });
    expect(response.status(), await response.text()).toBe(200);
  };
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);
  const edited = { title: `Двушки у парка ${Date.now()}`, description: 'Двухкомнатные квартиры с видом на парк.' };
  try {
    await setTexts(edited);
    await expect(async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited.title, { timeout: 500 });
    }).toPass({ timeout: 10_000, intervals: [250, 500, 1000] });
    await expect(page.locator('main').getByText(edited.description)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${edited.title}`));
  } finally {
    await setTexts({ title: entry.title, description: entry.description });
  }
});

interface FaqEntry {
  documentId: string;
  Answer: string | null;
}

test('an FAQ answer edited in the CMS shows on /faq at the next page view (the faqs tag), and again when restored', async ({ request }) => {
  const token = writeToken();
  const found = await request.get(`${cmsUrl}/api/faqs?sort=Sort:asc&pagination[pageSize]=1`, { headers: { Authorization: `Bearer ${token}` } });
  expect(found.status()).toBe(200);
  const faq = ((await found.json()) as { data: FaqEntry[] }).data[0];
  if (!faq) throw new Error('the seeded CMS has no FAQ item');
  const setAnswer = async (answer: string | null) => {
    const response = await request.put(`${cmsUrl}/api/faqs/${faq.documentId}`, { headers: { Authorization: `Bearer ${token}` }, data: { data: { Answer: answer } } });
    expect(response.status(), await response.text()).toBe(200);
  };
  const faqHtml = async () => {
    const response = await request.get('/faq');
    expect(response.status()).toBe(200);
    return response.text();
  };
  const edited = `Бронь бесплатная, проверка ${Date.now()}`;
  await faqHtml(); // cached now (300 s): only the notification can make the edit show
  try {
    await setAnswer(edited);
    await expect.poll(faqHtml, { timeout: 10_000, intervals: [250, 500, 1000] }).toContain(edited);
  } finally {
    await setAnswer(faq.Answer);
  }
  await expect.poll(faqHtml, { timeout: 10_000, intervals: [250, 500, 1000] }).not.toContain(edited);
});
