import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS, UNMATCHED_ROUTE, isRoutePattern, routePattern } from './routes';

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../app');

/** Every page of src/app as the pattern a visitor's path matches: route groups "(x)" drop out. */
function pagePatterns(dir: string, segments: string[] = []): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const isGroup = entry.name.startsWith('(') && entry.name.endsWith(')');
      found.push(...pagePatterns(path.join(dir, entry.name), isGroup ? segments : [...segments, entry.name]));
    } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
      found.push(`/${segments.join('/')}`);
    }
  }
  return found;
}

describe('route patterns of real-user metrics', () => {
  it('lists exactly the pages of the app, so a new page is reported under its own pattern', () => {
    expect([...new Set(pagePatterns(APP_DIR))].sort()).toEqual([...ROUTE_PATTERNS].sort());
  });

  it('turns a visited path into its pattern, never keeping the id', () => {
    expect(routePattern('/')).toBe('/');
    expect(routePattern('/our-projects')).toBe('/our-projects');
    expect(routePattern('/our-projects/')).toBe('/our-projects');
    expect(routePattern('/our-projects/zhk-severnoe-siyanie')).toBe('/our-projects/[id]');
    expect(routePattern('/our-projects/12345/test')).toBe('/our-projects/[id]/test');
    expect(routePattern('/seo/kvartiry-v-krasnodare')).toBe('/seo/[id]');
  });

  it('reports a flats listing by room count under the page its address is rewritten to', () => {
    expect(routePattern('/kupit-2-komnatnuyu-kvartiru-ot-zastroishika')).toBe('/kvartiry/[rooms]');
    expect(routePattern('/kupit-0-komnatnuyu-kvartiru-ot-zastroishika/')).toBe('/kvartiry/[rooms]');
    expect(routePattern('/kupit-2-komnatnuyu-kvartiru')).toBe(UNMATCHED_ROUTE);
  });

  it('prefers a static page to a dynamic one, as the router does', () => {
    expect(routePattern('/test')).toBe('/test');
    expect(routePattern('/privacy-policy')).toBe('/privacy-policy');
  });

  it('reports any other path as the 404 screen rather than the path itself', () => {
    expect(routePattern('/ivan-petrov/+79001234567')).toBe(UNMATCHED_ROUTE);
    expect(routePattern('/our-projects/a/b/c')).toBe(UNMATCHED_ROUTE);
    expect(isRoutePattern('/our-projects/zhk-x')).toBe(false);
    expect(isRoutePattern('/our-projects/[id]')).toBe(true);
  });
});
