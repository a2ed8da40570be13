// The icons as a browser reads them: the ICO directory, each PNG's size, and which part of a logo
// ends up in them.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { icoFromPngs } from './ico';
import { builtInMark, renderIconSet, squareMark } from './icon-set';

const ORANGE = '#f65605';
const INK = '#1f2a33';

/** A logo like the demo's: an orange tile, then the name in dark ink, on transparency. */
function wordmarkLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160">
<rect x="8" y="28" width="104" height="104" fill="${ORANGE}"/>
<rect x="136" y="48" width="480" height="64" fill="${INK}"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function pixel(png: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number; alpha: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, alpha: data[at + 3]! };
}

/** The images of an ICO file, read back from its directory. */
function readIco(ico: Buffer): Array<{ width: number; height: number; png: Buffer }> {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, index) => {
    const entry = 6 + 16 * index;
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return { width: ico.readUInt8(entry) || 256, height: ico.readUInt8(entry + 1) || 256, png: ico.subarray(offset, offset + length) };
  });
}

describe('icoFromPngs', () => {
  it('writes a directory whose entries point at each PNG whole, 256 written as 0', async () => {
    const png = (size: number) => sharp({ create: { width: size, height: size, channels: 4, background: ORANGE } }).png().toBuffer();
    const images = [
      { size: 16, png: await png(16) },
      { size: 256, png: await png(256) },
    ];
    const ico = icoFromPngs(images);
    const read = readIco(ico);
    expect(read.map(({ width, height }) => [width, height])).toEqual([
      [16, 16],
      [256, 256],
    ]);
    expect(read[0]!.png.equals(images[0]!.png)).toBe(true);
    expect(read[1]!.png.equals(images[1]!.png)).toBe(true);
    expect(ico.length).toBe(6 + 32 + images[0]!.png.length + images[1]!.png.length);
  });

  it('refuses no image and a size an ICO cannot hold', () => {
    expect(() => icoFromPngs([])).toThrow(/at least one/);
    expect(() => icoFromPngs([{ size: 300, png: Buffer.alloc(8) }])).toThrow(/1 to 256/);
  });
});

describe('squareMark', () => {
  it('takes the tile at the start of a wide logo, without its margins and without the name', async () => {
    const mark = await squareMark(await wordmarkLogo());
    const { width, height } = await sharp(mark).metadata();
    expect(width).toBe(height);
    expect(Math.abs(width - 104)).toBeLessThanOrEqual(2);
    // Every corner is the tile's orange: no margin and no ink came along.
    for (const [x, y] of [
      [1, 1],
      [width - 2, 1],
      [1, height - 2],
      [width - 2, height - 2],
    ] as const) {
      expect(await pixel(mark, x, y)).toMatchObject({ r: 0xf6, g: 0x56, b: 0x05, alpha: 255 });
    }
  });

  it('draws a vector logo large enough for the 512 px icons, not at its nominal 160 px height', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160">
<rect x="8" y="28" width="104" height="104" fill="${ORANGE}"/><rect x="136" y="48" width="480" height="64" fill="${INK}"/></svg>`;
    const { width, height } = await sharp(await squareMark(Buffer.from(svg))).metadata();
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(512);
  });

  it('keeps a logo that is about square whole, only trimmed', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="100" fill="${INK}"/></svg>`;
    const mark = await squareMark(await sharp(Buffer.from(svg)).png().toBuffer());
    const { width, height } = await sharp(mark).metadata();
    expect(Math.abs(width - 200)).toBeLessThanOrEqual(2);
    expect(Math.abs(height - 200)).toBeLessThanOrEqual(2);
  });

  it('takes a logo of one colour throughout as it is', async () => {
    const flat = await sharp({ create: { width: 40, height: 40, channels: 4, background: ORANGE } }).png().toBuffer();
    expect((await sharp(await squareMark(flat)).metadata()).width).toBe(40);
  });

  it('throws for bytes that are not an image', async () => {
    await expect(squareMark(Buffer.from('<html>не картинка</html>'))).rejects.toThrow();
  });
});

describe('renderIconSet', () => {
  it('draws every file at its size: transparent tab icons, an opaque Apple tile, a maskable icon with the mark inside its safe zone', async () => {
    const icons = await renderIconSet(await squareMark(await wordmarkLogo()));

    const favicons = readIco(icons['favicon.ico']);
    expect(favicons.map(({ width }) => width)).toEqual([16, 32, 48]);
    for (const { width, png } of favicons) expect((await sharp(png).metadata()).width).toBe(width);

    for (const [file, size] of [
      ['apple-touch-icon.png', 180],
      ['icon-192.png', 192],
      ['icon-512.png', 512],
      ['maskable-512.png', 512],
    ] as const) {
      const { width, height, format } = await sharp(icons[file]).metadata();
      expect([file, format, width, height]).toEqual([file, 'png', size, size]);
    }

    // iOS shows transparency as black: the tile's corner is white.
    expect(await pixel(icons['apple-touch-icon.png'], 0, 0)).toMatchObject({ r: 255, g: 255, b: 255, alpha: 255 });
    // The maskable icon's edge is background, its centre the mark, and the mark ends inside the
    // circle of 80 % of the side that a launcher may cut it to (0.1 of the side in from each edge,
    // and further at the corners).
    expect(await pixel(icons['maskable-512.png'], 0, 256)).toMatchObject({ r: 255, g: 255, b: 255 });
    expect(await pixel(icons['maskable-512.png'], 256, 256)).toMatchObject({ r: 0xf6, g: 0x56, b: 0x05 });
    const corner = Math.ceil(256 - 0.4 * 512 * Math.SQRT1_2);
    expect(await pixel(icons['maskable-512.png'], corner, corner)).toMatchObject({ r: 255, g: 255, b: 255 });
    // The "any" icons keep the logo's transparency around the mark's rounded corners, and its colour inside.
    expect((await pixel(icons['icon-192.png'], 96, 96)).r).toBe(0xf6);
  });

  it('draws the built-in mark when there is no logo', async () => {
    const icons = await renderIconSet(await builtInMark());
    expect(await pixel(icons['icon-512.png'], 4, 256)).toMatchObject({ r: 0xf6, g: 0x56, b: 0x05, alpha: 255 });
    // Its rounded corner is transparent.
    expect((await pixel(icons['icon-512.png'], 0, 0)).alpha).toBe(0);
  });
});
