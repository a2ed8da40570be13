// The site's icons (favicon, home-screen and manifest icons) drawn with sharp from one square mark:
// the CMS logo's, or the built-in one while the CMS has no logo or cannot be reached.
import sharp, { type OutputInfo } from 'sharp';
import { icoFromPngs } from './ico';
import type { IconFile } from './paths';

export type IconSet = Record<IconFile, Buffer>;

/** The brand colour (ui/tokens.css --color-brand), the browser's theme colour. */
export const BRAND_COLOUR = '#f65605';
export const ICON_BACKGROUND = '#ffffff';

interface PngSpec {
  size: number;
  /** Flattened onto this colour; none keeps the transparency. */
  background: string | null;
  /** The share of the side the mark takes, centred. */
  scale: number;
}

const PNG_SPECS: Record<Exclude<IconFile, 'favicon.ico'>, PngSpec> = {
  // iOS shows transparency as black and rounds the corners itself: a white tile with a margin.
  'apple-touch-icon.png': { size: 180, background: ICON_BACKGROUND, scale: 0.8 },
  'icon-192.png': { size: 192, background: null, scale: 1 },
  'icon-512.png': { size: 512, background: null, scale: 1 },
  // A maskable icon may be cut to a circle of 80 % of the side: the mark (a square) stays inside it.
  'maskable-512.png': { size: 512, background: ICON_BACKGROUND, scale: 0.56 },
};

/** The sizes inside /favicon.ico: tabs, bookmarks, and Windows' taskbar. */
const FAVICON_SIZES = [16, 32, 48];

/** A logo wider than this many times its height is a mark followed by a wordmark. */
const WORDMARK_RATIO = 1.5;

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** The built-in mark: the house on an orange tile of the demo logo. */
const BUILT_IN_MARK = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 104 104">
<rect width="104" height="104" rx="18" fill="${BRAND_COLOUR}"/>
<path d="M 26 82 L 26 34 L 52 16 L 78 34 L 78 82 Z" fill="#ffffff"/>
<rect x="44" y="56" width="16" height="26" fill="${BRAND_COLOUR}"/>
</svg>`;

export function builtInMark(): Promise<Buffer> {
  return sharp(Buffer.from(BUILT_IN_MARK)).png().toBuffer();
}

/** The largest icon's side, in pixels. */
const LARGEST_ICON = 512;

/**
 * The density to draw a vector (SVG) logo at: twice as tall as the largest icon, since the mark is
 * usually only a part of the logo's height, instead of its nominal size (a 640 × 160 logo would give
 * a mark of some 100 px, blurred when enlarged). 72, sharp's default, for a raster logo, which can
 * only be as sharp as it was uploaded.
 */
async function vectorDensity(logo: Buffer): Promise<number> {
  const { format, height } = await sharp(logo).metadata();
  if (format !== 'svg' || !height) return 72;
  return Math.min(72 * Math.ceil((2 * LARGEST_ICON) / height), 72 * 16);
}

/**
 * The square part of a logo that makes an icon: the logo without its empty margins; of a wide logo
 * (a mark followed by the name) the square at its start, which is where such logos put the mark.
 * Throws when the bytes are not an image sharp reads.
 */
export async function squareMark(logo: Buffer): Promise<Buffer> {
  const image = sharp(logo, { limitInputPixels: 40_000_000, density: await vectorDensity(logo) }).ensureAlpha();
  let trimmed: { data: Buffer; info: OutputInfo };
  try {
    // Trims the edges of the top-left pixel's colour (a transparent or white margin).
    trimmed = await image.clone().trim().png().toBuffer({ resolveWithObject: true });
  } catch {
    // A logo of one colour throughout has nothing to trim.
    trimmed = await image.clone().png().toBuffer({ resolveWithObject: true });
  }
  const { width, height } = trimmed.info;
  if (width <= height * WORDMARK_RATIO) return trimmed.data;
  return sharp(trimmed.data).extract({ left: 0, top: 0, width: height, height }).png().toBuffer();
}

async function renderPng(mark: Buffer, { size, background, scale }: PngSpec): Promise<Buffer> {
  const side = Math.max(1, Math.round(size * scale));
  const resized = await sharp(mark).resize(side, side, { fit: 'contain', background: TRANSPARENT }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: background ?? TRANSPARENT } })
    .composite([{ input: resized, gravity: 'centre' }])
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

/** Every icon file drawn from one square mark. */
export async function renderIconSet(mark: Buffer): Promise<IconSet> {
  const [favicons, apple, icon192, icon512, maskable] = await Promise.all([
    Promise.all(FAVICON_SIZES.map(async (size) => ({ size, png: await renderPng(mark, { size, background: null, scale: 1 }) }))),
    renderPng(mark, PNG_SPECS['apple-touch-icon.png']),
    renderPng(mark, PNG_SPECS['icon-192.png']),
    renderPng(mark, PNG_SPECS['icon-512.png']),
    renderPng(mark, PNG_SPECS['maskable-512.png']),
  ]);
  return {
    'favicon.ico': icoFromPngs(favicons),
    'apple-touch-icon.png': apple,
    'icon-192.png': icon192,
    'icon-512.png': icon512,
    'maskable-512.png': maskable,
  };
}
