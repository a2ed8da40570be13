// The site's typeface: Manrope, variable (weights 200-800 in one file per script), self-hosted
// from @fontsource-variable/manrope through next/font/local, so it is served from the site's
// own origin, preloaded, and has a size-adjusted Arial fallback (no layout shift when it swaps).
// Every page preloads two cuts (scripts/fonts/subset.mjs, ranges in scripts/fonts/ranges.mjs):
// the Russian alphabet (10.9 KB) and ASCII with the typography of Russian text (17.5 KB), against
// 14.5 and 24.8 KB for Fontsource's whole Cyrillic and Latin files. The rest of those files' ranges
// are faces on the whole files, fetched only by a page that shows one of their characters. The
// rouble sign comes from a 1 KB cut of latin-ext, a face written in ui/tokens.css (see
// ui/ruble-face.tsx). The tokens join them in --font-sans: Cyrillic, ₽, then Latin with the
// fallback last. The unicode-range literals are checked against ranges.mjs by
// scripts/fonts/fonts.test.mjs (next/font takes literals only).
import localFont from 'next/font/local';

const cyrillic = localFont({
  src: './fonts/manrope-cyrillic-core-wght.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-manrope-cyrillic',
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0401, U+0410-044F, U+0451, U+2116' }],
  // The one fallback is Latin's (below): listed here it would stand before the Latin faces.
  adjustFontFallback: false,
});

const cyrillicRest = localFont({
  src: '../../../../node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-manrope-cyrillic-rest',
  declarations: [{ prop: 'unicode-range', value: 'U+0400, U+0402-040F, U+0450, U+0452-045F, U+0490-0491, U+04B0-04B1' }],
  adjustFontFallback: false,
  preload: false,
});

const latinRest = localFont({
  src: '../../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-manrope-latin-rest',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-001F, U+007F-009F, U+00A1-00A6, U+00A8, U+00AA, U+00AC, U+00AF, U+00B4-00B6, U+00B8-00BA, U+00BC-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2008, U+200E-200F, U+2015-2017, U+201B, U+201F-2021, U+2023-2025, U+2027-202E, U+2030-2031, U+2034-2038, U+203B-205F, U+2061-206F, U+2191, U+2193, U+2215, U+FFFD',
    },
  ],
  // Its fallback would stand before the core Latin face; the core face's one covers both.
  adjustFontFallback: false,
  preload: false,
});

const latin = localFont({
  src: './fonts/manrope-latin-core-wght.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-manrope-latin',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0, U+00A7, U+00A9, U+00AB, U+00AD-00AE, U+00B0-00B3, U+00B7, U+00BB, U+00D7, U+2009-200D, U+2010-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+202F, U+2032-2033, U+2039-203A, U+2060, U+20AC, U+2122, U+2212, U+FEFF',
    },
  ],
  adjustFontFallback: 'Arial',
});

/** Class names that define the font variables; set on <html>. */
export const fontVariables = [cyrillic.variable, cyrillicRest.variable, latinRest.variable, latin.variable].join(' ');
