// The page types of bench/pages.json with their placeholders filled from a running site:
// {complexSlug} is the first demo complex, {seoPath} the first /seo/ page of the pages sitemap. Shared
// by the benchmark and `npm run screenshots`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function readPagesConfig() {
  return JSON.parse(readFileSync(path.join(ROOT, 'bench', 'pages.json'), 'utf8'));
}

/** The values of the placeholders, asked of the site at `baseUrl`. */
export async function resolvePlaceholders(baseUrl) {
  const complexes = JSON.parse(readFileSync(path.join(ROOT, 'data', 'demo', 'complexes.json'), 'utf8')).complexes;
  const sitemap = await (await fetch(`${baseUrl}/sitemaps/pages.xml`)).text();
  const seo = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).find((p) => p.startsWith('/seo/'));
  return { complexSlug: complexes[0].slug, seoPath: seo ?? null };
}

export const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, name) => values[name] ?? `{${name}}`);
