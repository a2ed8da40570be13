// The company's pages end to end against the live CMS: /about-company (team, history, the videos
// that load only on a press, the presentation, Organization JSON-LD), /contacts (tel: links, the
// map's list, the offices in the Organization JSON-LD), /faq (topics, /faq#<question> opens that answer, FAQPage
// JSON-LD) and /tenders (status, dates, PDFs, a participation request reaching the CRM inbox with
// the tender's number). Each page without the CMS (@cms-down) still answers.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { cms } from './cms';
import { trackHydration } from './hydration';

const salesUrl = process.env.E2E_SALES_DATA_URL ?? 'http://127.0.0.1:4011';

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
}

const ofType = (blocks: Array<Record<string, unknown>>, type: string) => blocks.filter((block) => block['@type'] === type);

test.describe('about the company', () => {
  test('the story, the team by Sort_3, the history by year, the general contractor and the presentation', async ({ page, request }) => {
    const about = await cms<{ Title: string; workers: Array<{ name: string; Sort_3: number }>; Company_history: Array<{ Year: number }> }>(request, '/api/about-companies');
    const response = await page.goto('/about-company');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: about.Title })).toBeVisible();
    await expect(page).toHaveTitle(/О компании/);

    const team = page.getByRole('region', { name: 'Команда' });
    const expectedTeam = [...about.workers].sort((a, b) => a.Sort_3 - b.Sort_3).map((worker) => worker.name);
    await expect(team.locator('figcaption > span:first-child')).toHaveText(expectedTeam);

    const years = await page.getByRole('region', { name: 'История компании' }).locator('time').allTextContents();
    expect(years).toEqual(about.Company_history.map((item) => String(item.Year)).sort());

    const presentation = page.getByRole('link', { name: /Скачать презентацию \(PDF, \d+ КБ\)/ });
    await expect(presentation).toHaveAttribute('href', /\.pdf$/);
    const pdf = await request.get((await presentation.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);

    const blocks = await jsonLd(page);
    const aboutPage = ofType(blocks, 'AboutPage')[0] as { mainEntity: { '@type': string; employee: unknown[]; foundingDate: string } };
    expect(aboutPage.mainEntity).toMatchObject({ '@type': 'Organization', foundingDate: String(Math.min(...about.Company_history.map((item) => item.Year))) });
    expect(aboutPage.mainEntity.employee).toHaveLength(about.workers.length);
    expect(ofType(blocks, 'BreadcrumbList')).toHaveLength(1);
    expect(ofType(blocks, 'Organization')).toHaveLength(1); // the site-wide one of the root layout
    await expectNoAxeViolations(page);
  });

  test('a video loads nothing before its button is pressed, then plays the CMS file with the poster gone', async ({ page }) => {
    const media: string[] = [];
    page.on('request', (request) => {
      if (/\.(mp4|webm)(\?|$)/.test(request.url()) || /rutube|youtube|vk\.com/.test(request.url())) media.push(request.url());
    });
    await page.goto('/about-company');
    const play = page.getByRole('button', { name: 'Смотреть видео: Видео о генеральном подрядчике' });
    await play.scrollIntoViewIfNeeded();
    await expect(page.locator('video, iframe')).toHaveCount(0);
    expect(media).toEqual([]);
    await play.click();
    const video = page.locator('video');
    await expect(video).toHaveCount(1);
    await expect(video).toBeFocused();
    await expect(video.locator('source')).toHaveAttribute('src', /\.mp4$/);
    await expect(play).toHaveCount(0);
  });
});

test.describe('contacts', () => {
  test('every office with its hours, a tel: link in +7 form, a place in the map list and its own JSON-LD', async ({ page, request }) => {
    const offices = await cms<Array<{ Office_info: string; Office_hours: string; Office_address: string; Phone: string }>>(request, '/api/contacts');
    const response = await page.goto('/contacts');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const list = page.getByRole('region', { name: 'Офисы продаж', exact: true });
    for (const office of offices) {
      const card = list.getByRole('article', { name: office.Office_info });
      await expect(card).toContainText(office.Office_address);
      await expect(card).toContainText(office.Office_hours);
      const digits = office.Phone.replace(/\D/g, '').slice(-10);
      await expect(card.getByRole('link', { name: `Позвонить: ${office.Phone}` })).toHaveAttribute('href', `tel:+7${digits}`);
    }
    // The map's own list names every office (the points keyboards and screen readers use).
    for (const office of offices) await expect(page.getByRole('region', { name: 'Офисы продаж на карте' }).getByRole('link', { name: office.Office_info })).toBeVisible();
    // Two offices or more are numbered in the cards' order, and each office's place on the map carries its card's number
    // (their first letters, the map's default, would all be «О»).
    expect(offices.length).toBeGreaterThan(1);
    const cards = list.getByRole('article');
    const mapList = page.getByRole('list', { name: 'Офисы продаж на карте: список' }).getByRole('listitem');
    for (let index = 0; index < offices.length; index++) {
      const number = String(index + 1);
      const heading = cards.nth(index).getByRole('heading', { level: 3 });
      await expect(heading.locator('[aria-hidden="true"]')).toHaveText(number);
      const name = (await heading.textContent())?.slice(number.length) ?? '';
      await expect(mapList.filter({ has: page.getByRole('link', { name, exact: true }) })).toHaveText(new RegExp(`^${number}\\D`));
    }

    // The offices are departments of the company's Organization node (the root layout's @id).
    const organizations = ofType(await jsonLd(page), 'Organization');
    const withOffices = organizations.find((block) => Array.isArray(block.department));
    expect(withOffices?.['@id']).toBe(organizations.find((block) => !block.department)?.['@id']);
    const agents = withOffices?.department as Array<{ '@type': string; name: string; telephone: string; openingHours?: string[]; geo?: { latitude: number } }>;
    expect(new Set(agents.map((agent) => agent['@type']))).toEqual(new Set(['RealEstateAgent']));
    expect(agents.map((agent) => agent.name).sort()).toEqual(offices.map((office) => office.Office_info).sort());
    for (const agent of agents) {
      expect(agent.telephone).toMatch(/^\+7\d{10}$/);
      expect(agent.openingHours?.length).toBeGreaterThan(0);
      expect(agent.geo?.latitude).toBeGreaterThan(40);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('questions and answers', () => {
  test('topics in the editors order, FAQPage JSON-LD, and /faq#<question> opens that answer', async ({ page, request, browser }) => {
    const faqs = await cms<Array<{ Question: string; Category: string; Sort: number }>>(request, '/api/faqs?sort[0]=Sort:asc');
    await page.goto('/faq');
    const topics = [...new Set(faqs.map((item) => item.Category))];
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).filter({ hasNotText: 'Не нашли ответа?' })).toHaveText(topics);
    await expect(page.locator('details summary h3')).toHaveText(faqs.map((item) => item.Question));
    const faqPage = ofType(await jsonLd(page), 'FAQPage')[0] as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(faqPage.mainEntity.map((question) => question.name)).toEqual(faqs.map((item) => item.Question));
    expect(faqPage.mainEntity.every((question) => question.acceptedAnswer.text.length > 0)).toBe(true);
    await expectNoAxeViolations(page);

    // A shared link to the last answer: opened on arrival and in view; the others stay closed.
    const details = page.locator('details');
    const last = faqs.length - 1;
    const anchor = (await details.nth(last).getAttribute('id'))!;
    expect(anchor).toMatch(/^[a-z0-9-]+$/);
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`/faq#${anchor}`);
    const target = visitor.locator(`details#${anchor}`);
    await expect(target).toHaveJSProperty('open', true);
    await expect(target.locator('summary')).toBeInViewport();
    await expect(visitor.locator('details').first()).toHaveJSProperty('open', false);

    // The hash changing on the page (a topic link, a pasted link) opens that answer too.
    const second = (await visitor.locator('details').nth(1).getAttribute('id'))!;
    await visitor.evaluate((id) => {
      window.location.hash = id;
    }, second);
    await expect(visitor.locator(`details#${second}`)).toHaveJSProperty('open', true);
    await expect(visitor.locator(`details#${second} summary`)).toBeInViewport();
    await visitor.close();
  });
});

interface InboxLead {
  name: string;
  form: string;
  phone: string;
  comment?: string;
  page_url?: string;
}

async function inboxLead(page: Page, name: string): Promise<InboxLead | undefined> {
  const response = await page.request.get(`${salesUrl}/api/amo-crm/leads?limit=50`, { headers: { Authorization: `Bearer ${process.env.SALES_DATA_TOKEN}` } });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: InboxLead[] };
  return data.find((lead) => lead.name === name);
}

test.describe('tenders', () => {
  test('open tenders first with their dates and PDFs; a request about one reaches the CRM inbox with its number', async ({ page, request }) => {
    const tenders = await cms<Array<{ Number: string; Status: string; Date_end: string | null }>>(request, '/api/tenders');
    // Open: the CMS says so and the last day has not passed in Krasnodar (UTC+3).
    const today = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const open = tenders.filter((tender) => tender.Status === 'open' && (tender.Date_end ?? today) >= today);
    expect(open.length).toBeGreaterThan(0);
    // «Подать заявку» moves focus only once the page has hydrated (a press before is the browser's own navigation).
    const hydrated = await trackHydration(page);
    await page.goto('/tenders');
    await hydrated();
    const openSection = page.getByRole('region', { name: 'Открытые тендеры' });
    await expect(openSection.getByRole('article')).toHaveCount(open.length);
    await expect(openSection.getByText('Приём заявок')).toHaveCount(open.length);
    await expect(page.getByRole('region', { name: 'Завершённые и отменённые' }).getByRole('article')).toHaveCount(tenders.length - open.length);
    // Dates the Russian way, documents as PDF links with their size.
    await expect(openSection.locator('time').first()).toHaveText(/^\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4}$/);
    const pdf = openSection.getByRole('link', { name: /\(PDF, \d+ КБ\)$/ }).first();
    await expect(pdf).toHaveAttribute('href', /\.pdf$/);
    await expectNoAxeViolations(page);

    const first = openSection.getByRole('article').first();
    const number = (await first.locator('span', { hasText: /^№ / }).textContent())!.replace('№ ', '');
    await first.getByRole('link', { name: `Подать заявку на тендер ${number}` }).click();
    await expect(page).toHaveURL(new RegExp(`tender=${encodeURIComponent(number)}#tender-request$`));
    // Focus follows the scroll to the form's heading, not left on the link far above.
    await expect(page.getByRole('heading', { level: 2, name: `Заявка на участие в тендере ${number}` })).toBeFocused();

    const name = `Подрядчик E2E ${Date.now()}`;
    const form = page.locator('form[data-form="question"]');
    await expect(form).toBeVisible();
    await form.getByLabel('Ваше имя').fill(name);
    await form.getByLabel('Телефон').pressSequentially('9184445566');
    await form.getByLabel('Компания, номер тендера и ваше предложение').fill('ООО «Лифтстрой», готовы поставить оборудование в срок.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByRole('dialog', { name: 'Спасибо! Заявка отправлена' })).toBeVisible();
    await expect.poll(() => inboxLead(page, name), { timeout: 20_000 }).toMatchObject({ form: 'question', phone: '+79184445566', comment: 'ООО «Лифтстрой», готовы поставить оборудование в срок.' });
    const lead = (await inboxLead(page, name))!;
    expect(decodeURIComponent(lead.page_url ?? '')).toContain(`/tenders?tender=${number}`);
  });

  test('from the keyboard, «Подать заявку» leads on to the form: the next Tab is its first field', async ({ page }) => {
    const hydrated = await trackHydration(page);
    await page.goto('/tenders');
    await hydrated();
    const apply = page.getByRole('region', { name: 'Открытые тендеры' }).getByRole('link', { name: /^Подать заявку на тендер / }).last();
    const number = (await apply.getAttribute('aria-label'))!.replace('Подать заявку на тендер ', '');
    await apply.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: `Заявка на участие в тендере ${number}` });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.locator('form[data-form="question"]')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('form[data-form="question"]').getByLabel('Ваше имя')).toBeFocused();
  });
});

for (const [path, heading] of [
  ['/about-company', /О компании/],
  ['/contacts', /Контакты/],
  ['/faq', /Вопросы и ответы/],
  ['/tenders', /Тендеры/],
] as const) {
  test(`${path} still answers when the CMS is down @cms-down`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}
