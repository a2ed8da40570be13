// Cuts the rouble sign (₽, U+20BD) out of Manrope's latin-ext file into a 1 KB variable woff2,
// apps/web/src/ui/fonts/manrope-ruble-wght.woff2, so prices need neither the 15 KB latin-ext file
// nor a system font's ₽. The output is committed; run `node scripts/fonts/ruble-subset.mjs` again
// after updating @fontsource-variable/manrope.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2', { paths: [path.join(ROOT, 'apps/web')] });
const target = path.join(ROOT, 'apps/web/src/ui/fonts/manrope-ruble-wght.woff2');

// The weight axis is kept: the sign follows the weight of the price around it.
const subset = await subsetFont(readFileSync(source), '₽', { targetFormat: 'woff2' });
writeFileSync(target, subset);
console.log(`${path.relative(ROOT, target)}: ${subset.length} bytes`);
