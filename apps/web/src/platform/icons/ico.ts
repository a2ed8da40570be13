// /favicon.ico as an ICO file whose images are PNGs (the PNG-in-ICO form every browser since IE 9
// reads). The container is a 6-byte header and a 16-byte entry per image in front of the PNG bytes
// (Microsoft's "Icons" reference, ICONDIR and ICONDIRENTRY). The npm packages for it decode and
// re-encode the pictures with a PNG library of their own; sharp has made the PNGs already, so only
// the directory is written here.

export interface IcoImage {
  /** Width and height in pixels (square, 1 to 256). */
  size: number;
  png: Buffer;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

export function icoFromPngs(images: readonly IcoImage[]): Buffer {
  if (images.length === 0) throw new Error('an ICO file needs at least one image');
  const header = Buffer.alloc(HEADER_BYTES + ENTRY_BYTES * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`an ICO image is 1 to 256 pixels wide, not ${size}`);
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    // 0 stands for 256 in the one-byte width and height.
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}
