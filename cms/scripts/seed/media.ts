// The seed's media library: every file is generated locally, uploaded once through Strapi's upload
// service (so images get thumbnail/small/medium/large/xlarge formats like an editor's upload) and
// found again by its stable name on later runs, which keeps the seed idempotent and fast.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { renderIcon, renderLogo, renderPhoto, renderPortrait, type PictureSpec } from './placeholders';
import { renderPdf, type PdfPage } from './pdf';

/** The part of the upload service the seed uses. */
interface UploadService {
  upload(
    input: {
      data: { fileInfo: { name: string; alternativeText?: string; caption?: string } };
      files: { filepath: string; originalFilename: string; mimetype: string; size: number };
    },
  ): Promise<Array<{ id: number }>>;
}

/** Images must be wider than the largest breakpoint (xlarge 1920) to get every format. */
export const PHOTO_SIZE = { width: 2048, height: 1366 } as const;

export class MediaLibrary {
  private readonly known = new Map<string, number>();
  private workDir: string | undefined;
  uploaded = 0;
  reused = 0;

  constructor(private readonly strapi: Core.Strapi) {}

  /** Loads the names of files already in the library, one query for all of them. */
  async preload(): Promise<void> {
    const files = (await this.strapi.db.query('plugin::upload.file').findMany({
      select: ['id', 'name'],
      where: { name: { $startsWith: 'seed-' } },
    })) as Array<{ id: number; name: string }>;
    for (const file of files) this.known.set(file.name, file.id);
  }

  async dispose(): Promise<void> {
    if (this.workDir) await rm(this.workDir, { recursive: true, force: true });
  }

  /** Returns the id of the named file, generating and uploading it only when it is missing. */
  private async ensure(name: string, mimetype: string, alt: string, produce: () => Promise<Buffer>): Promise<number> {
    const existing = this.known.get(name);
    if (existing !== undefined) {
      this.reused += 1;
      return existing;
    }
    this.workDir ??= await mkdtemp(path.join(os.tmpdir(), 'novostroy-seed-'));
    const filepath = path.join(this.workDir, name);
    const bytes = await produce();
    await writeFile(filepath, bytes);
    const upload = this.strapi.plugin('upload').service('upload') as UploadService;
    const [file] = await upload.upload({
      data: { fileInfo: { name, alternativeText: alt, caption: alt } },
      files: { filepath, originalFilename: name, mimetype, size: bytes.length },
    });
    this.known.set(name, file.id);
    this.uploaded += 1;
    return file.id;
  }

  photo(key: string, spec: Omit<PictureSpec, 'width' | 'height' | 'seed'>, alt = spec.title): Promise<number> {
    return this.ensure(`seed-${key}.webp`, 'image/webp', alt, () => renderPhoto({ ...spec, ...PHOTO_SIZE, seed: key }));
  }

  portrait(key: string, name: string): Promise<number> {
    return this.ensure(`seed-${key}.webp`, 'image/webp', name, () => renderPortrait(name, 800, 1000));
  }

  icon(key: string, glyph: string, colour: string, outline: boolean, alt: string): Promise<number> {
    return this.ensure(`seed-${key}.png`, 'image/png', alt, () => renderIcon(glyph, colour, 96, outline));
  }

  logo(): Promise<number> {
    return this.ensure('seed-logo.png', 'image/png', 'Новострой', renderLogo);
  }

  pdf(key: string, heading: string, pages: PdfPage[], orientation: 'landscape' | 'portrait' | 'phone'): Promise<number> {
    return this.ensure(`seed-${key}.pdf`, 'application/pdf', heading, () => renderPdf(heading, pages, orientation, key));
  }

  /** The one demo video (see assets/README.md), shared by every field that shows a video. */
  video(): Promise<number> {
    return this.ensure('seed-project-video.mp4', 'video/mp4', 'Видео о проекте', () => readFile(path.join(assetsDir(), 'project-video.mp4')));
  }
}

/**
 * The assets folder in the source tree: this module runs compiled from dist/scripts/seed,
 * but the committed video stays in scripts/seed/assets.
 */
function assetsDir(): string {
  return path.resolve(process.cwd(), 'scripts', 'seed', 'assets');
}
