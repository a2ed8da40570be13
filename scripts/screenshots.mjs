// `npm run screenshots`: every page type of bench/pages.json (and /debug/ui) at a phone's
// 390 × 844 and a laptop's 1366 × 900, full page, in Debian's Chromium, to look at before a commit.
// Needs a running site (`npm start`). The files go to .data/screenshots/<label>/ (git-ignored):
// fonts and rendering differ between machines, so they are for eyes, not for pixel diffs.
//
//   --base-url <url>   the site (default http://localhost:3000)
//   --label <name>     the folder name (default: the current commit and the time)
//   --only <text>      only page types whose name or path contains this text
/* global window, document -- page.evaluate runs in the browser */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { fill, readPagesConfig, resolvePlaceholders } from '../bench/lib/page-types.mjs';
import { CHROMIUM, DATA_DIR, ROOT } from './lib/orchestrator.mjs';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
];

/** Pages that are not page types of the benchmark but are looked at all the same. */
const EXTRA_PAGES = [{ name: 'UI components', path: '/debug/ui' }];

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://localhost:3000' },
    label: { type: 'string' },
    only: { type: 'string' },
  },
});

function defaultLabel() {
  let commit = 'worktree';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  return `${commit}-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, '')}`;
}

const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const baseUrl = values['base-url'].replace(/\/$/, '');
const outDir = path.join(DATA_DIR, 'screenshots', values.label ?? defaultLabel());
mkdirSync(outDir, { recursive: true });

const placeholders = await resolvePlaceholders(baseUrl);
const pages = [...readPagesConfig().lighthouse, ...EXTRA_PAGES]
  .map((page) => ({ name: page.name, path: fill(page.path, placeholders) }))
  .filter((page) => !page.path.includes('{'))
  .filter((page) => !values.only || page.name.toLowerCase().includes(values.only.toLowerCase()) || page.path.includes(values.only));

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let failures = 0;
try {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: 'ru-RU' });
    const page = await context.newPage();
    for (const { name, path: pagePath } of pages) {
      const file = path.join(outDir, `${slug(name)}-${viewport.width}.png`);
      try {
        await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
        // Lazy images below the fold load as they are scrolled to; a full-page shot wants them all.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: file, fullPage: true });
        console.log(`${path.relative(ROOT, file)}  ${pagePath}`);
      } catch (error) {
        failures += 1;
        console.error(`${pagePath} at ${viewport.width} px: ${error.message}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
process.exit(failures === 0 ? 0 : 1);
