// System check against a running CMS (CMS_URL, the test stack's under `npm test`): the demo admin
// logs in and sees its interface in Russian, and the content-manager serves the edit views with the
// Russian labels and the page-ordered layouts of src/admin-labels (the same configuration the admin
// panel renders). Fails, never skips, when CMS_URL is missing. Logs in once: Strapi rate-limits the
// admin login per address (the e2e preview spec logs in to the same CMS too).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const CMS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const base = process.env.CMS_URL;
const email = process.env.CMS_ADMIN_EMAIL ?? 'admin@novostroy.local';
const password = process.env.CMS_ADMIN_PASSWORD ?? 'Novostroy-Demo-2026';
const labels = (file) => JSON.parse(readFileSync(path.join(CMS, 'src/admin-labels', file), 'utf8'));

let token;
async function admin(route, init = {}) {
  const response = await fetch(`${base}${route}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
    signal: AbortSignal.timeout(15_000),
  });
  const body = await response.json().catch(() => null);
  assert.equal(response.status, 200, `${route} answered ${response.status}: ${JSON.stringify(body)?.slice(0, 300)}`);
  return body.data;
}

/** The configuration as the admin panel receives it matches the label source. */
function assertMatchesSource(configuration, source) {
  for (const [name, text] of Object.entries(source.fields)) {
    const meta = configuration.metadatas[name];
    assert.ok(meta, `${source.uid}: no metadata for ${name}`);
    assert.equal(meta.edit.label, text.label, `${source.uid}.${name}: edit label`);
    assert.equal(meta.edit.description, text.description, `${source.uid}.${name}: description`);
    assert.equal(meta.list.label, text.label, `${source.uid}.${name}: list label`);
  }
  assert.deepEqual(
    configuration.layouts.edit.map((row) => row.map((field) => field.name)),
    source.edit,
    `${source.uid}: the edit rows are in page order`,
  );
  if (source.list) assert.deepEqual(configuration.layouts.list, source.list, `${source.uid}: list columns`);
  if (source.mainField) assert.equal(configuration.settings.mainField, source.mainField, `${source.uid}: main field`);
}

describe('the CMS admin in Russian', () => {
  before(async () => {
    assert.ok(base, 'CMS_URL is not set: this check needs a running CMS');
    const login = await admin('/admin/login', { method: 'POST', body: JSON.stringify({ email, password }) });
    token = login.token;
    assert.ok(token, 'the demo admin could not log in');
  });

  test('the demo admin\'s interface language is Russian', async () => {
    const me = await admin('/admin/users/me');
    assert.equal(me.preferedLanguage, 'ru');
  });

  test('the project edit view: Russian labels, descriptions and the page order', async () => {
    const source = labels('content-types/project.json');
    const { contentType, components } = await admin(`/content-manager/content-types/${source.uid}/configuration`);
    assertMatchesSource(contentType, source);
    assert.equal(contentType.metadatas.Text_about_yard.edit.label, 'Двор: текст');
    // The page order: title and address first, the yard after the entrance, SEO last.
    const order = contentType.layouts.edit.flat().map((field) => field.name);
    assert.equal(order[0], 'Project_Title');
    assert.ok(order.indexOf('Text_about_entrance') < order.indexOf('Text_about_yard'));
    assert.ok(order.indexOf('Text_about_yard') < order.indexOf('Developer_name'));
    assert.equal(order.at(-1), 'seo_description');
    // The components inside the project edit view come with their Russian labels too.
    assertMatchesSource(components['project.map-point'], labels('components/project.map-point.json'));
    assertMatchesSource(components['project.advantage'], labels('components/project.advantage.json'));
  });

  test('the news and about-company edit views follow their pages', async () => {
    const news = labels('content-types/news-item.json');
    assertMatchesSource((await admin(`/content-manager/content-types/${news.uid}/configuration`)).contentType, news);
    const about = labels('content-types/about-company.json');
    const { contentType, components } = await admin(`/content-manager/content-types/${about.uid}/configuration`);
    assertMatchesSource(contentType, about);
    assertMatchesSource(components['company.history-item'], labels('components/company.history-item.json'));
  });

  test('a component\'s own configuration carries its labels', async () => {
    const source = labels('components/shared.seo.json');
    const { component } = await admin(`/content-manager/components/${source.uid}/configuration`);
    assertMatchesSource(component, source);
  });
});
