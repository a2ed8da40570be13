// No upstream token or CRM credential may reach a browser: neither in served HTML nor in any
// client bundle file. The amoCRM token belongs to sales-data alone; web never holds it.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

function upstreamTokens(): string[] {
  const tokens = [process.env.SALES_DATA_TOKEN ?? '', process.env.AMOCRM_ACCESS_TOKEN ?? ''];
  const file = process.env.CMS_API_TOKEN_FILE;
  if (file) tokens.push(readFileSync(file, 'utf8').trim());
  return tokens.filter((t) => t.length >= 16);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test('the upstream tokens and the CRM token are known to the test', () => {
  expect(upstreamTokens()).toHaveLength(3);
});

test('no upstream token in the HTML of the pages', async ({ request }) => {
  const firstSlug = await request
    .get('/our-projects')
    .then((r) => r.text())
    .then((html) => /href="\/our-projects\/([a-z0-9-]+)"/.exec(html)?.[1]);
  expect(firstSlug).toBeTruthy();
  for (const url of ['/', '/our-projects', `/our-projects/${firstSlug}`, '/privacy-policy', '/this-page-does-not-exist']) {
    const html = await (await request.get(url)).text();
    for (const token of upstreamTokens()) expect(html.includes(token), `token found in ${url}`).toBe(false);
  }
});

test('no upstream token in any browser bundle file', () => {
  const staticDir = path.join(process.env.WEB_DIST_DIR ?? 'apps/web/.next', 'static');
  const files = filesUnder(staticDir);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const token of upstreamTokens()) expect(text.includes(token), `token found in ${file}`).toBe(false);
  }
});
