// The site's typeface: Manrope, variable (weights 200-800 in one file per script), self-hosted
// from @fontsource-variable/manrope through next/font/local, so it is served from the site's
// own origin, preloaded, and has a size-adjusted Arial fallback (no layout shift when it swaps).
// Cyrillic (14.5 KB) and Latin (24.8 KB, digits and punctuation) are separate files with their
// unicode ranges, and the rouble sign comes from a 1 KB cut of latin-ext (scripts/fonts/). The
// tokens join them in --font-sans: Cyrillic, then ₽, then Latin with the fallback.
import localFont from 'next/font/local';

const cyrillic = localFont({
  src: '../../../../node_modules/@fontsource-variable/manrope/files/manrope-cyrillic-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-manrope-cyrillic',
  declarations: [{ prop: 'unicode-range', value: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116' }],
  // The one fallback is Latin's (below): listed here it would stand before the Latin face.
  adjustFontFallback: false,
});

const ruble = localFont({
  src: './fonts/manrope-ruble-wght.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-manrope-ruble',
  declarations: [{ prop: 'unicode-range', value: 'U+20BD' }],
  adjustFontFallback: false,
  // 1 KB, fetched when a page shows a price.
  preload: false,
});

const latin = localFont({
  src: '../../../../node_modules/@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  variable: '--font-manrope-latin',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
  adjustFontFallback: 'Arial',
});

/** Class names that define the three font variables; set on <html>. */
export const fontVariables = [cyrillic.variable, ruble.variable, latin.variable].join(' ');
