// Cuts the site's preloaded font files out of @fontsource-variable/manrope, into
// apps/web/src/ui/fonts/ (committed; run `node scripts/fonts/subset.mjs` again after updating the
// package or the ranges in ranges.mjs, then copy the printed ranges of the rest faces into
// apps/web/src/ui/fonts.ts, whose test compares them):
// - manrope-cyrillic-core-wght.woff2 and manrope-latin-core-wght.woff2: the characters of
//   CORE_RANGES, preloaded on every page;
// - manrope-ruble-wght.woff2: the rouble sign (U+20BD) from the latin-ext file, so prices need
//   neither that 15 KB file nor a system font's ₽.
// The weight axis and every layout feature (kerning, tabular figures) are kept.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { CORE_RANGES, codePoints, restRange } from './ranges.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const fontsource = (file) =>
  readFileSync(require.resolve(`@fontsource-variable/manrope/files/${file}`, { paths: [path.join(ROOT, 'apps/web')] }));
const text = (range) => String.fromCodePoint(...codePoints(range));

/** The three cuts as the installed package gives them: file name (in apps/web/src/ui/fonts/), bytes, source size. */
export async function cutFonts() {
  const cuts = [
    { target: 'manrope-cyrillic-core-wght.woff2', source: 'manrope-cyrillic-wght-normal.woff2', characters: text(CORE_RANGES.cyrillic) },
    { target: 'manrope-latin-core-wght.woff2', source: 'manrope-latin-wght-normal.woff2', characters: text(CORE_RANGES.latin) },
    { target: 'manrope-ruble-wght.woff2', source: 'manrope-latin-ext-wght-normal.woff2', characters: '₽' },
  ];
  const out = [];
  for (const { target, source, characters } of cuts) {
    const original = fontsource(source);
    out.push({ target, source, sourceBytes: original.length, bytes: await subsetFont(original, characters, { targetFormat: 'woff2' }) });
  }
  return out;
}

export const FONTS_DIR = path.join(ROOT, 'apps/web/src/ui/fonts');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { target, source, sourceBytes, bytes } of await cutFonts()) {
    const file = path.join(FONTS_DIR, target);
    writeFileSync(file, bytes);
    console.log(`${path.relative(ROOT, file)}: ${bytes.length} bytes (${source}: ${sourceBytes})`);
  }
  console.log(`\nunicode-range of the Cyrillic rest face: ${restRange('cyrillic')}`);
  console.log(`unicode-range of the Latin rest face: ${restRange('latin')}`);
}
