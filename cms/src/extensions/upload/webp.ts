// Editors' photos and drawings are stored as WebP whatever format they upload them in: JPEG, PNG
// and TIFF are converted once, on upload, before Strapi makes the xlarge/large/medium/small
// variants from the stored file, so every variant is WebP too (docs/cms.md, "Images"). WebP, AVIF,
// GIF (which may be animated) and SVG are kept as they are.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The formats converted to WebP. */
export const CONVERTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'tiff']);

/** Photos: the quality the seed's WebP uses. Drawings with flat colours (PNG): near-lossless. */
export const WEBP_QUALITY = 80;

/** The part of Strapi's upload file record this step reads and writes. */
export interface UploadedFile {
  hash: string;
  ext?: string | null;
  mime?: string | null;
  filepath?: string | null;
  tmpWorkingDirectory?: string;
  getStream: () => NodeJS.ReadableStream;
  width?: number | null;
  height?: number | null;
  size?: number | null;
  sizeInBytes?: number | null;
}

/**
 * The file as WebP, or the same file when its format is not converted or WebP would be larger.
 * The EXIF orientation is applied to the pixels (the WebP keeps no EXIF, so a turned phone photo
 * would otherwise show on its side).
 */
export async function toWebp<T extends UploadedFile>(file: T): Promise<T> {
  if (!file.filepath) return file;
  const { format, size: sourceBytes } = await sharp(file.filepath).metadata();
  if (format === undefined || !CONVERTED_FORMATS.has(format)) return file;
  const output = path.join(file.tmpWorkingDirectory ?? path.dirname(file.filepath), `webp-${file.hash}`);
  const options = format === 'png' ? { quality: WEBP_QUALITY, nearLossless: true } : { quality: WEBP_QUALITY };
  const info = await sharp(file.filepath).rotate().webp(options).toFile(output);
  if (sourceBytes !== undefined && info.size >= sourceBytes) return file;
  return {
    ...file,
    ext: '.webp',
    mime: 'image/webp',
    filepath: output,
    getStream: () => createReadStream(output),
    width: info.width,
    height: info.height,
    // Strapi keeps sizes in kilobytes with two decimals.
    size: Math.round((info.size / 1000) * 100) / 100,
    sizeInBytes: info.size,
  };
}
