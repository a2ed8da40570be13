// The characters of each preloaded Manrope file, and CSS unicode-range arithmetic for the faces of
// apps/web/src/ui/fonts.ts. Every page preloads a "core" cut of the Cyrillic and Latin files: what
// Russian text, prices and the site's typography use. The rest of each of Fontsource's ranges is a
// second face on the whole file, which a browser fetches only for a page that shows one of its
// characters (an editor's "é", a Ukrainian "ї").

/** Fontsource's ranges of the two files (their CSS), which the faces of each script must cover together. */
export const FONTSOURCE_RANGES = {
  cyrillic: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116',
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
};

/** What the preloaded cuts hold. */
export const CORE_RANGES = {
  // The Russian alphabet with Ё, the stress mark and №.
  cyrillic: 'U+0301, U+0401, U+0410-044F, U+0451, U+2116',
  // ASCII; the no-break, thin and zero-width spaces and the soft hyphen, which editors' texts carry;
  // Russian quotes and dashes, ², ×, ±, °, ©, €, ™, the minus.
  latin:
    'U+0020-007E, U+00A0, U+00A7, U+00A9, U+00AB, U+00AD-00AE, U+00B0-00B3, U+00B7, U+00BB, U+00D7, U+2009-200D, U+2010-2014, U+2018-201A, U+201C-201E, U+2022, U+2026, U+202F, U+2032-2033, U+2039-203A, U+2060, U+20AC, U+2122, U+2212, U+FEFF',
};

/** The code points of a unicode-range ("U+0041, U+0400-045F"), ascending. */
export function codePoints(range) {
  const points = new Set();
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match) throw new Error(`not a unicode-range part: "${part}"`);
    const from = Number.parseInt(match[1], 16);
    const to = match[2] === undefined ? from : Number.parseInt(match[2], 16);
    if (to < from) throw new Error(`range runs backwards: "${part}"`);
    for (let point = from; point <= to; point += 1) points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

/** Code points as a unicode-range, runs joined ("U+0400, U+0402-040F"). */
export function unicodeRange(points) {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
  const parts = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j += 1;
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** The part of Fontsource's range of `script` the core cut leaves to the whole file. */
export function restRange(script) {
  const core = new Set(codePoints(CORE_RANGES[script]));
  return unicodeRange(codePoints(FONTSOURCE_RANGES[script]).filter((point) => !core.has(point)));
}
