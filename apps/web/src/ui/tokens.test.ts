// The visual language holds by itself: colours and sizes are written only in ui/tokens.css,
// media and container queries use only its breakpoints, every var() a stylesheet reads is defined, and the
// text colour pairs the tokens promise reach WCAG AA.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKENS_FILE = path.join(SRC, 'ui', 'tokens.css');
const BREAKPOINTS = new Set(['480px', '768px', '1024px', '1200px']);
/** Custom properties that next/font defines (ui/fonts.ts). */
const FONT_VARIABLES = ['--font-manrope-cyrillic', '--font-manrope-cyrillic-rest', '--font-manrope-latin-rest', '--font-manrope-latin'];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));

interface Finding {
  file: string;
  line: number;
  text: string;
}

const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|:\s*(?:white|black|red|green|blue|orange|gr[ae]y|silver|yellow)\b/i;
const SIZE = /(?<![\w#-])-?(?:\d+\.?\d*|\.\d+)(?:px|rem|em|ch|ex|vw|vh|dvh|svh|lvh|vmin|vmax|pt|cm|mm|in)\b/;
const DURATION = /(?<![\w#-])(?:\d+\.?\d*|\.\d+)m?s\b/;

/** Lines of the stylesheets (tokens.css aside) that write a literal colour, size or duration. */
function literalsOutsideTokens(): Finding[] {
  const findings: Finding[] = [];
  for (const file of cssFiles(SRC).filter((f) => f !== TOKENS_FILE)) {
    withoutComments(readFileSync(file, 'utf8'))
      .split('\n')
      .forEach((text, index) => {
        if (/^\s*@(?:media|container)/.test(text)) return; // checked below
        if (COLOUR.test(text) || SIZE.test(text) || DURATION.test(text)) findings.push({ file: path.relative(SRC, file), line: index + 1, text: text.trim() });
      });
  }
  return findings;
}

function queryWidthsOutsideBreakpoints(): Finding[] {
  const findings: Finding[] = [];
  for (const file of cssFiles(SRC)) {
    withoutComments(readFileSync(file, 'utf8'))
      .split('\n')
      .forEach((text, index) => {
        if (!/^\s*@(?:media|container)/.test(text)) return;
        for (const [width] of text.matchAll(/\d+(?:\.\d+)?[a-z]+/g)) {
          if (!BREAKPOINTS.has(width)) findings.push({ file: path.relative(SRC, file), line: index + 1, text: text.trim() });
        }
      });
  }
  return findings;
}

function definedProperties(): Set<string> {
  const names = new Set(FONT_VARIABLES);
  for (const file of cssFiles(SRC)) for (const [, name] of readFileSync(file, 'utf8').matchAll(/(--[\w-]+)\s*:/g)) names.add(name!);
  return names;
}

function tokenValue(name: string): string {
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(readFileSync(TOKENS_FILE, 'utf8'));
  if (!match) throw new Error(`${name} is not in tokens.css`);
  return match[1]!.trim();
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('design tokens', () => {
  it('are the only place a colour, a size or a duration is written', () => {
    expect(literalsOutsideTokens()).toEqual([]);
  });

  it('media and container queries use only the breakpoints of the tokens', () => {
    expect(queryWidthsOutsideBreakpoints()).toEqual([]);
  });

  it('every var() a stylesheet reads is defined', () => {
    const defined = definedProperties();
    const missing: Finding[] = [];
    for (const file of cssFiles(SRC)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, index) => {
          for (const [, name] of text.matchAll(/var\((--[\w-]+)/g)) if (!defined.has(name!)) missing.push({ file: path.relative(SRC, file), line: index + 1, text: name! });
        });
    }
    expect(missing).toEqual([]);
  });

  it('finds a literal where there is one (the checks can fail)', () => {
    expect(COLOUR.test('  color: #fff;')).toBe(true);
    expect(COLOUR.test('  background: rgb(0 0 0 / 0.5);')).toBe(true);
    expect(SIZE.test('  padding: 12px 1.5rem;')).toBe(true);
    expect(DURATION.test('  transition: opacity 0.2s;')).toBe(true);
    expect(SIZE.test('  padding: var(--space-3) 0;')).toBe(false);
    expect(COLOUR.test('  color: var(--color-ink-muted);')).toBe(false);
  });

  it('pairs text colours with their backgrounds at WCAG AA (4.5:1) or better', () => {
    const pairs: Array<[string, string]> = [
      ['--color-on-brand', '--color-brand-strong'],
      ['--color-on-brand', '--color-brand-stronger'],
      ['--color-brand-strong', '--color-surface'],
      ['--color-brand-strong', '--color-surface-muted'],
      ['--color-ink', '--color-surface-sunken'],
      ['--color-ink-muted', '--color-surface-muted'],
      ['--color-ink-subtle', '--color-surface-muted'],
      ['--color-ink-inverse', '--color-surface-inverse'],
      ['--color-ink-inverse-muted', '--color-surface-inverse'],
      ['--color-brand-on-inverse', '--color-surface-inverse'],
      ['--color-available', '--color-available-tint'],
      ['--color-booked', '--color-booked-tint'],
      ['--color-sold', '--color-sold-tint'],
      ['--color-error', '--color-error-tint'],
      ['--color-error', '--color-surface'],
      ['--color-success', '--color-success-tint'],
      ['--color-warning', '--color-warning-tint'],
    ];
    const failing = pairs.map(([text, background]) => ({ text, background, ratio: contrast(tokenValue(text), tokenValue(background)) })).filter(({ ratio }) => ratio < 4.5);
    expect(failing).toEqual([]);
  });

  it('keeps the brand colour of the spec and shows why white text needs the strong shade', () => {
    expect(tokenValue('--color-brand')).toBe('#f65605');
    expect(contrast('#ffffff', tokenValue('--color-brand'))).toBeLessThan(4.5);
    // Non-text parts (the focus ring, the brand bar) need 3:1 against white.
    expect(contrast(tokenValue('--color-focus'), '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrast(tokenValue('--color-focus-on-inverse'), tokenValue('--color-surface-inverse'))).toBeGreaterThanOrEqual(3);
    expect(contrast(tokenValue('--color-brand'), '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});
