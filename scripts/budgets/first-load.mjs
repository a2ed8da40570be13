// First-load JavaScript per route of a Next.js (App Router, Turbopack) build, measured from the
// build output alone, and compared with per-route budgets. No server, no browser: only the
// manifests and chunk files that `next build` writes into `.next`.
//
// Which scripts a page's HTML carries (checked against the served HTML of `next start`):
//   - build-manifest.json `rootMainFiles`: the runtime every page loads;
//   - for every client component the route's server tree references, the chunk list the route's
//     client reference manifest gives it (`clientModules[*].chunks`); React writes these as
//     <script async> when the component shows up in the page's payload;
//   - the `entryJSFiles` of the route's layouts, page and error/loading/template boundaries,
//     which Next adds as <script async> itself. The not-found/forbidden/unauthorized entries are
//     left out: Next renders those boundaries into the payload, so their components arrive through
//     the chunk lists above, not through the entry's own list (the root not-found's entry is a
//     separate copy loaded only on a real 404, the `/_not-found` route).
// `polyfillFiles` are <script nomodule>: browsers that run modules never download them, so they
// are reported once, apart from the routes.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

/** gzip level used for every size: 9, the highest, as a CDN compressing static files once would. */
export const GZIP_LEVEL = 9;

const BOUNDARY_CONVENTIONS = new Set(['not-found', 'forbidden', 'unauthorized']);

/** @param {string} file */
export function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: GZIP_LEVEL }).byteLength;
}

/**
 * Reads a `page_client-reference-manifest.js` (a script that assigns to globalThis.__RSC_MANIFEST)
 * in a sandbox, so it cannot touch this process.
 * @param {string} file
 * @param {string} appPath e.g. "/(default)/our-projects/[id]/page"
 */
export function readClientReferenceManifest(file, appPath) {
  const sandbox = /** @type {{ __RSC_MANIFEST?: Record<string, any> }} */ ({});
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file, timeout: 1000 });
  const manifests = sandbox.__RSC_MANIFEST ?? {};
  const manifest = manifests[appPath];
  if (!manifest) throw new Error(`${file} has no client reference manifest for ${appPath}`);
  return manifest;
}

/** "/_next/static/chunks/a.js" and "static/chunks/a.js" both name .next/static/chunks/a.js. */
const distRelative = (chunk) => chunk.replace(/^\/?_next\//, '').replace(/^\//, '');

/**
 * The set of JS files (relative to the dist dir) a route loads on first load.
 * @param {{ rootMainFiles: string[] }} buildManifest
 * @param {{ clientModules?: Record<string, { chunks: string[], async?: boolean }>, entryJSFiles?: Record<string, string[]> }} clientManifest
 */
export function firstLoadFiles(buildManifest, clientManifest) {
  const files = new Set((buildManifest.rootMainFiles ?? []).map(distRelative));
  for (const reference of Object.values(clientManifest.clientModules ?? {})) {
    // An async reference is loaded when the component is first rendered, not with the page.
    if (reference.async) continue;
    for (const chunk of reference.chunks) files.add(distRelative(chunk));
  }
  for (const [segment, chunks] of Object.entries(clientManifest.entryJSFiles ?? {})) {
    if (BOUNDARY_CONVENTIONS.has(segment.split('/').at(-1) ?? '')) continue;
    for (const chunk of chunks) files.add(distRelative(chunk));
  }
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/**
 * Measures every page route of the build in `distDir` (the `.next` folder).
 * @param {string} distDir
 * @param {{ sizeOf?: (file: string) => number }} [options]
 * @returns {{ routes: Array<{ route: string, bytes: number, files: Array<{ file: string, bytes: number }> }>, polyfills: { bytes: number, files: string[] } }}
 */
/**
 * Patches of APIs that every browser Next supports (Chrome 111, Firefox 111, Safari 16.4) already
 * has, as minified code writes them (`Object.hasOwn||(…)`, `String.prototype.trimStart=…`). Next's
 * own polyfill module carries these; apps/web aliases it away (next.config.ts).
 */
const LEGACY_POLYFILL = /\b(?:Array\.prototype\.(?:at|flat|flatMap)|Object\.(?:hasOwn|fromEntries)|Promise\.prototype\.finally|String\.prototype\.trim(?:Start|End))(?:\s*\|\||=(?!=))/g;

/** The legacy patches in a script's text, each named once (empty when there are none). */
export function legacyPolyfills(text) {
  return [...new Set([...text.matchAll(LEGACY_POLYFILL)].map((match) => match[0].replace(/\s*(\|\||=)$/, '')))].sort();
}

export function measureBuild(distDir, { sizeOf = gzipSize } = {}) {
  const buildManifestFile = path.join(distDir, 'build-manifest.json');
  const routesFile = path.join(distDir, 'app-path-routes-manifest.json');
  for (const file of [buildManifestFile, routesFile]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run the production build first (npm run build -w @novostroy/web)`);
  }
  const buildManifest = JSON.parse(readFileSync(buildManifestFile, 'utf8'));
  const appPaths = /** @type {Record<string, string>} */ (JSON.parse(readFileSync(routesFile, 'utf8')));
  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) sizes.set(file, sizeOf(path.join(distDir, file)));
    return sizes.get(file);
  };

  const routes = [];
  for (const [appPath, route] of Object.entries(appPaths)) {
    if (!appPath.endsWith('/page')) continue; // route handlers (API, sitemap) load no JavaScript
    const manifestFile = path.join(distDir, 'server', 'app', `${appPath}_client-reference-manifest.js`);
    if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing for route ${route}`);
    const files = firstLoadFiles(buildManifest, readClientReferenceManifest(manifestFile, appPath)).map((file) => ({ file, bytes: size(file) }));
    routes.push({ route, bytes: files.reduce((sum, f) => sum + f.bytes, 0), files });
  }
  routes.sort((a, b) => a.route.localeCompare(b.route));
  const polyfillFiles = (buildManifest.polyfillFiles ?? []).map(distRelative).filter((f) => f.endsWith('.js'));
  // The scripts every page loads, checked for polyfills that no supported browser needs.
  const legacy = (buildManifest.rootMainFiles ?? [])
    .map(distRelative)
    .map((file) => ({ file, apis: legacyPolyfills(readFileSync(path.join(distDir, file), 'utf8')) }))
    .filter(({ apis }) => apis.length > 0);
  return { routes, polyfills: { bytes: polyfillFiles.reduce((sum, f) => sum + size(f), 0), files: polyfillFiles }, legacy };
}

/**
 * The budget of a route: an exact entry, else the most specific `*` pattern (longest pattern
 * text wins), else the default. `*` matches any run of characters, "/" included.
 * @param {string} route
 * @param {{ default: number, routes?: Record<string, number> }} budgets
 */
export function budgetFor(route, budgets) {
  const entries = Object.entries(budgets.routes ?? {});
  const exact = entries.find(([pattern]) => pattern === route);
  if (exact) return { budget: exact[1], rule: exact[0] };
  const matching = entries
    .filter(([pattern]) => pattern.includes('*') && patternToRegExp(pattern).test(route))
    .sort((a, b) => b[0].length - a[0].length);
  if (matching[0]) return { budget: matching[0][1], rule: matching[0][0] };
  return { budget: budgets.default, rule: 'default' };
}

function patternToRegExp(pattern) {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/**
 * @typedef {{ default: number, routes: Record<string, number> }} Limits
 * @typedef {Limits & { goals?: Limits }} Budgets
 */

/**
 * Checks the budgets file's shape, so a typo fails loudly instead of silently using the default.
 * `goals` (optional, same shape) are targets shown as a gap; only budgets fail the check.
 * @param {unknown} value
 * @returns {Budgets}
 */
export function parseBudgets(value) {
  const limits = parseLimits(value, 'budgets');
  const goals = /** @type {any} */ (value).goals;
  return goals === undefined ? limits : { ...limits, goals: parseLimits(goals, 'budgets: goals') };
}

/** @returns {Limits} */
function parseLimits(value, label) {
  const isBytes = (n) => Number.isInteger(n) && n > 0;
  if (typeof value !== 'object' || value === null) throw new Error(`${label}: expected a JSON object`);
  const { default: fallback, routes = {} } = /** @type {any} */ (value);
  if (!isBytes(fallback)) throw new Error(`${label}: "default" must be a positive whole number of bytes`);
  if (typeof routes !== 'object' || routes === null) throw new Error(`${label}: "routes" must be an object`);
  for (const [route, bytes] of Object.entries(routes)) {
    if (!route.startsWith('/')) throw new Error(`${label}: route "${route}" must start with "/"`);
    if (!isBytes(bytes)) throw new Error(`${label}: the budget of "${route}" must be a positive whole number of bytes`);
  }
  return { default: fallback, routes };
}

/**
 * Compares measured routes with their budgets (and, when given, their goals).
 * @param {Array<{ route: string, bytes: number }>} routes
 * @param {{ default: number, routes?: Record<string, number>, goals?: { default: number, routes?: Record<string, number> } }} budgets
 */
export function checkBudgets(routes, budgets) {
  const results = routes.map(({ route, bytes }) => {
    const { budget, rule } = budgetFor(route, budgets);
    const goal = budgets.goals ? budgetFor(route, budgets.goals).budget : null;
    return { route, bytes, budget, rule, headroom: budget - bytes, ok: bytes <= budget, goal, gap: goal === null ? null : Math.max(0, bytes - goal) };
  });
  return { results, over: results.filter((r) => !r.ok), ok: results.every((r) => r.ok) };
}

/** 12345 -> "12.3 KB" (1 KB = 1000 bytes, as `next build` prints sizes). */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * The human report: one line per route, then every route over budget.
 * @param {ReturnType<typeof checkBudgets>} check
 */
export function formatReport(check) {
  const width = Math.max(5, ...check.results.map((r) => r.route.length));
  const goals = check.results.some((r) => r.goal !== null);
  const goalColumns = (goal, gap) => (goals ? `  ${goal.padStart(9)}  ${gap.padStart(9)}` : '');
  const lines = [`${'route'.padEnd(width)}  ${'size'.padStart(9)}  ${'budget'.padStart(9)}  ${'headroom'.padStart(9)}${goalColumns('goal', 'to goal')}`];
  for (const r of check.results) {
    const goal = r.goal === null ? goalColumns('-', '-') : goalColumns(kb(r.goal), r.gap ? kb(r.gap) : 'met');
    lines.push(`${r.route.padEnd(width)}  ${kb(r.bytes).padStart(9)}  ${kb(r.budget).padStart(9)}  ${kb(r.headroom).padStart(9)}${goal}${r.ok ? '' : '  OVER BUDGET'}`);
  }
  if (check.over.length) {
    lines.push('', `${check.over.length} route(s) over budget (first-load JS, gzip level ${GZIP_LEVEL}):`);
    for (const r of check.over) lines.push(`  ${r.route}: ${r.bytes} bytes (${kb(r.bytes)}) > budget ${r.budget} bytes (${kb(r.budget)}) [${r.rule}]`);
  }
  return lines.join('\n');
}
