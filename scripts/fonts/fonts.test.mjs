// The site's font faces (apps/web/src/ui/fonts.ts) against the cuts this folder makes: together the
// faces of each script cover exactly Fontsource's range, the preloaded cut holds what its face
// claims, and the committed files are what the script makes from the installed package.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { CORE_RANGES, FONTSOURCE_RANGES, codePoints, restRange, unicodeRange } from './ranges.mjs';
import { FONTS_DIR, cutFonts } from './subset.mjs';

const require = createRequire(import.meta.url);
const fontsTs = readFileSync(path.join(FONTS_DIR, '..', 'fonts.ts'), 'utf8');

/** The unicode-range literal of the face whose `variable` is `name` in fonts.ts. */
function faceRange(name) {
  const call = fontsTs.split('localFont(').find((part) => part.includes(`variable: '${name}'`));
  assert.ok(call, `fonts.ts has a face with variable ${name}`);
  const match = /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(call);
  assert.ok(match, `the face ${name} has a unicode-range`);
  return match[1];
}

describe('unicode-range arithmetic', () => {
  it('reads ranges and writes runs back', () => {
    assert.deepEqual(codePoints('U+0041, U+0400-0402'), [0x41, 0x400, 0x401, 0x402]);
    assert.equal(unicodeRange([0x402, 0x400, 0x401, 0x41, 0x2116]), 'U+0041, U+0400-0402, U+2116');
    assert.throws(() => codePoints('U+0402-0400'), /backwards/);
    assert.throws(() => codePoints('0041'), /not a unicode-range/);
  });
});

describe('font faces', () => {
  const fontsourceRanges = JSON.parse(readFileSync(require.resolve('@fontsource-variable/manrope/unicode.json', { paths: [path.join(FONTS_DIR, '..', '..', '..')] }), 'utf8'));
  for (const script of ['cyrillic', 'latin']) {
    it(`${script}: the preloaded cut and the rest face cover Fontsource's range once, no character twice or lost`, () => {
      assert.deepEqual(codePoints(FONTSOURCE_RANGES[script]), codePoints(fontsourceRanges[script]));
      const core = codePoints(faceRange(`--font-manrope-${script}`));
      const rest = codePoints(faceRange(`--font-manrope-${script}-rest`));
      assert.deepEqual(core, codePoints(CORE_RANGES[script]));
      assert.deepEqual(rest, codePoints(restRange(script)));
      assert.deepEqual([...core, ...rest].sort((a, b) => a - b), codePoints(FONTSOURCE_RANGES[script]));
    });
  }

  it('Russian text, prices and their punctuation need only the preloaded cuts', () => {
    const core = new Set([...codePoints(CORE_RANGES.cyrillic), ...codePoints(CORE_RANGES.latin)]);
    const sample = 'Ёлочный ЖК «Северное сияние» — 2-комнатная квартира № 57, 64,2 м², 1 234 567 ₽… info@novostroy.ru';
    const missing = [...sample].filter((character) => character !== '₽' && !core.has(character.codePointAt(0)));
    assert.deepEqual(missing, []);
  });

  it('the committed cuts are what subset.mjs makes from the installed package, and smaller than the whole files', async () => {
    for (const { target, bytes, sourceBytes } of await cutFonts()) {
      const committed = readFileSync(path.join(FONTS_DIR, target));
      assert.equal(committed.subarray(0, 4).toString('latin1'), 'wOF2', target);
      assert.ok(committed.equals(bytes), `${target} differs from a fresh cut: run node scripts/fonts/subset.mjs`);
      assert.ok(committed.length < sourceBytes * 0.8, `${target}: ${committed.length} of ${sourceBytes} bytes`);
    }
  });

  it('the two files every page preloads stay within their budget: 29 KB together (Fontsource whole: 39.3 KB)', () => {
    const preloaded = ['manrope-cyrillic-core-wght.woff2', 'manrope-latin-core-wght.woff2'].map((file) => readFileSync(path.join(FONTS_DIR, file)).length);
    assert.ok(preloaded[0] + preloaded[1] <= 29_000, `${preloaded[0]} + ${preloaded[1]} bytes`);
  });
});
